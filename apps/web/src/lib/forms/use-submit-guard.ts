import { useCallback, useRef } from 'react';

/**
 * Wraps a form's submit so that while one submission runs, further ones are ignored: a double
 * click sends once even before the button has re-rendered as loading. The wrapped submit answers
 * its promise, or undefined when it was ignored.
 */
export function useSubmitGuard() {
  const running = useRef(false);
  return useCallback(
    <A extends unknown[], R>(submit: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R | undefined> => {
        if (running.current) return undefined;
        running.current = true;
        try {
          return await submit(...args);
        } finally {
          running.current = false;
        }
      },
    [],
  );
}
