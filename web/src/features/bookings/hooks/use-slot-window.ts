/**
 * The window of days whose free time slots are shown (docs/api-bookings.md): {@link SLOT_WINDOW_DAYS} days from now,
 * moved a window later or earlier, never before now nor past the booking horizon the API gives.
 *
 * @module features/bookings/hooks/use-slot-window
 */
import { useMemo, useState } from 'react';
import { dayKeyOf } from '../../../lib/format';
import { SLOT_WINDOW_DAYS } from '../model/constants';
import { useSlots } from '../api/get-slots';
import type { Slot } from '../model/types';
import { clock } from '../../../lib/clock';

const DAY_MS = 86_400_000;

/** Now rounded down to the minute (a stable SWR key for the first window). */
function nowToTheMinute(): number {
  return Math.floor(clock.ms() / 60_000) * 60_000;
}

/**
 * Groups time slots by the calendar day their start falls on in `timeZone`, in time order.
 *
 * @returns day key `YYYY-MM-DD` → slots, days in order.
 */
export function slotsByDay(slots: readonly Slot[], timeZone: string): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>();
  for (const slot of [...slots].sort((a, b) => a.start.localeCompare(b.start))) {
    const key = dayKeyOf(slot.start, timeZone);
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return days;
}

/**
 * The calendar days (in `timeZone`) from `from` to `to`, each once, in order: the days of the day picker.
 *
 * @param from - UTC ms; `to` - UTC ms (exclusive).
 */
export function daysBetween(from: number, to: number, timeZone: string): string[] {
  const days: string[] = [];
  // Every 6 hours: catches each calendar day whatever the zone's offset and DST shifts.
  for (let t = from; t < to; t += DAY_MS / 4) {
    const key = dayKeyOf(new Date(t), timeZone);
    if (days[days.length - 1] !== key) days.push(key);
  }
  return days;
}

/**
 * The free time slots of a consultant in a moving window.
 *
 * @param consultantId - or `null` to skip.
 * @param timeZone - the zone the days are counted in (the viewer's).
 */
export function useSlotWindow(consultantId: string | null, timeZone: string) {
  const [start] = useState(nowToTheMinute);
  const [offset, setOffset] = useState(0);
  const from = start + offset * SLOT_WINDOW_DAYS * DAY_MS;
  const to = from + SLOT_WINDOW_DAYS * DAY_MS;
  const answer = useSlots(consultantId, new Date(from).toISOString(), new Date(to).toISOString(), { keepPreviousData: true });
  const horizonDays = answer.data?.meta.horizon_days;
  const days = useMemo(() => daysBetween(from, to, timeZone), [from, to, timeZone]);
  return {
    ...answer,
    days,
    canPrevious: offset > 0,
    canNext: horizonDays === undefined || to < start + horizonDays * DAY_MS,
    previous: () => setOffset((o) => Math.max(0, o - 1)),
    next: () => setOffset((o) => o + 1),
  };
}
