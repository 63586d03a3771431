/**
 * The visitor's live hold on one of a consultant's slots (`model/slot-hold`), read from sessionStorage
 * after hydration (a server-rendered page has none, so the first render matches the server's).
 *
 * @module features/bookings/hooks/use-held-slot
 */
import { useMemo, useSyncExternalStore } from 'react';
import { SLOT_HOLD_EVENT, SLOT_HOLD_KEY, liveHoldOf } from '../model/slot-hold';
import type { SlotHold } from '../api/hold-slot';

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  window.addEventListener(SLOT_HOLD_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SLOT_HOLD_EVENT, onChange);
  };
};

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(SLOT_HOLD_KEY);
  } catch {
    return null;
  }
}

/** The kept hold as stored (JSON text, expired or not), re-read when it changes in this tab or another; `null` on the server. */
export function useKeptHoldText(): string | null {
  return useSyncExternalStore(subscribe, stored, () => null);
}

/** The kept hold when it is live and for `consultantId`, else `null` (always `null` on the server). */
export function useHeldSlot(consultantId: string): SlotHold | null {
  const raw = useKeptHoldText();
  return useMemo(() => (raw ? liveHoldOf(consultantId) : null), [raw, consultantId]);
}
