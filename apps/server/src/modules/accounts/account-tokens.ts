import crypto from 'node:crypto';
import { ACCOUNT_TOKEN_TTL_SECONDS } from './constants';
import type { Db } from '../../db/database';
import type { AccountTokenPurpose, AccountTokenRow } from '../../db/schema';
import { AppError } from '../../errors';
import { accountsRepository as repo } from './accounts.repository';

export const hashAccountToken = (token: string) =>
  crypto.createHash('sha256').update(token).digest('hex');

/** A new random link token for a user; only its hash is stored. Answers the token itself. */
export async function issueAccountToken(
  db: Db,
  userId: number,
  purpose: AccountTokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.insertToken(db, {
    user_id: userId,
    purpose,
    token_hash: hashAccountToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_SECONDS * 1000).toISOString(),
  });
  return token;
}

/**
 * Reads a link token without using it, with the errors `consumeAccountToken` would give: for a
 * page that shows what a link is for before it is used.
 */
export async function peekAccountToken(
  db: Db,
  token: string,
  purposes: AccountTokenPurpose[],
  now: string,
): Promise<AccountTokenRow> {
  const row = await repo.findToken(db, hashAccountToken(token));
  if (!row || row.used_at !== null || !purposes.includes(row.purpose)) {
    throw new AppError('accounts.token_invalid');
  }
  if (row.expires_at <= now) throw new AppError('accounts.token_expired');
  return row;
}

/**
 * Uses a link token once. Unknown, already used or of another purpose: 'accounts.token_invalid';
 * past its time: 'accounts.token_expired'.
 */
export async function consumeAccountToken(
  db: Db,
  token: string,
  purposes: AccountTokenPurpose[],
  now: string,
): Promise<AccountTokenRow> {
  const row = await peekAccountToken(db, token, purposes, now);
  if (!(await repo.markUsed(db, row.id, now))) throw new AppError('accounts.token_invalid');
  return row;
}
