/**
 * Runs `check` with the process's time zone set to `zone` (IANA name), then puts the previous zone back,
 * unsetting `TZ` again when it was unset (assigning `undefined` to `process.env.TZ` would store the zone
 * "undefined", which the test files run after this one in the same worker would inherit).
 */
export function inTimeZone(zone: string, check: () => void): void {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}
