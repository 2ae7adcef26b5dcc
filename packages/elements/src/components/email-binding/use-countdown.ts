import { useCallback, useEffect, useState } from 'react';

/** product.md §4 "Verification-code button: a 60-second countdown after click". */
export const CODE_COUNTDOWN_S = 60;

/**
 * Seconds left of a countdown started by `start()`, ticking once a second down to 0 (then the
 * button is enabled again). Counted from the start time, so a throttled background tab does
 * not stretch it.
 */
export function useCountdown(seconds = CODE_COUNTDOWN_S, now: () => number = Date.now) {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt, now]);

  const start = useCallback(() => {
    setRemaining(seconds);
    setEndsAt(now() + seconds * 1000);
  }, [seconds, now]);

  return { remaining, running: remaining > 0, start };
}
