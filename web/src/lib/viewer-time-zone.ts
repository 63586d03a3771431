/**
 * The viewer's time zone (DESIGN §3 "show every time in the viewer's zone"): the signed-in person's
 * profile time zone (`time_zone` of `GET profile`, client or consultant), else the device's. When the
 * device is in another zone than the profile, the person is told so (see the account feature's
 * time-zone notice) and chooses: show times in the device's zone on this device, keep the profile's, or
 * update the profile. The choice is kept in localStorage per role, for that pair of zones only: when
 * the device or the profile moves again, the person is asked again.
 *
 * @module lib/viewer-time-zone
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Role } from '../config/constants';
import { useRoleApi } from './fetcher';
import { timeZoneName, viewerTimeZone } from './format';
import { clock } from './clock';

/** What the person chose for a pair of zones: times in the device's zone, or in the profile's. */
export type TimeZoneChoice = 'device' | 'profile';

interface StoredChoice {
  device: string;
  profile: string;
  choice: TimeZoneChoice;
}

/** localStorage key of a role's choice. */
export const timeZoneChoiceKey = (role: Role) => `timeZoneChoice.${role}`;

const CHANGE_EVENT = 'viewer-time-zone-choice';

function readChoice(role: Role): string | null {
  try {
    return window.localStorage.getItem(timeZoneChoiceKey(role));
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function parseChoice(text: string | null): StoredChoice | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredChoice>;
    return typeof value.device === 'string' && typeof value.profile === 'string' && (value.choice === 'device' || value.choice === 'profile') ? (value as StoredChoice) : null;
  } catch {
    return null;
  }
}

/**
 * Whether two IANA zones read differently to a person now: another name or another UTC offset
 * (`Europe/Paris` and `Europe/Berlin` do not: same name, same clock).
 */
export function zonesDiffer(a: string, b: string, at: Date = clock.now()): boolean {
  if (a === b) return false;
  if (timeZoneName(a, 'en', at) !== timeZoneName(b, 'en', at)) return true;
  const offset = (zone: string) => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
    } catch {
      return zone;
    }
  };
  return offset(a) !== offset(b);
}

/** Answer of {@link useViewerTimeZone}. */
export interface ViewerTimeZone {
  /** IANA zone to show times in; `null` while the profile is loading. */
  timeZone: string | null;
  /** The device's IANA zone. */
  deviceZone: string;
  /** The profile's IANA zone (`null`: none, signed out, or not loaded). */
  profileZone: string | null;
  /** The device and the profile differ and the person has not chosen yet: say so. */
  mismatch: boolean;
  /** Show times in the device's zone on this device (until a zone changes). */
  choose: (choice: TimeZoneChoice) => void;
}

/**
 * The zone `role`'s pages show times in, and what to tell the person about it.
 *
 * @param role - the signed-in role whose profile zone counts (`GET profile` of its surface).
 * @param device - the device's zone (default {@link viewerTimeZone}; tests pass one).
 */
export function useViewerTimeZone(role: Role, device: string = viewerTimeZone()): ViewerTimeZone {
  const read = useRoleApi<{ data: { profile: { time_zone?: string | null } | null } }>(role, 'profile');
  const stored = parseChoice(
    useSyncExternalStore(
      subscribe,
      () => readChoice(role),
      () => null,
    ),
  );
  const profileZone = read.data?.data.profile?.time_zone || null;
  const loading = !read.data && !read.error && read.isLoading;
  const differ = useMemo(() => (profileZone ? zonesDiffer(device, profileZone) : false), [device, profileZone]);
  const decided = stored && stored.device === device && stored.profile === profileZone ? stored.choice : null;

  const choose = useCallback(
    (choice: TimeZoneChoice) => {
      if (!profileZone) return;
      try {
        window.localStorage.setItem(timeZoneChoiceKey(role), JSON.stringify({ device, profile: profileZone, choice } satisfies StoredChoice));
      } catch {
        // Storage full or blocked: the choice lasts until the page is left.
      }
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [role, device, profileZone],
  );

  const timeZone = loading ? null : differ && decided === 'device' ? device : (profileZone ?? device);
  return { timeZone, deviceZone: device, profileZone, mismatch: differ && !decided, choose };
}
