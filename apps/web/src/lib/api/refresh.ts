import { routeOf } from '@console/contract/routes/client';
import { getSession, storeTokens } from '../auth/session';
import { sendHttp } from './http';

let pending: Promise<boolean> | null = null;

async function rotateTokens(): Promise<boolean> {
  const freshToken = getSession()?.freshToken;
  if (!freshToken) return false;
  try {
    const route = await routeOf('auth.refresh');
    const answer = route.response.parse(await sendHttp({ route, input: {}, bearer: freshToken }));
    storeTokens(answer.access_token, answer.refresh_token);
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
