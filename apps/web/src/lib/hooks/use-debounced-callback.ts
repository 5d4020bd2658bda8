import { useEffect, useMemo, useRef } from 'react';

/** Calls `callback` once the calls stop for `delayMs`; the latest arguments win. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delayMs: number,
): (...args: A) => void {
  const latest = useRef(callback);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useMemo(
    () =>
      (...args: A) => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => latest.current(...args), delayMs);
      },
    [delayMs],
  );
}
