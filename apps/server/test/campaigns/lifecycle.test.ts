import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignType } from '@console/contract/constants';
import { campaignMachine } from '@console/contract/machines/campaign';
import { TestClock } from '../../src/clock';
import { runClock } from '../../src/modules/campaigns/campaigns.service';
import {
  answerOf,
  call,
  callOk,
  createPeerApp,
  PEERS_ENV,
  createTestApp,
  login,
  type TestApp,
} from '../helpers/app';
import { TEST_DB } from '../helpers/database';
import { expectFailure, expectFieldErrors } from '../helpers/expect';

/**
 * The campaign machine through its calls, on the real database and a test clock: a whole life per
 * type, maker-checker, two approvals at once, the clock on two servers, history rows.
 */
const NOW = '2030-03-01T00:00:00.000Z';
const clock = new TestClock(NOW);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

let t: TestApp;
let supporter: string;
let manager: string;
let admin: string;
let risk: string;
let codes = 0;

function campaign(type: CampaignType, overrides: Record<string, unknown> = {}) {
  codes += 1;
  const base = {
    type,
    name: `Chiến dịch ${type} ${codes}`,
    code: `C-${type}-${codes}`,
    startTime: at(2 * DAY),
    endTime: at(5 * DAY),
    defaultCondition: { discountRate: 10, maxDiscountAmount: 50_000, minTransactionAmount: 0 },
    specialConditions: [],
    qrTypes: ['portal'],
    usesPerCycle: 1,
    usesPerCampaign: 2,
    totalUsageLimit: 100,
    maxBudget: 10_000_000,
  };
  const byType =
    type === 'bank' ? { banks: ['970436'] } : type === 'merchant' ? { merchantCode: 'M0002' } : {};
  return { ...base, ...byType, ...overrides };
}

async function created(type: CampaignType, overrides: Record<string, unknown> = {}) {
  const res = await call(t.app, 'campaigns.createFull', campaign(type, overrides), {
    token: supporter,
  });
  return answerOf('campaigns.createFull', res).item;
}

/** Moves the test clock and runs the campaign clock at that time. */
async function tick(to: string) {
  clock.set(to);
  await runClock(t.deps.db, clock.now());
}

async function run(id: string, input: Record<string, unknown>, token: string) {
  const res = await call(t.app, id as never, input, { token });
  return res;
}

function state(id: number) {
  return callOk(t.app, 'campaigns.get', { id }, { token: risk });
}

beforeAll(async () => {
  t = await createTestApp(PEERS_ENV, { clock });
  supporter = (await login(t.app, 'supporter1')).access_token;
  manager = (await login(t.app, 'manager01')).access_token;
  admin = (await login(t.app, 'admin001')).access_token;
  risk = (await login(t.app, 'riskuser1')).access_token;
});
afterAll(async () => {
  await t.close();
});

describe('the demo data', () => {
  it('has campaigns of each type in every state, each with the history that led there', async () => {
    const rows = await t.deps.db
      .selectFrom('campaigns')
      .select(['id', 'type', 'state'])
      .where('created_by', '=', 'supporter1')
      .execute();
    const seen = new Set(rows.map((r) => `${r.type}:${r.state}`));
    for (const type of ['bank', 'merchant', 'private']) {
      for (const state of campaignMachine.states)
        expect(seen, `${type}:${state}`).toContain(`${type}:${state}`);
    }
    const outOfDate = rows.find((r) => r.type === 'bank' && r.state === 'out_of_date')!;
    expect((await state(outOfDate.id)).history.map((h) => h.action).reverse()).toEqual([
      'submit',
      'approve',
      'start',
      'end',
    ]);
  });
});

