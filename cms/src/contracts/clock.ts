/**
 * The one clock of the platform (docs/testing.md "Time"): every "now" of the server, the web site, the
 * back office and their tests is read here, never with `Date.now()` or `new Date()` (an ESLint rule
 * enforces it). It lives beside the contracts because the server and both front ends import it, as they
 * do the contracts' rules (an age limit or a year bound is checked against it on both sides).
 *
 * By default it is the machine's clock. Tests move it with {@link clock.set}: the clock then runs on
 * from the given instant at the machine's pace (it is shifted, not frozen, so that waits and time
 * limits still elapse), until {@link clock.reset}.
 *
 * @module contracts/clock
 */

/** Milliseconds added to the machine's clock (0 unless a test moved it). */
let offsetMs = 0;

/** The platform's clock. All instants are UTC. */
export const clock = {
  /** The current instant, as epoch milliseconds (UTC). */
  ms(): number {
    // eslint-disable-next-line no-restricted-properties -- the one place that reads the machine's clock
    return Date.now() + offsetMs;
  },

  /** The current instant, as a new `Date`. */
  now(): Date {
    return new Date(clock.ms());
  },

  /**
   * Move the clock so that it reads `instant` now and runs on from there (tests only).
   * @param instant - a `Date`, epoch milliseconds or an ISO 8601 string
   * @throws RangeError when `instant` is not a valid date
   */
  set(instant: Date | number | string): void {
    const target = new Date(instant).getTime();
    if (Number.isNaN(target)) throw new RangeError(`not an instant: ${String(instant)}`);
    // eslint-disable-next-line no-restricted-properties -- the one place that reads the machine's clock
    offsetMs = target - Date.now();
  },

  /** Back to the machine's clock. */
  reset(): void {
    offsetMs = 0;
  },
};
