import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../../src/clock';
import { idempotencyRepository } from '../../src/idempotency/idempotency.repository';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';

/**
 * What a repeated Idempotency-Key answers beyond the repeat of one call (docs/decisions/
 * idempotency.md; the rest is in idempotency.test.ts): a key is bound to the route it was first
 * sent to, and a replayed answer leaves through the route's response schema like any other.
 */
const clock = new TestClock(new Date().toISOString());
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = (await login(t.app, 'admin001')).access_token;
});
afterAll(() => t.close());

const withKey = (key: string) => ({ token: admin, headers: { 'idempotency-key': key } });

async function newClient(name: string) {
  const res = await call(
    t.app,
    'redemption.clients.create',
    { name, campaignTypes: ['bank'] },
    {
      token: admin,
    },
  );
  return answerOf('redemption.clients.create', res);
}

const clientRow = (id: number) =>
  t.deps.db
    .selectFrom('integration_clients')
    .select(['revoked_at', 'credential_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('an Idempotency-Key sent to another route', () => {
  it('does not replay the first route’s answer there, and that route does nothing', async () => {
    const client = await newClient('Key per route');
    const body = { id: client.item.id };
    const rotated = await call(
      t.app,
      'redemption.clients.rotate',
      body,
      withKey('one-key-two-routes'),
    );
    const newKey = answerOf('redemption.clients.rotate', rotated).key;

    // The same key and the same body, to Revoke: not Rotate's answer (and its key) again.
    const revoke = await call(
      t.app,
      'redemption.clients.revoke',
      body,
      withKey('one-key-two-routes'),
    );
    expect(revoke.headers['idempotent-replayed']).toBeUndefined();
    expect(revoke.body).not.toContain(newKey);
    expectFailure(revoke, 400, 'common.idempotency_key_reused');
    expect((await clientRow(client.item.id)).revoked_at).toBeNull();

    // Rotate's own repeat still replays, and a key of its own lets Revoke run.
    const again = await call(
      t.app,
      'redemption.clients.rotate',
      body,
      withKey('one-key-two-routes'),
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(rotated.json());
    const revoked = await call(
      t.app,
      'redemption.clients.revoke',
      body,
      withKey('a-key-for-revoke'),
    );
    expect(answerOf('redemption.clients.revoke', revoked).item.revokedAt).not.toBeNull();
  });
});

describe('a replayed answer', () => {
  it('leaves through the response schema: fields the contract does not declare never leave', async () => {
    const first = await call(
      t.app,
      'redemption.clients.create',
      { name: 'Replayed answer', campaignTypes: ['bank'] },
      withKey('replay-filtered-01'),
    );
    const answer = answerOf('redemption.clients.create', first);
    // The stored answer as an older server might have kept it (one whose contract declared more,
    // in the day a first answer is kept): with undeclared fields at the top and inside the item.
    const stored = await t.deps.db
      .selectFrom('idempotency_keys')
      .select(['scope', 'response'])
      .where('key', '=', 'replay-filtered-01')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.response!)).toEqual(answer);
    const planted = {
      ...answer,
      key_hash: 'PLANTED-HASH',
      item: { ...answer.item, credential_id: 987_654_321, password_hash: 'PLANTED' },
    };
    await idempotencyRepository.complete(
      t.deps.db,
      stored.scope,
      'replay-filtered-01',
      JSON.stringify(planted),
    );

    const replayed = await call(
      t.app,
      'redemption.clients.create',
      { name: 'Replayed answer', campaignTypes: ['bank'] },
      withKey('replay-filtered-01'),
    );
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).not.toContain('PLANTED');
    expect(replayed.body).not.toContain('987654321');
    expect(replayed.json()).toEqual(answer);
  });
});