describe('a campaign’s life', () => {
  it.each(['bank', 'merchant', 'private'] as const)(
    'of a %s campaign: draft, submit, approve, run, lock, unlock, stop, with its history',
    async (type) => {
      clock.set(NOW);
      const c = await created(type);
      expect(c.state).toBe('draft');
      expect(
        (await run('campaigns.submit', { id: c.id, version: c.version }, supporter)).statusCode,
      ).toBe(200);
      const approved = await run('campaigns.approve', { id: c.id }, manager);
      expect(approved.json().item.state).toBe('waiting');

      await tick(at(2 * DAY));
      expect((await state(c.id)).item.state).toBe('running');

      expect((await run('campaigns.lock', { id: c.id }, manager)).json().item.state).toBe('locked');
      expect((await run('campaigns.unlock', { id: c.id }, manager)).json().item.state).toBe(
        'running',
      );
      const stopped = await run('campaigns.stop', { id: c.id, reason: 'Hết ngân sách' }, manager);
      expect(stopped.json().item.state).toBe('out_of_date');

      const { history } = await state(c.id);
      expect(
        history.map((h) => `${h.action}:${h.from}->${h.to}:${h.actorName}:${h.reason}`).reverse(),
      ).toEqual([
        'submit:draft->pending:supporter1:',
        'approve:pending->waiting:manager01:',
        'start:waiting->running:system:',
        'lock:running->locked:manager01:',
        'unlock:locked->running:manager01:',
        'stop:running->out_of_date:manager01:Hết ngân sách',
      ]);
      clock.set(NOW);
    },
  );

  it('reject with a reason, send back unchanged, cancel the submission', async () => {
    clock.set(NOW);
    const c = await created('bank');
    await run('campaigns.submit', { id: c.id }, supporter);
    expectFieldErrors(await run('campaigns.reject', { id: c.id }, manager), [
      { path: 'reason', message: 'validation.reason_required' },
    ]);
    expect(
      (await run('campaigns.reject', { id: c.id, reason: 'Thiếu ngân hàng' }, manager)).json().item
        .state,
    ).toBe('rejected');
    expect((await run('campaigns.submitNoUpdate', { id: c.id }, supporter)).json().item.state).toBe(
      'pending',
    );
    expect((await run('campaigns.cancelSubmit', { id: c.id }, supporter)).json().item.state).toBe(
      'draft',
    );
  });

  it('an approval after the start lands in running; an unlock after the end, out of date', async () => {
    clock.set(NOW);
    const c = await created('private');
    await run('campaigns.submit', { id: c.id }, supporter);
    clock.set(at(3 * DAY));
    expect((await run('campaigns.approve', { id: c.id }, manager)).json().item.state).toBe(
      'running',
    );
    await run('campaigns.lock', { id: c.id }, manager);
    clock.set(at(4 * DAY));
    expect((await run('campaigns.unlock', { id: c.id }, manager)).json().item.state).toBe(
      'running',
    );
    await run('campaigns.lock', { id: c.id }, manager);
    // Past its end the clock ends a locked campaign too.
    await tick(at(5 * DAY));
    expect((await state(c.id)).item.state).toBe('out_of_date');
    clock.set(NOW);
  });

  it('an approval after the end is refused', async () => {
    clock.set(NOW);
    const c = await created('bank');
    await run('campaigns.submit', { id: c.id }, supporter);
    clock.set(at(6 * DAY));
    expectFailure(await run('campaigns.approve', { id: c.id }, manager), 409, 'campaigns.ended');
    clock.set(NOW);
  });
});

