import type { AuthUser, Deps } from '../../context';
import { AppError } from '../../errors';
import { toAuthUser } from '../users/users.service';
import { authRepository } from './auth.repository';
import { verifyAccessToken } from './tokens';

/**
 * The signed-in user of a request: a valid access token of a live session (its refresh-token
 * family not revoked) of an existing, active account, read in one statement on every call, so
 * every server process sees a logout at once. A token of an older session version whose session
 * still lives (the role changed) is `auth.token_expired`: the client refreshes. The row read comes
 * with the caller (`account`).
 */
export async function authenticateUser(deps: Deps, token: string | undefined): Promise<AuthUser> {
  if (!token) throw new AppError('auth.unauthenticated');
  const claims = await verifyAccessToken(deps.tokens, token);
  const row = await authRepository.findSessionUser(deps.db, claims.userId, claims.sessionId);
  if (!row?.active || !row.session_live) throw new AppError('auth.unauthenticated');
  if (row.session_version !== claims.sessionVersion) throw new AppError('auth.token_expired');
  const user = toAuthUser(row);
  user.account = row;
  return user;
}
