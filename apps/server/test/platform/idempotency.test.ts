import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@console/contract/routes';
import { TestClock } from '../../src/clock';
import { call, createPeerApp, PEERS_ENV, createTestApp, login, type TestApp } from '../helpers/app';
import { signup, userRow } from '../helpers/accounts';
import { bankRows, VIETCOMBANK } from '../helpers/bank';
import { createPromotion, saleRows } from '../helpers/promotions';

/**
 * Idempotent calls (docs/decisions/idempotency.md): a repeat of a request with the same
 * Idempotency-Key gets the first answer and changes nothing; the key with another body is refused.
 */
const clock = new TestClock(new Date().toISOString());
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp(PEERS_ENV, { clock });
  admin = (await login(t.app, 'admin001')).access_token;
});
afterAll(() => t.close());

const withKey = (key: string, token = admin) => ({ token, headers: { 'idempotency-key': key } });

async function parent(userName: string) {
  expect((await signup(t.app, { userName, email: `${userName}@example.com` })).statusCode).toBe(
    200,
  );
  return (await userRow(t.deps.db, userName))!;
}

const upgrade = (username: string, code: string, count = 3) => ({
  username,
  count,
  type: 'monthly',
  code,
  package: 'standard_vnd',
});

describe('Idempotency-Key', () => {
  it('answers a repeated upgrade with the first answer: one sale, one extension', async () => {
    await createPromotion(t.app, admin, 'IDEM01');
    const user = await parent('idem-up-01');
    const first = await call(
      t.app,
      'users.upToStandard',
      upgrade(user.user_name, 'IDEM01'),
      withKey('key-upgrade-0001'),
    );
    expect(first.statusCode).toBe(200);
    const endAfterFirst = (await userRow(t.deps.db, user.user_name))!.subscription_end;

    const again = await call(
      t.app,
      'users.upToStandard',
      upgrade(user.user_name, 'IDEM01'),
      withKey('key-upgrade-0001'),
    );
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await userRow(t.deps.db, user.user_name))!.subscription_end).toBe(endAfterFirst);
    const sales = (await saleRows(t.deps.db)).filter((sale) => sale.user_id === user.id);
    expect(sales).toHaveLength(1);
  });

  it('refuses the same key with a different body and changes nothing', async () => {
    const user = await parent('idem-up-02');
    await createPromotion(t.app, admin, 'IDEM02');
    const first = await call(
      t.app,
      'users.upToStandard',
      upgrade(user.user_name, 'IDEM02', 1),
      withKey('key-upgrade-0002'),
    );
    expect(first.statusCode).toBe(200);
    const end = (await userRow(t.deps.db, user.user_name))!.subscription_end;

    const other = await call(
      t.app,
      'users.upToStandard',
      upgrade(user.user_name, 'IDEM02', 6),
      withKey('key-upgrade-0002'),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('common.idempotency_key_reused');
    expect((await userRow(t.deps.db, user.user_name))!.subscription_end).toBe(end);
  });

  it('runs twenty simultaneous repeats of a create once', async () => {
    const owner = await parent('idem-bank-1');
    const input = {
      user_name: owner.user_name,
      bank_name: VIETCOMBANK,
      bank_number: '0123456789',
      bank_holder: 'NGUYEN VAN A',
    };
    const before = (await bankRows(t.deps.db)).length;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, 'bank.add', input, withKey('key-bank-000001'))),
    );
    const codes = responses.map((r) => r.statusCode);
    // Each repeat gets the first answer, or 409 while the first is still running; never a second row.
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    expect(codes).toContain(200);
    expect((await bankRows(t.deps.db)).length).toBe(before + 1);
    const ids = responses.filter((r) => r.statusCode === 200).map((r) => r.json().item.id);
    expect(new Set(ids).size).toBe(1);
  });

  it('keeps each caller’s keys apart', async () => {
    const one = await parent('idem-own-01');
    const other = await parent('idem-own-02');
    const operator = (await login(t.app, 'operator1')).access_token;
    const input = (user: string) => ({
      user_name: user,
      bank_name: VIETCOMBANK,
      bank_number: '99887766',
      bank_holder: 'TRAN THI B',
    });
    const a = await call(t.app, 'bank.add', input(one.user_name), withKey('shared-key-0001'));
    const b = await call(
      t.app,
      'bank.add',
      input(other.user_name),
      withKey('shared-key-0001', operator),
    );
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().item.id).not.toBe(a.json().item.id);
  });

  it('gives the key back when the call fails, so a corrected repeat runs', async () => {
    const owner = await parent('idem-fail-1');
    const bad = {
      user_name: owner.user_name,
      bank_name: 'No such bank',
      bank_number: '12345678',
      bank_holder: 'LE VAN C',
    };
    const refused = await call(t.app, 'bank.add', bad, withKey('key-bank-000002'));
    expect(refused.statusCode).toBe(400);
    const fixed = await call(
      t.app,
      'bank.add',
      { ...bad, bank_name: VIETCOMBANK },
      withKey('key-bank-000002'),
    );
    expect(fixed.statusCode).toBe(200);
  });

  it('gives the key back when the action itself refuses, so the same call runs once it can', async () => {
    // The user does not exist yet: the handler refuses (not the request schema, which would
    // refuse before the key is claimed).
    const input = {
      user_name: 'idem-late-01',
      bank_name: VIETCOMBANK,
      bank_number: '24681357',
      bank_holder: 'LY VAN G',
    };
    const refused = await call(t.app, 'bank.add', input, withKey('key-bank-000003'));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('users.not_found');
    await parent('idem-late-01');
    const before = (await bankRows(t.deps.db)).length;
    const again = await call(t.app, 'bank.add', input, withKey('key-bank-000003'));
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect((await bankRows(t.deps.db)).length).toBe(before + 1);
  });

  it('answers 409 to a repeat while the first call runs, and runs it again once its server is gone', async () => {
    const owner = await parent('idem-run-01');
    const input = {
      user_name: owner.user_name,
      bank_name: VIETCOMBANK,
      bank_number: '13572468',
      bank_holder: 'MAI H',
    };
    const first = await call(t.app, 'bank.add', input, withKey('key-bank-000004'));
    expect(first.statusCode).toBe(200);
    // The key as a server holds it while its call runs: claimed, no answer yet.
    await t.deps.db
      .updateTable('idempotency_keys')
      .set({ response: null })
      .where('key', '=', 'key-bank-000004')
      .execute();
    const before = (await bankRows(t.deps.db)).length;

    const pending = await call(t.app, 'bank.add', input, withKey('key-bank-000004'));
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('common.idempotency_key_pending');
    expect((await bankRows(t.deps.db)).length).toBe(before);

    // A claim older than twice the request timeout (30 s here) belongs to a server that went
    // away: the repeat takes the key over and runs the call.
    clock.advance(61_000);
    const retaken = await call(t.app, 'bank.add', input, withKey('key-bank-000004'));
    expect(retaken.statusCode).toBe(200);
    expect(retaken.headers['idempotent-replayed']).toBeUndefined();
    expect((await bankRows(t.deps.db)).length).toBe(before + 1);
    const replay = await call(t.app, 'bank.add', input, withKey('key-bank-000004'));
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(retaken.json());
  });

  it('refuses a malformed key before acting', async () => {
    const owner = await parent('idem-bad-01');
    const before = (await bankRows(t.deps.db)).length;
    const res = await call(
      t.app,
      'bank.add',
      {
        user_name: owner.user_name,
        bank_name: VIETCOMBANK,
        bank_number: '55555555',
        bank_holder: 'A B',
      },
      withKey('short'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('common.idempotency_key_invalid');
    expect((await bankRows(t.deps.db)).length).toBe(before);
  });

  it('still acts on every call sent without a key', async () => {
    const owner = await parent('idem-none-1');
    const input = {
      user_name: owner.user_name,
      bank_name: VIETCOMBANK,
      bank_number: '77777777',
      bank_holder: 'PHAM D',
    };
    const before = (await bankRows(t.deps.db)).length;
    expect((await call(t.app, 'bank.add', input, { token: admin })).statusCode).toBe(200);
    expect((await call(t.app, 'bank.add', input, { token: admin })).statusCode).toBe(200);
    expect((await bankRows(t.deps.db)).length).toBe(before + 2);
  });

  it('shares keys between servers on one database', async () => {
    const peer = await createPeerApp(t, { clock });
    try {
      const owner = await parent('idem-peer-1');
      const input = {
        user_name: owner.user_name,
        bank_name: VIETCOMBANK,
        bank_number: '31337000',
        bank_holder: 'VO E',
      };
      const before = (await bankRows(t.deps.db)).length;
      const a = await call(t.app, 'bank.add', input, withKey('key-peer-000001'));
      const b = await call(peer.app, 'bank.add', input, withKey('key-peer-000001'));
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(b.json()).toEqual(a.json());
      expect((await bankRows(t.deps.db)).length).toBe(before + 1);
    } finally {
      await peer.close();
    }
  });

  it('forgets first answers after a day', async () => {
    const owner = await parent('idem-old-01');
    const input = {
      user_name: owner.user_name,
      bank_name: VIETCOMBANK,
      bank_number: '42424242',
      bank_holder: 'DO F',
    };
    expect((await call(t.app, 'bank.add', input, withKey('key-old-0000001'))).statusCode).toBe(200);
    clock.advance(25 * 3_600_000);
    // A key used an hour ago is kept: only answers older than a day go.
    expect((await call(t.app, 'bank.add', input, withKey('key-new-0000001'))).statusCode).toBe(200);
    clock.advance(3_600_000);
    await t.deps.jobs.runDue();
    const keys = await t.deps.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', 'in', ['key-old-0000001', 'key-new-0000001'])
      .execute();
    expect(keys.map((row) => row.key)).toEqual(['key-new-0000001']);
  });

  it('is declared on the calls that charge, create or start something', () => {
    const idempotent = Object.entries(routes)
      .filter(([, def]) => def.idempotent)
      .map(([id]) => id)
      .sort();
    expect(idempotent).toEqual(
      [
        'bank.add',
        'bank.addMine',
        'browsers.create',
        'campaigns.create',
        'campaigns.createFull',
        'parents.staffCreate',
        'promotions.create',
        'redemption.clients.create',
        'rules.appCreate',
        'rules.blocklistCreateAdmin',
        'rules.webBlacklistCreate',
        'rules.webWhitelistCreate',
        'rpa.jobRunNow',
        'employees.add',
        'users.upToStandard',
      ].sort(),
    );
    for (const id of idempotent) expect(routes[id as keyof typeof routes].write).toBe(true);
  });
});
