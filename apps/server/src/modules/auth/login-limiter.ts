import { LOGIN_FAILURE_WINDOW_SECONDS } from '@console/contract/constants';
import type { Deps } from '../../context';
import { AppError } from '../../errors';
import { authRepository } from './auth.repository';

/**
 * Refuses a sign-in with 429 once a username or an address has failed too often in the window.
 * Only failures count; a success clears its username's failures.
 */
export async function assertLoginAllowed({ db, config }: Deps, userName: string, ip: string) {
  const windowMs = LOGIN_FAILURE_WINDOW_SECONDS * 1000;
  const now = Date.now();
  const since = new Date(now - windowMs).toISOString();
  const checks = [
    { by: 'user_name' as const, value: userName, limit: config.loginFailuresPerUsername },
    { by: 'ip' as const, value: ip, limit: config.loginFailuresPerAddress },
  ];
  for (const { by, value, limit } of checks) {
    const { count, oldest } = await authRepository.loginFailuresSince(db, by, value, since);
    if (count >= limit && oldest) {
      const retryAfter = Math.max(1, Math.ceil((Date.parse(oldest) + windowMs - now) / 1000));
      throw new AppError('auth.too_many_attempts', {
        headers: { 'retry-after': String(retryAfter) },
      });
    }
  }
}

export function recordLoginFailure({ db }: Deps, userName: string, ip: string) {
  return authRepository.recordLoginFailure(db, {
    user_name: userName,
    ip,
    at: new Date().toISOString(),
  });
}

export function clearLoginFailures({ db }: Deps, userName: string) {
  return authRepository.clearLoginFailures(db, userName);
}
