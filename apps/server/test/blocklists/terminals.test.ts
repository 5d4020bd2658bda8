import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';

/**
 * The merchant and terminal blocklist through its calls, on both databases: merchants with their
 * total and locked terminals, a terminal locked and opened with its history, the refusals, the
 * sync, who may call what, two locks at once.
 */
let t: TestApp;
const tokens: Record<string, string> = {};

const run = (id: string, input: Record<string, unknown>, who = 'supporter1') =>
  call(t.app, id as never, input, { token: tokens[who] });

async function merchant(code: string) {
  const res = await run('blocklists.merchants', { keyword: code });
  return answerOf('blocklists.merchants', res).list.find((m) => m.merchantCode === code)!;
}

async function terminal(merchantCode: string, code: string) {
  const res = await run('blocklists.terminals', { merchantCode, keyword: code });
  return answerOf('blocklists.terminals', res).list.find((r) => r.terminalCode === code)!;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['supporter1', 'manager01', 'riskuser1', 'operator1', 'salesman1']) {
    tokens[who] = (await login(t.app, who)).access_token;
  }
});
afterAll(() => t.close());

describe('merchants', () => {
  it('lists merchants with their total and locked terminals, by code or name and status', async () => {
    const all = (await run('blocklists.merchants', { pageSize: 100 }, 'riskuser1')).json();
    expect(all.total).toBe(6);
    expect(all.list[0]).toEqual({
      merchantCode: 'M0001',
      merchantName: 'Cà phê Phố Cổ',
      totalTerminals: 3,
      lockedTerminals: 0,
    });
    expect(await merchant('M0002')).toMatchObject({ totalTerminals: 8, lockedTerminals: 1 });
    const byName = answerOf(
      'blocklists.merchants',
      await run('blocklists.merchants', { keyword: 'sieu thi hoa binh' }),
    );
    expect(byName.list.map((m) => m.merchantCode)).toEqual(['M0002']);
    const locked = answerOf(
      'blocklists.merchants',
      await run('blocklists.merchants', { status: 'locked' }),
    );
    expect(locked.list.map((m) => m.merchantCode)).toEqual(['M0002', 'M0004']);
    const open = (await run('blocklists.merchants', { status: 'open' })).json();
    expect(open.total).toBe(4);
  });

  it('lists a merchant’s terminals with their status, by code and status', async () => {
    const res = await run('blocklists.terminals', { merchantCode: 'M0002', status: 'locked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().list).toEqual([
      expect.objectContaining({
        merchantCode: 'M0002',
        terminalCode: 'M0002-T03',
        status: 'locked',
        reason: 'fraud',
        actionBy: 'manager01',
      }),
    ]);
    const page = (
      await run('blocklists.terminals', { merchantCode: 'M0002', pageSize: 10 })
    ).json();
    expect(page.total).toBe(8);
    expectFailure(
      await run('blocklists.terminals', { merchantCode: 'NOPE' }),
      404,
      'blocklists.merchant_not_found',
    );
  });
});

