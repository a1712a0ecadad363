import { useEffect, useRef, useState } from 'react';

/**
 * `value` once it has stopped changing for `delay` ms, or at the latest `maxWait` ms after the
 * first change that is still waiting (so a user typing without pause still gets suggestions).
 * @example const text = useDebouncedValue(input, FILTER_DEBOUNCE_MS, AUTOCOMPLETE_MAX_WAIT_MS)
 */
export function useDebouncedValue<T>(value: T, delay: number, maxWait?: number): T {
  const [settled, setSettled] = useState(value);
  const firstPendingAt = useRef<number | null>(null);

  useEffect(() => {
    if (Object.is(value, settled)) {
      firstPendingAt.current = null;
      return;
    }
    const now = Date.now();
    firstPendingAt.current ??= now;
    const untilMax = maxWait === undefined ? delay : Math.max(0, firstPendingAt.current + maxWait - now);
    const timer = setTimeout(
      () => {
        firstPendingAt.current = null;
        setSettled(value);
      },
      Math.min(delay, untilMax),
    );
    return () => clearTimeout(timer);
  }, [value, settled, delay, maxWait]);

  return settled;
}
