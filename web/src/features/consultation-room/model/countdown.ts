/**
 * The parts of the time left before the room opens (the too-early page's live countdown).
 *
 * @module features/consultation-room/model/countdown
 */

/** Whole days, hours, minutes and seconds. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Splits a number of seconds.
 *
 * @param totalSeconds - seconds left (negative counts as 0).
 */
export function countdownParts(totalSeconds: number): CountdownParts {
  const left = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}
