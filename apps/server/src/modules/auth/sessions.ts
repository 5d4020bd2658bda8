import type { Db } from '../../db/database';
import { authRepository } from './auth.repository';

/*
 * What ends sessions (docs/decisions/sessions.md). Call these inside the transaction that makes
 * the change, after updating the account's row (which locks it), so a refresh racing the change
 * cannot slip a new token past it.
 */

/**
 * Ends every session of an account: password reset, logout everywhere, disabling, deletion. Its
 * access tokens stop at the next call, its refresh tokens at once.
 */
export async function endAllSessions(db: Db, userId: number, at: string): Promise<void> {
  await authRepository.bumpSessionVersion(db, userId);
  await authRepository.revokeAllOfUser(db, userId, at);
}

/**
 * Makes every access token of an account stale without ending its sessions (a role change): the
 * next call answers `auth.token_expired`, and the client's refresh gets a token of the account as
 * it is now.
 */
export async function reissueAllSessions(db: Db, userId: number): Promise<void> {
  await authRepository.bumpSessionVersion(db, userId);
}
