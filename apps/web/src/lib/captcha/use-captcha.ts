import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptchaToken } from './get-captcha-token';

type Attempt = Promise<string | undefined>;

/**
 * Keeps one solved captcha ready, solving it in the background as soon as the page opens.
 * A failed fetch or solve yields no token: the server then answers 'Token in valid'.
 */
export function useCaptcha() {
  const pending = useRef<Attempt | null>(null);
  const [ready, setReady] = useState(false);

  const prepare = useCallback((): Attempt => {
    const attempt: Attempt = getCaptchaToken().catch(() => undefined);
    pending.current = attempt;
    void attempt.then((token) => {
      if (pending.current === attempt) setReady(token !== undefined);
    });
    return attempt;
  }, []);

  useEffect(() => {
    if (!pending.current) prepare();
  }, [prepare]);

  const take = useCallback((): Attempt => {
    const attempt = pending.current ?? prepare();
    pending.current = null;
    setReady(false);
    return attempt;
  }, [prepare]);

  const renew = useCallback(() => {
    if (!pending.current) prepare();
  }, [prepare]);

  return { ready, take, renew };
}
