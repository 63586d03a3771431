/**
 * The slot held for a signed-out visitor while they sign in or sign up (docs/api-bookings.md "Holding a
 * slot while signing up"), kept in `sessionStorage` under `slotHold` so that it survives the sign-up
 * steps and a reload of the tab, and is sent as `holdToken` when the visitor books that slot.
 *
 * @module features/bookings/model/slot-hold
 */
import { clock } from '../../../lib/clock';
import type { SlotHold } from '../api/hold-slot';
import type { Slot } from './types';

/** sessionStorage key of the visitor's hold. */
export const SLOT_HOLD_KEY = 'slotHold';
/** Window event dispatched when this tab keeps or forgets a hold (`storage` events only reach other tabs). */
export const SLOT_HOLD_EVENT = 'slothold';
/** A hold is renewed this long before it expires (milliseconds), or halfway through when it is shorter. */
export const RENEW_BEFORE_MS = 4 * 60_000;

function changed(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SLOT_HOLD_EVENT));
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The kept hold, if any and well formed (expired or not). */
export function keptHold(): SlotHold | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(SLOT_HOLD_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const hold = value as Partial<SlotHold>;
    return typeof hold.token === 'string' &&
      typeof hold.consultant_id === 'string' &&
      typeof hold.start === 'string' &&
      typeof hold.end === 'string' &&
      typeof hold.expires_at === 'string' &&
      typeof hold.renewable_until === 'string'
      ? (hold as SlotHold)
      : null;
  } catch {
    return null;
  }
}

/** Keep `hold` (replacing the previous one). */
export function keepHold(hold: SlotHold): void {
  storage()?.setItem(SLOT_HOLD_KEY, JSON.stringify(hold));
  changed();
}

/** Forget the hold (booked, or no longer wanted). */
export function forgetHold(): void {
  storage()?.removeItem(SLOT_HOLD_KEY);
  changed();
}

/**
 * When to renew the kept hold (docs/api-bookings.md "Holding a slot while signing up": holding the same
 * slot with the same token renews it, up to `renewable_until`).
 * @param nowMs - the clock's instant (epoch ms, UTC)
 * @returns milliseconds from now until the renewal (0: at once), or `null` when the hold has expired or
 *   can no longer be renewed
 */
export function renewalDelay(hold: SlotHold, nowMs: number): number | null {
  const left = Date.parse(hold.expires_at) - nowMs;
  if (left <= 0 || Date.parse(hold.expires_at) >= Date.parse(hold.renewable_until)) return null;
  return Math.max(left - RENEW_BEFORE_MS, left / 2);
}

/** The kept hold when it is still live and for this consultant (any slot), else `null`. */
export function liveHoldOf(consultantId: string): SlotHold | null {
  const hold = keptHold();
  return hold && hold.consultant_id === consultantId && Date.parse(hold.expires_at) > clock.ms() ? hold : null;
}

/**
 * The free slots with the visitor's own live hold put back among them (the server leaves held slots
 * out of everyone's free slots, the holder's included), sorted by start.
 */
export function withHeldSlot(slots: readonly Slot[], hold: SlotHold | null): Slot[] {
  if (!hold || slots.some((slot) => slot.start === hold.start)) return [...slots];
  return [...slots, { start: hold.start, end: hold.end }].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
