import { routeOf } from '@console/contract/routes/web';
import { getSession, storeTokens } from '../auth/session';
import { sendHttp } from './http';

let pending: Promise<boolean> | null = null;

async function rotateTokens(): Promise<boolean> {
  const freshToken = getSession()?.freshToken;
  if (!freshToken) return false;
  try {
    const route = await routeOf('auth.refresh');
    const answer = (await sendHttp({ route, input: {}, bearer: freshToken })) as Record<
      string,
      unknown
    >;
    const { access_token: access, refresh_token: refresh } = answer;
    if (typeof access !== 'string' || typeof refresh !== 'string') return false;
    storeTokens(access, refresh);
    return true;
  } catch {
    return false;
  }
}

/**
 * Exchanges the refresh token for new tokens. Refresh tokens rotate and a reused one ends the
 * session, so callers arriving while a refresh runs share it instead of starting their own.
 */
export function refreshTokens(): Promise<boolean> {
  pending ??= rotateTokens().finally(() => {
    pending = null;
  });
  return pending;
}
