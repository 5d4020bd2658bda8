import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';

/**
 * A refresh token lives REFRESH_TOKEN_TTL_SECONDS; past its end it trades for nothing. The end is
 * moved in the database (the token's own row) rather than waiting the days it lives.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (token: string) => call(t.app, 'auth.refresh', {}, { token });

/** Signs in and sets the new session's refresh token to end `offsetMs` from now. */
async function sessionEnding(userName: string, offsetMs: number) {
  const session = await login(t.app, userName);
  const familyId = decodeJwt(session.access_token).sid as string;
  const ends = new Date(Date.now() + offsetMs).toISOString();
  const result = await t.deps.db
    .updateTable('refresh_tokens')
    .set({ expires_at: ends })
    .where('family_id', '=', familyId)
    .executeTakeFirst();
  expect(Number(result.numUpdatedRows)).toBe(1);
  return { ...session, familyId };
}

async function tokensOf(familyId: string) {
  return t.deps.db
    .selectFrom('refresh_tokens')
    .select(['used_at', 'revoked_at'])
    .where('family_id', '=', familyId)
    .execute();
}

describe('an expired refresh token', () => {
  it('is refused, and gives no new token', async () => {
    const session = await sessionEnding('operator1', -1_000);
    expectFailure(await refresh(session.fresh_token), 401, 'auth.invalid_refresh_token');
    const rows = await tokensOf(session.familyId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.used_at).toBeNull();
  });

  it('is refused however long ago it ended', async () => {
    const session = await sessionEnding('manager01', -30 * 86_400_000);
    expectFailure(await refresh(session.fresh_token), 401, 'auth.invalid_refresh_token');
  });

  it('still works a minute before its end (the same setup, not yet expired)', async () => {
    const session = await sessionEnding('supporter1', 60_000);
    const res = await refresh(session.fresh_token);
    expect(res.statusCode, res.body).toBe(200);
    expect(typeof res.json().refresh_token).toBe('string');
    expect(await tokensOf(session.familyId)).toHaveLength(2);
  });
});
