/**
 * Seconds left until a moment, re-rendering every second while some are left (the sign-up codes'
 * resend buttons, the consultation room's opening).
 *
 * @module lib/use-countdown
 */
import { useEffect, useState } from 'react';

/**
 * @param until - epoch milliseconds; `0` for none.
 * @returns whole seconds left (0 once passed).
 */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (until <= Date.now()) return undefined;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
