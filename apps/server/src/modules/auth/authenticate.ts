import type { AuthUser, Deps } from '../../context';
import { writeCount, type Db } from '../../db/database';
import { AppError } from '../../errors';
import { toAuthUser } from '../users/users.service';
import { authRepository } from './auth.repository';
import { verifyAccessToken, type AccessClaims } from './tokens';

type SessionRow = NonNullable<Awaited<ReturnType<typeof authRepository.findSessionUser>>>;

/** Enough for every signed-in client of a busy hour; past it the map starts over. */
const SESSIONS_KEPT = 10_000;

/** Per database, each access token's session row and the write count it was read at. */
const readSessions = new WeakMap<Db, Map<string, { row: SessionRow; writes: number }>>();

/**
 * The session row of an access token. On an SQLite file this process alone opens, a row read
 * while nothing has been written since is answered again without the read: every row is then as
 * it was (`writeCount`: any statement that may write, a logout, a role change, a deactivation,
 * an unrelated edit, counts). Each call gets its own copy, as it does from the database. On
 * PostgreSQL and on a shared file it is read on every call, so every server sees a logout at once.
 */
async function sessionRow(db: Db, token: string, claims: AccessClaims) {
  const writes = writeCount(db);
  if (writes === undefined) {
    return authRepository.findSessionUser(db, claims.userId, claims.sessionId);
  }
  let rows = readSessions.get(db);
  if (!rows) {
    rows = new Map();
    readSessions.set(db, rows);
  }
  const known = rows.get(token);
  if (known?.writes === writes) return { ...known.row };
  // The count is taken before the read: a write while it waits (an open transaction) makes the
  // row kept here stale at once.
  const row = await authRepository.findSessionUser(db, claims.userId, claims.sessionId);
  if (row) {
    if (rows.size >= SESSIONS_KEPT) rows.clear();
    rows.set(token, { row: { ...row }, writes });
  }
  return row;
}

/**
 * The signed-in user of a request: a valid access token of a live session (its refresh-token
 * family not revoked) of an existing, active account, read in one statement (`sessionRow`), so
 * a logout holds at once. A token of an older session version whose session still lives (the
 * role changed) is `auth.token_expired`: the client refreshes. The row read comes with the
 * caller (`account`).
 */
export async function authenticateUser(deps: Deps, token: string | undefined): Promise<AuthUser> {
  if (!token) throw new AppError('auth.unauthenticated');
  const claims = await verifyAccessToken(deps.tokens, token);
  const row = await sessionRow(deps.db, token, claims);
  if (!row?.active || !row.session_live) throw new AppError('auth.unauthenticated');
  if (row.session_version !== claims.sessionVersion) throw new AppError('auth.token_expired');
  const user = toAuthUser(row);
  user.account = row;
  return user;
}
