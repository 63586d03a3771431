/**
 * Seconds left until a moment, re-rendering every second while some are left (the sign-up codes'
 * resend buttons, the consultation room's opening).
 *
 * @module lib/use-countdown
 */
import { useEffect, useState } from 'react';
import { clock } from './clock';

/**
 * @param until - epoch milliseconds; `0` for none.
 * @returns whole seconds left (0 once passed).
 */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => clock.ms());
  useEffect(() => {
    setNow(clock.ms());
    if (until <= clock.ms()) return undefined;
    const timer = window.setInterval(() => {
      const current = clock.ms();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
