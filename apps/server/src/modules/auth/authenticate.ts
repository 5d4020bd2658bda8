import type { AuthUser, Deps } from '../../context';
import { AppError } from '../../errors';
import { usersRepository } from '../users/users.repository';
import { toAuthUser } from '../users/users.service';
import { verifyAccessToken } from './tokens';

/** The signed-in user of a request: a valid access token of an existing, active account. */
export async function authenticateUser(deps: Deps, token: string | undefined): Promise<AuthUser> {
  if (!token) throw new AppError('auth.unauthenticated');
  const id = await verifyAccessToken(deps.tokens, token);
  const row = await usersRepository.findById(deps.db, id);
  if (!row?.active) throw new AppError('auth.unauthenticated');
  return toAuthUser(row);
}
