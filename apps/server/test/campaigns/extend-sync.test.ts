import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignType } from '@console/contract/constants';
import { TestClock } from '../../src/clock';
import { runClock } from '../../src/modules/campaigns/campaigns.service';
import { answerOf, call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';

/**
 * Extensions of live campaigns (maker-checker, never less, the live version running meanwhile),
 * the merchant and terminal syncs, and the merchant filter, on the real database and a test clock.
 */
const NOW = '2031-05-01T00:00:00.000Z';
const clock = new TestClock(NOW);
const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

let t: TestApp;
let supporter: string;
let manager: string;
let admin: string;
let risk: string;
let codes = 0;

async function running(type: CampaignType = 'merchant', merchantCode = 'M0003') {
  clock.set(NOW);
  codes += 1;
  const byType =
    type === 'bank' ? { banks: ['970436'] } : type === 'merchant' ? { merchantCode } : {};
  const res = await call(
    t.app,
    'campaigns.createFull',
    {
      type,
      name: `Gia hạn ${codes}`,
      code: `EXT-${codes}`,
      startTime: at(DAY),
      endTime: at(10 * DAY),
      defaultCondition: { discountRate: 10, maxDiscountAmount: 50_000, minTransactionAmount: 0 },
      qrTypes: ['portal'],
      usesPerCycle: 1,
      usesPerCampaign: 2,
      totalUsageLimit: 100,
      maxBudget: 10_000_000,
      ...byType,
    },
    { token: supporter },
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().item.id as number;
  expect((await call(t.app, 'campaigns.submit', { id }, { token: supporter })).statusCode).toBe(
    200,
  );
  expect((await call(t.app, 'campaigns.approve', { id }, { token: manager })).statusCode).toBe(200);
  clock.set(at(2 * DAY));
  await runClock(t.deps.db, clock.now());
  return id;
}

function full(id: number) {
  return callOk(t.app, 'campaigns.get', { id }, { token: risk });
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  supporter = (await login(t.app, 'supporter1')).access_token;
  manager = (await login(t.app, 'manager01')).access_token;
  admin = (await login(t.app, 'admin001')).access_token;
  risk = (await login(t.app, 'riskuser1')).access_token;
});
afterAll(async () => {
  await t.close();
});

describe('an extension of a running campaign', () => {
  it('waits beside the live version, and the manager’s approval applies it', async () => {
    const id = await running();
    const before = await full(id);
    expect(before.item.state).toBe('running');
    const asked = await call(
      t.app,
      'campaigns.extend',
      {
        id,
        version: before.item.version,
        reason: 'Khách hàng đông',
        endTime: at(20 * DAY),
        maxBudget: 20_000_000,
        totalUsageLimit: 200,
      },
      { token: supporter },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().pendingRevision).toMatchObject({
      changes: { endTime: at(20 * DAY), maxBudget: 20_000_000, totalUsageLimit: 200 },
      previous: { endTime: at(10 * DAY), maxBudget: 10_000_000, totalUsageLimit: 100 },
      requestedBy: 'supporter1',
      reason: 'Khách hàng đông',
    });
    // The live version runs on unchanged until a manager approves.
    const meanwhile = await full(id);
    expect(meanwhile.item).toMatchObject({
      state: 'running',
      version: before.item.version,
      endTime: at(10 * DAY),
      maxBudget: 10_000_000,
    });
    // One extension at a time.
    expectFailure(
      await call(
        t.app,
        'campaigns.extend',
        { id, reason: 'Lần hai', endTime: at(30 * DAY) },
        { token: supporter },
      ),
      409,
      'campaigns.extension_pending',
    );

    const approved = await call(t.app, 'campaigns.approveExtension', { id }, { token: manager });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().item).toMatchObject({
      state: 'running',
      endTime: at(20 * DAY),
      maxBudget: 20_000_000,
      totalUsageLimit: 200,
      usesPerCampaign: 2,
      version: before.item.version + 1,
    });
    const after = await full(id);
    expect(after.pendingRevision).toBeNull();
    expect(after.history.slice(0, 2).map((h) => [h.action, h.from, h.to, h.actorName])).toEqual([
      ['approveExtension', 'running', 'running', 'manager01'],
      ['extend', 'running', 'running', 'supporter1'],
    ]);
    expect(after.history[0]!.details).toEqual({
      changed: ['endTime', 'maxBudget', 'totalUsageLimit'],
      from: { endTime: at(10 * DAY), maxBudget: 10_000_000, totalUsageLimit: 100 },
      to: { endTime: at(20 * DAY), maxBudget: 20_000_000, totalUsageLimit: 200 },
    });
    // The clock ends it at the new end, not the old one.
    clock.set(at(10 * DAY));
    await runClock(t.deps.db, clock.now());
    expect((await full(id)).item.state).toBe('running');
    expectFailure(
      await call(t.app, 'campaigns.approveExtension', { id }, { token: manager }),
      409,
      'campaigns.no_extension',
    );
  });

  it('a rejection says why and leaves the campaign as it was', async () => {
    const id = await running('bank');
    const before = await full(id);
    await call(
      t.app,
      'campaigns.extend',
      { id, reason: 'Thêm lượt', usesPerCampaign: 5, totalUsageLimit: 500 },
      { token: supporter },
    );
    expectFieldErrors(await call(t.app, 'campaigns.rejectExtension', { id }, { token: manager }), [
      { path: 'reason', message: 'validation.reason_required' },
    ]);
    const rejected = await call(
      t.app,
      'campaigns.rejectExtension',
      { id, reason: 'Chưa cần' },
      { token: manager },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const after = await full(id);
    expect(after.pendingRevision).toBeNull();
    expect(after.item).toMatchObject({ version: before.item.version, usesPerCampaign: 2 });
    expect(after.history[0]).toMatchObject({
      action: 'rejectExtension',
      actorName: 'manager01',
      reason: 'Chưa cần',
      details: { changed: ['totalUsageLimit', 'usesPerCampaign'] },
    });
    // Once rejected, another may be asked for.
    expect(
      (
        await call(
          t.app,
          'campaigns.extend',
          { id, reason: 'Lại', endTime: at(12 * DAY) },
          { token: supporter },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('maker-checker: who asked for it cannot approve it, even an admin', async () => {
    const id = await running();
    const asked = await call(
      t.app,
      'campaigns.extend',
      { id, reason: 'Admin hỏi', endTime: at(15 * DAY) },
      { token: admin },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expectFailure(
      await call(t.app, 'campaigns.approveExtension', { id }, { token: admin }),
      409,
      'campaigns.own_extension',
    );
    expect(
      (await call(t.app, 'campaigns.approveExtension', { id }, { token: manager })).statusCode,
    ).toBe(200);
  });

  it('never less: an earlier end, a smaller budget or lower limits are refused, and so is no change', async () => {
    const id = await running();
    for (const lower of [
      { endTime: at(9 * DAY) },
      { maxBudget: 9_000_000 },
      { totalUsageLimit: 99 },
      { usesPerCampaign: 1 },
    ]) {
      expectFailure(
        await call(
          t.app,
          'campaigns.extend',
          { id, reason: 'Giảm', ...lower },
          { token: supporter },
        ),
        409,
        'campaigns.extend_less',
      );
    }
    expectFieldErrors(
      await call(
        t.app,
        'campaigns.extend',
        { id, reason: 'Như cũ', endTime: at(10 * DAY), totalUsageLimit: 100 },
        { token: supporter },
      ),
      [{ path: '', message: 'validation.campaign_extend_nothing' }],
    );
    // Higher limits must still keep their rules: per cycle not above per campaign.
    expectFieldErrors(
      await call(
        t.app,
        'campaigns.extend',
        { id, reason: 'Chu kỳ', usesPerCycle: 3 },
        { token: supporter },
      ),
      [{ path: 'usesPerCycle', message: 'validation.campaign_cycle_above_campaign' }],
    );
    expectFieldErrors(
      await call(t.app, 'campaigns.extend', { id, endTime: at(11 * DAY) }, { token: supporter }),
      [{ path: 'reason', message: 'validation.reason_required' }],
    );
    expect((await full(id)).pendingRevision).toBeNull();
  });

  it('only from waiting or running, by a supporter; decided by a manager', async () => {
    const id = await running();
    expectFailure(
      await call(
        t.app,
        'campaigns.extend',
        { id, reason: 'x', endTime: at(11 * DAY) },
        { token: manager },
      ),
      403,
      'common.permission_denied',
    );
    await call(t.app, 'campaigns.lock', { id }, { token: manager });
    expectFailure(
      await call(
        t.app,
        'campaigns.extend',
        { id, reason: 'x', endTime: at(11 * DAY) },
        { token: supporter },
      ),
      409,
      'campaigns.invalid_status',
    );
    expectFailure(
      await call(t.app, 'campaigns.approveExtension', { id }, { token: supporter }),
      403,
      'common.permission_denied',
    );
  });

  it('two managers approving at once: one approval and one 409', async () => {
    const id = await running();
    await call(
      t.app,
      'campaigns.extend',
      { id, reason: 'Đua', maxBudget: 30_000_000 },
      { token: supporter },
    );
    const other = (await login(t.app, 'admin001')).access_token;
    const answers = await Promise.all([
      call(t.app, 'campaigns.approveExtension', { id }, { token: manager }),
      call(t.app, 'campaigns.approveExtension', { id }, { token: other }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const { history, item } = await full(id);
    expect(item.maxBudget).toBe(30_000_000);
    expect(history.filter((h) => h.action === 'approveExtension')).toHaveLength(1);
  });
});

describe('syncing the merchant and its terminals', () => {
  it('adds the catalogue terminals the campaign lacks, keeps the ones it has, removes none', async () => {
    const id = await running('merchant', 'M0004');
    const merchant = await t.deps.db
      .selectFrom('merchants')
      .selectAll()
      .where('code', '=', 'M0004')
      .executeTakeFirstOrThrow();
    const terminals = await t.deps.db
      .selectFrom('terminals')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .orderBy('id')
      .execute();
    // One terminal already there (as a mer-ter file would put it), locked; one of another merchant.
    const other = await t.deps.db
      .selectFrom('terminals')
      .select('id')
      .where('merchant_id', '<>', merchant.id)
      .executeTakeFirstOrThrow();
    const stamp = clock.now().toISOString();
    await t.deps.db
      .insertInto('campaign_terminals')
      .values([
        {
          campaign_id: id,
          terminal_id: terminals[0]!.id,
          status: 'locked',
          created_at: stamp,
          updated_at: stamp,
        },
        {
          campaign_id: id,
          terminal_id: other.id,
          status: 'open',
          created_at: stamp,
          updated_at: stamp,
        },
      ])
      .execute();

    const synced = await call(t.app, 'campaigns.syncTerminal', { id }, { token: supporter });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().added).toBe(terminals.length - 1);
    const linked = await t.deps.db
      .selectFrom('campaign_terminals')
      .select(['terminal_id', 'status'])
      .where('campaign_id', '=', id)
      .orderBy('terminal_id')
      .execute();
    expect(linked).toHaveLength(terminals.length + 1);
    expect(linked.find((l) => l.terminal_id === terminals[0]!.id)?.status).toBe('locked');
    expect(linked.some((l) => l.terminal_id === other.id)).toBe(true);

    const again = await call(t.app, 'campaigns.syncTerminal', { id }, { token: supporter });
    expect(again.json().added).toBe(0);
    const { history } = await full(id);
    expect(history.slice(0, 2).map((h) => [h.action, h.actorName, h.details])).toEqual([
      ['syncTerminal', 'supporter1', { merchantCode: 'M0004', added: 0 }],
      ['syncTerminal', 'supporter1', { merchantCode: 'M0004', added: terminals.length - 1 }],
    ]);
  });

  it('refreshes the merchant’s name from the catalogue; a merchant gone is not found', async () => {
    const id = await running('merchant', 'M0005');
    expect((await full(id)).item.merchantName).toBe('Phở Đức Minh');
    await t.deps.db
      .updateTable('merchants')
      .set({ name: 'Phở Đức Minh 2' })
      .where('code', '=', 'M0005')
      .execute();
    const synced = await call(t.app, 'campaigns.syncMerchant', { id }, { token: supporter });
    expect(synced.statusCode, synced.body).toBe(200);
    expect(synced.json().item.merchantName).toBe('Phở Đức Minh 2');
    expect((await full(id)).history[0]).toMatchObject({
      action: 'syncMerchant',
      details: {
        changed: ['merchantName'],
        from: { merchantName: 'Phở Đức Minh' },
        to: { merchantName: 'Phở Đức Minh 2' },
      },
    });

    // A campaign whose merchant left the catalogue.
    await t.deps.db
      .updateTable('campaigns')
      .set({ merchant_code: 'M-GONE' })
      .where('id', '=', id)
      .execute();
    expectFailure(
      await call(t.app, 'campaigns.syncMerchant', { id }, { token: supporter }),
      404,
      'campaigns.merchant_not_found',
    );
    expectFailure(
      await call(t.app, 'campaigns.syncTerminal', { id }, { token: supporter }),
      404,
      'campaigns.merchant_not_found',
    );
  });

  it('in any state but out of date, by a supporter only', async () => {
    const id = await running('merchant', 'M0001');
    expectFailure(
      await call(t.app, 'campaigns.syncMerchant', { id }, { token: manager }),
      403,
      'common.permission_denied',
    );
    await call(t.app, 'campaigns.stop', { id, reason: 'Dừng' }, { token: manager });
    for (const route of ['campaigns.syncMerchant', 'campaigns.syncTerminal'] as const) {
      expectFailure(
        await call(t.app, route, { id }, { token: supporter }),
        409,
        'campaigns.invalid_status',
      );
    }
  });
});

describe('the merchant filter', () => {
  it('lists only the campaigns of the merchant chosen', async () => {
    await running('merchant', 'M0006');
    const res = await call(
      t.app,
      'campaigns.list',
      { merchant: 'M0006', page_size: 100 },
      { token: risk },
    );
    const { list } = answerOf('campaigns.list', res);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.merchantCode === 'M0006' && c.type === 'merchant')).toBe(true);
    const none = await call(t.app, 'campaigns.list', { merchant: 'M9999' }, { token: risk });
    expect(none.json()).toMatchObject({ total: 0, list: [] });
  });

  it('finds merchants by a keyword with LIKE’s wildcards taken literally', async () => {
    const all = await call(t.app, 'merchants.list', { keyword: '%' }, { token: risk });
    expect(all.json()).toMatchObject({ total: 0 });
    const campaigns = await call(t.app, 'campaigns.list', { keyword: '_' }, { token: risk });
    expect(campaigns.json()).toMatchObject({ total: 0 });
  });
});