describe('locking and opening a terminal', () => {
  it('locks and opens with a reason; counts and history follow', async () => {
    const key = { merchantCode: 'M0003', terminalCode: 'M0003-T02' };
    const locked = await run('blocklists.lockTerminal', {
      ...key,
      reason: 'other',
      reasonText: 'Máy bị đánh cắp',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().item).toMatchObject({
      ...key,
      status: 'locked',
      reason: 'other',
      reasonText: 'Máy bị đánh cắp',
      actionBy: 'supporter1',
      version: 2,
    });
    expect(await merchant('M0003')).toMatchObject({ totalTerminals: 2, lockedTerminals: 1 });
    const opened = await run(
      'blocklists.unlockTerminal',
      { ...key, reason: 'resolved' },
      'manager01',
    );
    expect(opened.json().item).toMatchObject({
      status: 'open',
      actionBy: 'manager01',
      version: 3,
    });
    expect(await merchant('M0003')).toMatchObject({ lockedTerminals: 0 });

    const history = await run('blocklists.merchantHistory', { merchantCode: 'M0003' }, 'riskuser1');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().list).toEqual([
      expect.objectContaining({
        action: 'open',
        from: 'locked',
        to: 'open',
        reason: 'resolved',
        actorName: 'manager01',
        terminalCode: 'M0003-T02',
      }),
      expect.objectContaining({
        action: 'lock',
        from: 'open',
        to: 'locked',
        reason: 'other',
        reasonText: 'Máy bị đánh cắp',
        actorName: 'supporter1',
        terminalCode: 'M0003-T02',
      }),
    ]);
  });

  it('answers already locked and already opened, and changes nothing', async () => {
    const key = { merchantCode: 'M0002', terminalCode: 'M0002-T03' };
    const before = await terminal('M0002', 'M0002-T03');
    expectFailure(
      await run('blocklists.lockTerminal', { ...key, reason: 'abuse' }),
      409,
      'blocklists.terminal_already_locked',
    );
    expect(await terminal('M0002', 'M0002-T03')).toEqual(before);
    expectFailure(
      await run('blocklists.unlockTerminal', {
        merchantCode: 'M0002',
        terminalCode: 'M0002-T01',
        reason: 'resolved',
      }),
      409,
      'blocklists.terminal_already_opened',
    );
    const history = (await run('blocklists.merchantHistory', { merchantCode: 'M0002' })).json();
    expect(history.total).toBe(3);
  });

  it('refuses unknown merchants and terminals, stale reads and bad input', async () => {
    expectFailure(
      await run('blocklists.lockTerminal', {
        merchantCode: 'NOPE',
        terminalCode: 'X',
        reason: 'fraud',
      }),
      404,
      'blocklists.merchant_not_found',
    );
    expectFailure(
      await run('blocklists.lockTerminal', {
        merchantCode: 'M0001',
        terminalCode: 'M0002-T01',
        reason: 'fraud',
      }),
      404,
      'blocklists.terminal_not_found',
    );
    expectFailure(
      await run('blocklists.lockTerminal', {
        merchantCode: 'M0001',
        terminalCode: 'M0001-T01',
        reason: 'fraud',
        version: 7,
      }),
      409,
      'blocklists.stale_version',
    );
    expectFieldErrors(
      await run('blocklists.lockTerminal', {
        merchantCode: 'M0001',
        terminalCode: 'M0001-T01',
        reason: 'other',
      }),
      [{ path: 'reasonText', message: 'validation.reason_required' }],
    );
    expectFieldErrors(await run('blocklists.lockTerminal', { reason: 'fraud' }), [
      { path: 'merchantCode', message: 'validation.required' },
      { path: 'terminalCode', message: 'validation.required' },
    ]);
    expect((await terminal('M0001', 'M0001-T01')).status).toBe('open');
  });

  it('two locks of one terminal at once: one lock, one already locked, one history row', async () => {
    const key = { merchantCode: 'M0006', terminalCode: 'M0006-T01', reason: 'fraud' };
    const answers = await Promise.all([
      run('blocklists.lockTerminal', key, 'supporter1'),
      run('blocklists.lockTerminal', key, 'manager01'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(['blocklists.terminal_already_locked', 'blocklists.stale_version']).toContain(
      answers.find((a) => a.statusCode === 409)!.json().message,
    );
    expect((await run('blocklists.merchantHistory', { merchantCode: 'M0006' })).json().total).toBe(
      1,
    );
  });
});

describe('sync', () => {
  it('counts a merchant’s terminals afresh from the catalogue, new ones included', async () => {
    const m = await t.deps.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', 'M0005')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('terminals')
      .values({
        merchant_id: m.id,
        code: 'M0005-T09',
        name: 'Quầy mới',
        created_at: new Date().toISOString(),
        status: 'locked',
      })
      .execute();
    const res = await run('blocklists.syncTerminal', { merchantCode: 'M0005' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({
      merchantCode: 'M0005',
      merchantName: 'Phở Đức Minh',
      totalTerminals: 2,
      lockedTerminals: 1,
    });
    expect(Date.parse(res.json().item.syncedAt)).not.toBeNaN();
    expectFailure(
      await run('blocklists.syncTerminal', { merchantCode: 'NOPE' }),
      404,
      'blocklists.merchant_not_found',
    );
  });
});

describe('who may call what', () => {
  it('lets risk read but not change; others not even read', async () => {
    const key = { merchantCode: 'M0001', terminalCode: 'M0001-T02', reason: 'fraud' };
    for (const id of [
      'blocklists.merchants',
      'blocklists.merchantHistory',
      'blocklists.terminals',
    ]) {
      expect((await run(id, { merchantCode: 'M0001' }, 'riskuser1')).statusCode, id).toBe(200);
    }
    for (const id of [
      'blocklists.lockTerminal',
      'blocklists.unlockTerminal',
      'blocklists.syncTerminal',
    ]) {
      expectFailure(await run(id, key, 'riskuser1'), 403, 'common.permission_denied');
    }
    for (const who of ['operator1', 'salesman1']) {
      for (const id of [
        'blocklists.merchants',
        'blocklists.terminals',
        'blocklists.merchantHistory',
        'blocklists.lockTerminal',
      ]) {
        expectFailure(await run(id, key, who), 403, 'common.permission_denied');
      }
    }
    expect((await terminal('M0001', 'M0001-T02')).status).toBe('open');
  });
});