describe('the rules of the machine', () => {
  it('refuses an action its state does not allow, with 409 campaigns.invalid_status', async () => {
    clock.set(NOW);
    const c = await created('bank');
    for (const id of [
      'campaigns.approve',
      'campaigns.lock',
      'campaigns.unlock',
      'campaigns.cancelSubmit',
    ]) {
      expectFailure(await run(id, { id: c.id }, admin), 409, 'campaigns.invalid_status');
    }
    expectFailure(
      await run('campaigns.stop', { id: c.id, reason: 'x' }, admin),
      409,
      'campaigns.invalid_status',
    );
    expectFailure(
      await run('campaigns.submitNoUpdate', { id: c.id }, admin),
      409,
      'campaigns.invalid_status',
    );
    expect((await state(c.id)).item.state).toBe('draft');
  });

  it('maker-checker: who submitted a version cannot approve it', async () => {
    clock.set(NOW);
    const c = await created('bank');
    await run('campaigns.submit', { id: c.id }, admin);
    expectFailure(
      await run('campaigns.approve', { id: c.id }, admin),
      409,
      'campaigns.own_submission',
    );
    expect((await run('campaigns.approve', { id: c.id }, manager)).statusCode).toBe(200);
  });

  it('keeps each side to its permissions', async () => {
    clock.set(NOW);
    const c = await created('bank');
    await run('campaigns.submit', { id: c.id }, supporter);
    expectFailure(
      await run('campaigns.approve', { id: c.id }, supporter),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await run('campaigns.submit', { id: c.id }, manager),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await call(t.app, 'campaigns.createFull', campaign('bank'), { token: risk }),
      403,
      'common.permission_denied',
    );
  });

  it('two managers approving at once: one approval and one 409', async () => {
    clock.set(NOW);
    const c = await created('merchant');
    const submitted = (await run('campaigns.submit', { id: c.id }, supporter)).json().item;
    const answers = await Promise.all([
      run('campaigns.approve', { id: c.id, version: submitted.version }, manager),
      run('campaigns.approve', { id: c.id, version: submitted.version }, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const { history } = await state(c.id);
    expect(history.filter((h) => h.action === 'approve')).toHaveLength(1);
  });

  it('an edit as of an older version is refused; a fresh one says which fields changed', async () => {
    clock.set(NOW);
    const c = await created('bank');
    const first = await call(
      t.app,
      'campaigns.edit',
      { ...campaign('bank', { code: c.code, name: 'Tên mới' }), id: c.id, version: c.version },
      { token: supporter },
    );
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call(
      t.app,
      'campaigns.edit',
      { ...campaign('bank', { code: c.code }), id: c.id, version: c.version },
      { token: supporter },
    );
    expectFailure(stale, 409, 'campaigns.stale_version');
    const { history, item } = await state(c.id);
    expect(item.version).toBe(c.version + 1);
    expect(history[0]).toMatchObject({ action: 'edit', from: 'draft', to: 'draft' });
    expect(history[0]!.details.changed).toEqual(['name']);
  });

  it('edits nothing once submitted', async () => {
    clock.set(NOW);
    const c = await created('bank');
    await run('campaigns.submit', { id: c.id }, supporter);
    const res = await call(
      t.app,
      'campaigns.edit',
      { ...campaign('bank', { code: c.code }), id: c.id, version: c.version + 1 },
      { token: supporter },
    );
    expectFailure(res, 409, 'campaigns.invalid_status');
  });
});

describe('what a campaign must be', () => {
  it('refuses a start before now, and a 12-hour campaign, naming the field', async () => {
    clock.set(NOW);
    expectFieldErrors(
      await call(t.app, 'campaigns.createFull', campaign('bank', { startTime: at(-HOUR) }), {
        token: supporter,
      }),
      [{ path: 'startTime', message: 'validation.campaign_start_past' }],
    );
    expectFieldErrors(
      await call(
        t.app,
        'campaigns.createFull',
        campaign('bank', { endTime: at(2 * DAY + 12 * HOUR) }),
        {
          token: supporter,
        },
      ),
      [{ path: 'endTime', message: 'validation.campaign_min_length' }],
    );
  });

  it('refuses overlapping special times', async () => {
    const special = { discountRate: 20, maxDiscountAmount: 60_000, minTransactionAmount: 0 };
    const res = await call(
      t.app,
      'campaigns.createFull',
      campaign('bank', {
        specialConditions: [
          { ...special, startTime: at(2 * DAY), endTime: at(3 * DAY) },
          { ...special, startTime: at(2 * DAY + HOUR), endTime: at(4 * DAY) },
        ],
      }),
      { token: supporter },
    );
    expectFieldErrors(res, [
      { path: 'specialConditions.1.startTime', message: 'validation.campaign_special_overlap' },
    ]);
  });

  it('refuses a second campaign with the same code in any case', async () => {
    const c = await created('bank');
    expectFailure(
      await call(t.app, 'campaigns.createFull', campaign('bank', { code: c.code.toLowerCase() }), {
        token: supporter,
      }),
      409,
      'campaigns.duplicate_code',
    );
  });

  it('a draft from its header alone cannot be submitted until it is whole', async () => {
    clock.set(NOW);
    const header = await call(
      t.app,
      'campaigns.create',
      {
        type: 'bank',
        name: 'Chỉ có tiêu đề',
        code: 'HEADER-ONLY',
        startTime: at(DAY),
        endTime: at(3 * DAY),
      },
      { token: supporter },
    );
    expect(header.statusCode, header.body).toBe(200);
    const { id } = header.json().item;
    expectFieldErrors(await run('campaigns.submit', { id }, supporter), [
      { path: 'banks', message: 'validation.campaign_one_bank' },
      { path: 'qrTypes', message: 'validation.campaign_qr_required' },
    ]);
    expect((await state(id)).item.state).toBe('draft');
  });
});

describe('lists and budgets', () => {
  it('filters by keyword (any case, any accents), type, state, time range and bank', async () => {
    clock.set(NOW);
    const named = await created('bank', { name: 'Tết Nguyên Đán' });
    const list = async (q: Record<string, unknown>) => {
      return callOk(t.app, 'campaigns.list', { page_size: 100, ...q }, { token: risk });
    };
    expect((await list({ keyword: 'tet nguyen dan' })).list.map((c) => c.id)).toEqual([named.id]);
    expect((await list({ type: 'merchant' })).list.every((c) => c.type === 'merchant')).toBe(true);
    expect((await list({ state: 'draft' })).list.every((c) => c.state === 'draft')).toBe(true);
    expect((await list({ bank: '970436' })).list.map((c) => c.id)).toContain(named.id);
    expect((await list({ from: at(10 * DAY) })).list.map((c) => c.id)).not.toContain(named.id);
    expect(
      (await list({ from: at(4 * DAY), to: at(4 * DAY + HOUR) })).list.map((c) => c.id),
    ).toContain(named.id);
  });

  it('answers the budget used and left from the live counters', async () => {
    const c = await created('private', { maxBudget: 9_999_999_999_000 });
    // What redemptions have spent lives in their counters (docs/decisions/redemption.md).
    await t.deps.db
      .insertInto('campaign_counters')
      .values({
        campaign_id: c.id,
        max_budget: 9_999_999_999_000,
        max_uses: 100,
        budget_used: 1_000_000,
        uses: 3,
      })
      .execute();
    const res = await call(t.app, 'campaigns.budget', { id: c.id }, { token: risk });
    expect(res.json()).toEqual({
      success: true,
      maxBudget: 9_999_999_999_000,
      used: '1000000',
      remaining: '9999998999000',
      uses: 3,
      totalUsageLimit: 100,
    });
  });

  it('lists merchants with their terminal counts, found without accents', async () => {
    const res = await call(t.app, 'merchants.list', { keyword: 'sieu thi' }, { token: risk });
    expect(res.json()).toMatchObject({
      total: 1,
      list: [{ code: 'M0002', name: 'Siêu thị Hoà Bình', terminalCount: 8 }],
    });
  });
});

describe('the clock job on two servers', () => {
  // Runs last, at a time later than every other test's: the recurring job's next run follows the
  // latest time it ran at.
  it('moves each campaign once', async () => {
    clock.set(NOW);
    const c = await created('bank', { startTime: at(20 * DAY), endTime: at(25 * DAY) });
    await run('campaigns.submit', { id: c.id }, supporter);
    await run('campaigns.approve', { id: c.id }, manager);
    const peer = await createPeerApp(t, { clock });
    try {
      clock.set(at(20 * DAY));
      // On PostgreSQL the two servers poll at the same moment. Two SQLite servers in one test
      // process take turns: a write of one waits synchronously on the other's open transaction,
      // which then cannot go on (separate processes, as in production, do not share that thread).
      const both = async () => {
        if (TEST_DB === 'postgres') {
          await Promise.all([t.deps.jobs.runDue(), peer.deps.jobs.runDue()]);
        } else {
          await t.deps.jobs.runDue();
          await peer.deps.jobs.runDue();
        }
      };
      await both();
      await both();
      // Twenty days on, the morning's tokens have expired.
      risk = (await login(t.app, 'riskuser1')).access_token;
      const { item, history } = await state(c.id);
      expect(item.state).toBe('running');
      expect(history.filter((h) => h.action === 'start')).toHaveLength(1);
    } finally {
      await peer.close();
      clock.set(NOW);
    }
  });
});
