import type { Language } from '@console/contract/constants';
import type { Session } from '@console/contract/schemas/auth';
import type { AuthUser, Deps, RequestContext } from '../../context';
import { nowIso } from '../../db/database';
import { AppError } from '../../errors';
import { startSession } from '../auth/auth.service';
import { forgetSignInFailures, limitedPasswordCheck } from '../auth/login-limiter';
import { decryptPassword } from '../auth/password-crypto';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { endAllSessions } from '../auth/sessions';
import { usersRepository } from '../../db/users.repository';
import { invalidateTokens, readNewPassword } from './accounts.service';

function fieldError(path: string, message: string) {
  return new AppError('common.invalid_input', { errors: [{ path, message }] });
}

async function accountOf(deps: Deps, user: AuthUser) {
  const row = await usersRepository.findById(deps.db, user.id);
  if (!row) throw new AppError('auth.unauthenticated');
  return row;
}

/**
 * Changes the caller's own password (docs/decisions/self-service.md). The current password is
 * checked the way a sign-in checks it, under the same limits, so a stolen session cannot guess
 * it faster than the login form could. Every session of the account ends, and this client gets
 * a new one in the answer.
 */
export async function changePassword(
  deps: Deps,
  input: { current_password: string; new_password: string },
  user: AuthUser,
  ctx: RequestContext,
): Promise<Session> {
  ctx.audit.target = String(user.id);
  const current = decryptPassword(deps.keys.rsaPrivate, input.current_password);
  if (current === null) throw new AppError('auth.invalid_password_encryption');
  const next = readNewPassword(deps, input.new_password, 'new_password');
  if (next === current) throw fieldError('new_password', 'validation.password_unchanged');

  const row = await accountOf(deps, user);
  const matches = await limitedPasswordCheck(
    deps,
    { userName: row.user_name, ip: ctx.ip, signal: ctx.signal, known: row.password_hash !== null },
    () => verifyPassword(row.password_hash, current),
  );
  if (!matches) throw fieldError('current_password', 'validation.current_password_wrong');

  const passwordHash = await hashPassword(next);
  await deps.db.transaction().execute(async (trx) => {
    const now = nowIso();
    await usersRepository.update(trx, row.id, { password_hash: passwordHash, updated_at: now });
    // A reset link mailed earlier would set a password the owner no longer wants.
    await invalidateTokens(trx, row.id, 'reset');
    await endAllSessions(trx, row.id, now);
    await forgetSignInFailures(trx, row.user_name);
  });
  return startSession(deps, await accountOf(deps, user));
}

/** The caller's own language, remembered as his choice. */
export async function setLanguage(
  { db }: Deps,
  language: Language,
  user: AuthUser,
  ctx: RequestContext,
): Promise<void> {
  ctx.audit.target = String(user.id);
  const now = nowIso();
  await usersRepository.update(db, user.id, {
    language,
    language_chosen_at: now,
    updated_at: now,
  });
}
