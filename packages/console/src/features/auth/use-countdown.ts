import { useCallback, useEffect, useState } from 'react';

/** The verification-code button waits 60 s after a send (product.md §4, api-contract.md §9). */
export const VERIFY_CODE_COUNTDOWN_SECONDS = 60;

/** Seconds left of a countdown that `start()` (re)starts; 0 when idle. */
export function useCountdown(seconds = VERIFY_CODE_COUNTDOWN_SECONDS) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback(() => setLeft(seconds), [seconds]);
  return { left, running: left > 0, start };
}
