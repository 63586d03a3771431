/**
 * Keeps the visitor's held slot while they are still on their way to booking it (docs/api-bookings.md
 * "Holding a slot while signing up"): a new client signs up, then fills the consent form and the health
 * assessment before they can book, which may take longer than one hold. While the tab is visible, the
 * kept hold is renewed a few minutes before it expires (`POST slot-holds` with the same slot and token),
 * up to its `renewable_until`; a hidden tab lets it lapse. A hold the server no longer grants (409: the
 * slot was taken after it expired) is forgotten.
 *
 * @module features/bookings/hooks/use-slot-hold-renewal
 */
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-client';
import { clock } from '../../../lib/clock';
import { holdSlot } from '../api/hold-slot';
import { forgetHold, keepHold, keptHold, renewalDelay } from '../model/slot-hold';
import { useKeptHoldText } from './use-held-slot';

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const isVisible = () => document.visibilityState === 'visible';

/** Renew the kept hold on time while the page is visible (mounted once, by the layout). */
export function useSlotHoldRenewal(): void {
  const text = useKeptHoldText();
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => false);
  useEffect(() => {
    const hold = keptHold();
    if (!text || !visible || !hold) return undefined;
    const delay = renewalDelay(hold, clock.ms());
    if (delay === null) return undefined;
    const timer = window.setTimeout(() => {
      holdSlot({ consultantId: hold.consultant_id, start: hold.start, holdToken: hold.token })
        .then((renewed) => {
          // Kept only if the visitor did not choose, book or drop the slot meanwhile.
          if (keptHold()?.token === hold.token && keptHold()?.start === hold.start) keepHold(renewed);
        })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 409 && keptHold()?.start === hold.start) forgetHold();
        });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [text, visible]);
}
