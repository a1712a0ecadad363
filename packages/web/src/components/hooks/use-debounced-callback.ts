import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel: () => void;
  /** Runs a pending call now. */
  flush: () => void;
}

/**
 * Calls `callback` once `delay` ms have passed without a new call; the latest arguments win.
 * The callback may change between renders; the pending call uses the newest one. A pending call
 * is dropped when the component unmounts.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number): DebouncedCallback<A> {
  const callbackRef = useRef(callback);
  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | undefined>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = undefined;
  }, []);

  const flush = useCallback(() => {
    const args = pending.current;
    cancel();
    if (args) callbackRef.current(...args);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return useMemo(() => {
    const debounced = ((...args: A) => {
      pending.current = args;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    }) as DebouncedCallback<A>;
    debounced.cancel = cancel;
    debounced.flush = flush;
    return debounced;
  }, [cancel, flush, delay]);
}
