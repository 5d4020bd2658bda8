import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Failure } from '@console/contract/schemas/common';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';

/**
 * The customer blocklist through its calls, on both databases: lock and open by phone with a
 * reason, the refusals that change nothing, who may call what, two locks at once, history rows.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let phones = 0;

/** A phone no other test uses, as typed (spaces, +84) and as kept. */
function newPhone() {
  phones += 1;
  const tail = String(4_000_000 + phones).padStart(7, '0');
  return { typed: `+84 91 ${tail.slice(0, 3)} ${tail.slice(3)}`, kept: `091${tail}` };
}

const run = (id: string, input: Record<string, unknown>, who = 'supporter1') =>
  call(t.app, id as never, input, { token: tokens[who] });

async function entry(phone: string) {
  return t.deps.db
    .selectFrom('customer_blocks')
    .selectAll()
    .where('phone', '=', phone)
    .executeTakeFirst();
}

async function historyRows() {
  const row = await t.deps.db
    .selectFrom('transitions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('machine', '=', 'customer_block')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of [
    'supporter1',
    'manager01',
    'admin001',
    'riskuser1',
    'operator1',
    'salesman1',
  ]) {
    tokens[who] = (await login(t.app, who)).access_token;
  }
});
afterAll(() => t.close());

describe('the demo data', () => {
  it('has locked and opened phones, each with the history that led there', async () => {
    const locked = await run('blocklists.customers', { status: 'locked', pageSize: 100 });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().total).toBeGreaterThanOrEqual(4);
    const history = await run('blocklists.customerHistory', { phone: '0903 111 222' });
    expect(
      history
        .json()
        .list.map((h: Record<string, string>) => `${h.action}:${h.from}->${h.to}:${h.reason}`),
    ).toEqual(['lock:open->locked:abuse', 'open:locked->open:resolved', 'lock:open->locked:other']);
  });
});

describe('locking and opening a phone', () => {
  it('locks a phone written any way, opens it, and keeps who, when, from, to and why', async () => {
    const { typed, kept } = newPhone();
    const locked = await run('blocklists.lockCustomer', {
      phone: typed,
      reason: 'other',
      reasonText: 'Nhiều tài khoản',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().item).toMatchObject({
      phone: kept,
      status: 'locked',
      reason: 'other',
      reasonText: 'Nhiều tài khoản',
      actionBy: 'supporter1',
      version: 1,
    });
    const opened = await run(
      'blocklists.unlockCustomer',
      { phone: kept, reason: 'resolved' },
      'manager01',
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().item).toMatchObject({
      status: 'open',
      actionBy: 'manager01',
      version: 2,
    });
    const relocked = await run('blocklists.lockCustomer', {
      phone: `84${kept.slice(1)}`,
      reason: 'fraud',
    });
    expect(relocked.json().item).toMatchObject({ status: 'locked', version: 3 });

    const history = await run('blocklists.customerHistory', { phone: kept }, 'riskuser1');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().total).toBe(3);
    const [last, second, first] = history.json().list;
    expect(first).toMatchObject({
      action: 'lock',
      from: 'open',
      to: 'locked',
      reason: 'other',
      reasonText: 'Nhiều tài khoản',
      actorName: 'supporter1',
    });
    expect(second).toMatchObject({
      action: 'open',
      from: 'locked',
      to: 'open',
      actorName: 'manager01',
    });
    expect(last).toMatchObject({ action: 'lock', reason: 'fraud' });
    expect(Date.parse(first.at)).not.toBeNaN();
  });

  it('answers already locked and already opened, and changes nothing', async () => {
    const { kept } = newPhone();
    await run('blocklists.lockCustomer', { phone: kept, reason: 'fraud' });
    const before = await entry(kept);
    const rows = await historyRows();
    expectFailure(
      await run('blocklists.lockCustomer', { phone: kept, reason: 'abuse' }),
      409,
      'blocklists.customer_already_locked',
    );
    expect(await entry(kept)).toEqual(before);
    await run('blocklists.unlockCustomer', { phone: kept, reason: 'mistake' });
    const opened = await entry(kept);
    expectFailure(
      await run('blocklists.unlockCustomer', { phone: kept, reason: 'mistake' }),
      409,
      'blocklists.customer_already_opened',
    );
    expect(await entry(kept)).toEqual(opened);
    expect(await historyRows()).toBe(rows + 1);
  });

  it('opens only a phone on the list; reads the history only of one', async () => {
    const { kept } = newPhone();
    expectFailure(
      await run('blocklists.unlockCustomer', { phone: kept, reason: 'resolved' }),
      404,
      'blocklists.customer_not_found',
    );
    expectFailure(
      await run('blocklists.customerHistory', { phone: kept }),
      404,
      'blocklists.customer_not_found',
    );
    expect(await entry(kept)).toBeUndefined();
  });

  it('refuses a change made on a stale read', async () => {
    const { kept } = newPhone();
    const first = (await run('blocklists.lockCustomer', { phone: kept, reason: 'fraud' })).json();
    await run('blocklists.unlockCustomer', { phone: kept, reason: 'resolved' });
    expectFailure(
      await run('blocklists.lockCustomer', {
        phone: kept,
        reason: 'fraud',
        version: first.item.version,
      }),
      409,
      'blocklists.stale_version',
    );
    expect((await entry(kept))?.status).toBe('open');
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const rows = await historyRows();
    for (const phone of ['12345', '0912 abc 678', '+1 202 555 0100 99', '']) {
      const res = await run('blocklists.lockCustomer', { phone, reason: 'fraud' });
      expect(res.statusCode, phone).toBe(400);
      expect((res.json() as Failure).errors!.map((e) => e.path)).toContain('phone');
    }
    expectFieldErrors(
      await run('blocklists.lockCustomer', { phone: '0912 000 111', reason: 'other' }),
      [{ path: 'reasonText', message: 'validation.reason_required' }],
    );
    expectFieldErrors(await run('blocklists.lockCustomer', { phone: '0912 000 111' }), [
      { path: 'reason', message: 'validation.reason_required' },
    ]);
    // Opening has its own reasons: 'fraud' is why one locks.
    expectFieldErrors(
      await run('blocklists.unlockCustomer', { phone: '0912345678', reason: 'fraud' }),
      [{ path: 'reason', message: 'validation.invalid' }],
    );
    expect(await historyRows()).toBe(rows);
    expect(await entry('0912000111')).toBeUndefined();
  });

  it('answers the refusal in the caller’s language', async () => {
    const res = await call(
      t.app,
      'blocklists.lockCustomer',
      { phone: '0912345678', reason: 'fraud' },
      { token: tokens.supporter1, headers: { cookie: 'lang=vi' } },
    );
    expect(expectFailure(res, 409, 'blocklists.customer_already_locked').detail).toBe(
      'Khách hàng này đã bị khóa',
    );
  });
});

