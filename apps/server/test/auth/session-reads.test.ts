import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSqliteTransaction, writeCount } from '../../src/db/database';
import { userRow } from '../helpers/accounts';
import {
  call,
  createTestApp,
  login,
  PEERS_ENV,
  type SessionTokens,
  type TestApp,
} from '../helpers/app';
import { TEST_DB } from '../helpers/database';
import { expectFailure } from '../helpers/expect';

/**
 * A signed-in call's session row (modules/auth/authenticate.ts) on the default setup: on an
 * SQLite file the server keeps to itself it is answered again while nothing has been written,
 * so these check that every kind of write ends a session's calls at once all the same; on
 * PostgreSQL it is read on every call.
 */
let t: TestApp;
let admin: SessionTokens;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin001');
});
afterAll(() => t.close());

const me = (session: SessionTokens) => call(t.app, 'users.me', {}, { token: session.access_token });

/** Answered twice, so that on SQLite the second comes from what the first read. */
async function expectWorks(session: SessionTokens) {
  for (let i = 0; i < 2; i++) {
    const res = await me(session);
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** The id of a demo account. */
async function userId(userName: string) {
  return (await userRow(t.deps.db, userName))!.id;
}

describe('a session read again after a write', () => {
  it('a logout ends the access token at once', async () => {
    const session = await login(t.app, 'supporter1');
    await expectWorks(session);
    const res = await call(t.app, 'auth.logout', { refresh_token: session.fresh_token });
    expect(res.statusCode).toBe(200);
    expectFailure(await me(session), 401, 'auth.unauthenticated');
  });

  it('a deactivation through the employees screen ends it, a role change makes it stale', async () => {
    const id = await userId('operator1');
    const session = await login(t.app, 'operator1');
    await expectWorks(session);
    const update = (input: Record<string, unknown>) =>
      call(t.app, 'employees.update', { id, ...input }, { token: admin.access_token });

    expect((await update({ role: 'supporter' })).statusCode).toBe(200);
    expectFailure(await me(session), 401, 'auth.token_expired');
    expect((await update({ role: 'operator' })).statusCode).toBe(200);

    const again = await login(t.app, 'operator1');
    await expectWorks(again);
    expect((await update({ active: false })).statusCode).toBe(200);
    expectFailure(await me(again), 401, 'auth.unauthenticated');
    expect((await update({ active: true })).statusCode).toBe(200);
  });

  it('a write of any statement, even outside the services, is seen by the next call', async () => {
    const session = await login(t.app, 'riskuser1');
    await expectWorks(session);
    const id = await userId('riskuser1');
    await t.deps.db.updateTable('users').set({ active: 0 }).where('id', '=', id).execute();
    expectFailure(await me(session), 401, 'auth.unauthenticated');
    await t.deps.db.updateTable('users').set({ active: 1 }).where('id', '=', id).execute();
    await expectWorks(session);

    // A write in one synchronous SQLite transaction (the path sales and redemptions take).
    const revoke = t.deps.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', id)
      .compile();
    const ran = await inSqliteTransaction(t.deps.db, (s) => s.run(revoke));
    if (TEST_DB === 'postgres') {
      expect(ran).toBeUndefined();
      await t.deps.db.executeQuery(revoke);
    }
    expectFailure(await me(session), 401, 'auth.unauthenticated');
  });
});

describe('the write count', () => {
  it.runIf(TEST_DB === 'sqlite')(
    'moves on each statement that may write, not on reads',
    async () => {
      const { db } = t.deps;
      const before = writeCount(db)!;
      expect(before).toBeGreaterThan(0); // the migrations and the demo data
      await db.selectFrom('users').selectAll().execute();
      await expectWorks(admin);
      expect(writeCount(db)).toBe(before);

      const row = await db
        .insertInto('audit_log')
        .values({
          at: new Date().toISOString(),
          actor_id: null,
          actor_name: 'test',
          call: 'test',
          target: '',
          outcome: 'success',
          status: 200,
          message: '',
          ip: '127.0.0.1',
          request_id: 'write-count',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(writeCount(db)).toBe(before + 1);
      // A write that changes no row counts too: the count never trusts a statement to be harmless.
      await db
        .deleteFrom('audit_log')
        .where('id', '=', row.id + 1000)
        .execute();
      expect(writeCount(db)).toBe(before + 2);
    },
  );

  it.runIf(TEST_DB === 'postgres')('is not kept on PostgreSQL: other servers write too', () => {
    expect(writeCount(t.deps.db)).toBeUndefined();
  });

  it.runIf(TEST_DB === 'sqlite')('is not kept on a shared SQLite file', async () => {
    const shared = await createTestApp(PEERS_ENV);
    try {
      expect(writeCount(shared.deps.db)).toBeUndefined();
    } finally {
      await shared.close();
    }
  });
});