describe('two locks of one phone at once', () => {
  it('of a new phone: one locks it, the other answers already locked; one history row', async () => {
    const { kept } = newPhone();
    const answers = await Promise.all(
      ['supporter1', 'manager01'].map((who) =>
        run('blocklists.lockCustomer', { phone: kept, reason: 'fraud' }, who),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'blocklists.customer_already_locked',
    );
    const history = (await run('blocklists.customerHistory', { phone: kept })).json();
    expect(history.total).toBe(1);
  });

  it('of an open phone, ten at once: one lock, nine refusals, one more history row', async () => {
    const { kept } = newPhone();
    await run('blocklists.lockCustomer', { phone: kept, reason: 'fraud' });
    await run('blocklists.unlockCustomer', { phone: kept, reason: 'resolved' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        run(
          'blocklists.lockCustomer',
          { phone: kept, reason: 'abuse' },
          i % 2 ? 'manager01' : 'admin001',
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((a) => a.statusCode !== 200)) {
      expect(a.statusCode, a.body).toBe(409);
      expect(['blocklists.customer_already_locked', 'blocklists.stale_version']).toContain(
        a.json().message,
      );
    }
    expect((await entry(kept))?.version).toBe(3);
    expect((await run('blocklists.customerHistory', { phone: kept })).json().total).toBe(3);
  });
});

describe('the list', () => {
  it('finds phones by a part written any way, and by status', async () => {
    const { kept } = newPhone();
    await run('blocklists.lockCustomer', { phone: kept, reason: 'fraud' });
    const part = `${kept.slice(4, 7)}.${kept.slice(7)}`;
    const found = answerOf(
      'blocklists.customers',
      await run('blocklists.customers', { phone: part, pageSize: 100 }),
    );
    expect(found.list.map((r) => r.phone)).toContain(kept);
    const open = (await run('blocklists.customers', { phone: kept, status: 'open' })).json();
    expect(open.total).toBe(0);
    const whole = (await run('blocklists.customers', { phone: `+84${kept.slice(1)}` })).json();
    expect(whole.list).toHaveLength(1);
  });

  it('pages and orders', async () => {
    const all = answerOf(
      'blocklists.customers',
      await run('blocklists.customers', { pageSize: 100, order: 'desc' }),
    );
    const page2 = (
      await run('blocklists.customers', { page: 2, pageSize: 10, order: 'desc' })
    ).json();
    expect(page2.total).toBe(all.total);
    expect(page2.list).toEqual(all.list.slice(10, 20));
    const times = all.list.map((r) => r.actionAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers the real total on a full page, a short one and an empty one past the end', async () => {
    for (let i = 0; i < 12; i++) {
      const locked = await run(
        'blocklists.lockCustomer',
        { phone: newPhone().typed, reason: 'fraud' },
        'manager01',
      );
      expect(locked.statusCode, locked.body).toBe(200);
    }
    const all = (await run('blocklists.customers', { pageSize: 100 })).json();
    expect(all.total).toBeGreaterThan(20);
    const pages = Math.ceil(all.total / 10);
    for (let page = 1; page <= pages + 1; page++) {
      const got = (await run('blocklists.customers', { page, pageSize: 10 })).json();
      expect(got.total, `page ${page}`).toBe(all.total);
      expect(got.list).toEqual(all.list.slice((page - 1) * 10, page * 10));
    }
  });
});

describe('who may call what', () => {
  it('lets risk read but not change; others not even read', async () => {
    const { kept } = newPhone();
    expect((await run('blocklists.customers', {}, 'riskuser1')).statusCode).toBe(200);
    expectFailure(
      await run('blocklists.lockCustomer', { phone: kept, reason: 'fraud' }, 'riskuser1'),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await run(
        'blocklists.unlockCustomer',
        { phone: '0912345678', reason: 'resolved' },
        'riskuser1',
      ),
      403,
      'common.permission_denied',
    );
    for (const who of ['operator1', 'salesman1']) {
      for (const id of [
        'blocklists.customers',
        'blocklists.customerHistory',
        'blocklists.lockCustomer',
      ]) {
        expectFailure(
          await run(id, { phone: kept, reason: 'fraud' }, who),
          403,
          'common.permission_denied',
        );
      }
    }
    expect(await entry(kept)).toBeUndefined();
    expect((await call(t.app, 'blocklists.customers', {})).statusCode).toBe(401);
  });
});
