import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CampaignType } from '@console/contract/constants';
import { TestClock } from '../../src/clock';
import { redemptionRepository } from '../../src/modules/redemption/redemption.repository';
import { answerOf, call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import { insertCampaign } from '../helpers/campaigns';
import { expectFailure, expectFieldErrors } from '../helpers/expect';

/**
 * Redemption through the CampaignExpose calls, on the real database (both, by project) and a test
 * clock: the integration keys, every check's refusal, replays, reversals, and a budget that runs
 * out under fifty redemptions at once. Campaigns are written straight into the table in the
 * running state (their own life is tested in test/campaigns); the mer-ter, customer and
 * blocklist rows too, as their screens belong to other areas.
 */
const NOW = '2030-03-01T05:00:00.000Z'; // 12:00 in Vietnam
const clock = new TestClock(NOW);
const DAY = 24 * 3_600_000;
const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

let t: TestApp;
let admin: string;
let manager: string;
let risk: string;
let key: string;
let clientId: number;
let txCounter = 0;
let codes = 0;
const tx = () => `tx-${++txCounter}`;

interface CampaignOptions {
  type?: CampaignType;
  state?: string;
  start?: string;
  end?: string;
  maxBudget?: number | null;
  details?: Record<string, unknown>;
  bank?: string;
  merchant?: string;
}

async function campaign(o: CampaignOptions = {}): Promise<number> {
  codes += 1;
  return insertCampaign(t.deps.db, {
    ...o,
    code: `R-${codes}`,
    start: o.start ?? at(-DAY),
    end: o.end ?? at(10 * DAY),
    merchant: o.merchant ?? 'RM1',
    maxBudget: o.maxBudget === undefined ? 10_000_000 : o.maxBudget,
    details: { usesPerCycle: 2, usesPerCampaign: 3, totalUsageLimit: 1000, ...o.details },
    createdBy: 'test',
    createdAt: at(-2 * DAY),
  });
}

const body = (campaignId: number, overrides: Record<string, unknown> = {}) => ({
  campaignId,
  transactionId: tx(),
  amount: 200_000,
  merchantCode: 'RM1',
  terminalCode: 'T1',
  bankCode: '970436',
  qrType: 'portal',
  customerPhone: '0901000001',
  ...overrides,
});

async function redeem(input: Record<string, unknown>, token = key) {
  return callOk(t.app, 'redemption.expose.redeem', input, { token });
}

async function reason(input: Record<string, unknown>) {
  const answer = await redeem(input);
  return answer.reason;
}

async function budget(id: number) {
  return callOk(t.app, 'campaigns.budget', { id }, { token: risk });
}

async function newClient(input: Record<string, unknown>) {
  return callOk(t.app, 'redemption.clients.create', input, { token: admin });
}

let terminalId: number;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = (await login(t.app, 'admin001')).access_token;
  manager = (await login(t.app, 'manager01')).access_token;
  risk = (await login(t.app, 'riskuser1')).access_token;
  const created = await newClient({
    name: 'Payments A',
    campaignTypes: ['bank', 'merchant', 'private'],
  });
  key = created.key;
  clientId = created.item.id;
  const merchant = await t.deps.db
    .insertInto('merchants')
    .values({ code: 'RM1', name: 'Merchant 1', search_text: 'merchant 1', created_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  const terminals = await t.deps.db
    .insertInto('terminals')
    .values(
      ['T1', 'T2', 'T3'].map((code) => ({
        merchant_id: merchant.id,
        code,
        name: `Terminal ${code}`,
        created_at: NOW,
      })),
    )
    .returning('id')
    .execute();
  terminalId = terminals[0]!.id;
});
afterAll(() => t.close());
beforeEach(() => clock.set(NOW));

describe('integration keys', () => {
  it('are required: none, a wrong one, a staff session all get 401', async () => {
    const id = await campaign();
    expect((await call(t.app, 'redemption.expose.redeem', body(id))).statusCode).toBe(401);
    const wrong = key.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`);
    const res = await call(t.app, 'redemption.expose.redeem', body(id), { token: wrong });
    expectFailure(res, 401, 'auth.unauthenticated');
    expect(
      (await call(t.app, 'redemption.expose.redeem', body(id), { token: admin })).statusCode,
    ).toBe(401);
  });

  it('are listed in pages, each with the whole total', async () => {
    for (let n = 1; n <= 11; n++) await newClient({ name: `Paged ${n}`, campaignTypes: ['bank'] });
    const list = (input: { page: number; page_size: number }) =>
      call(t.app, 'redemption.clients.list', input, { token: admin }).then((r) => r.json());
    const all = await list({ page: 1, page_size: 100 });
    expect(all.total).toBeGreaterThanOrEqual(11);
    expect(all.list).toHaveLength(all.total);
    const pages = Math.ceil(all.total / 10);
    // A full page, the last (short) page, and an empty page past the end.
    expect(await list({ page: 1, page_size: 10 })).toMatchObject({
      total: all.total,
      list: all.list.slice(0, 10),
    });
    expect(await list({ page: pages, page_size: 10 })).toMatchObject({
      total: all.total,
      list: all.list.slice((pages - 1) * 10),
    });
    expect(await list({ page: pages + 1, page_size: 10 })).toMatchObject({
      total: all.total,
      list: [],
    });
  });

  it('are shown once; a rotated key replaces the old one, a revoked one stops', async () => {
    const c = await newClient({ name: 'Rotating', campaignTypes: ['bank'] });
    const id = await campaign();
    expect((await redeem(body(id), c.key)).decision).toBe('applied');
    const list = await call(t.app, 'redemption.clients.list', {}, { token: admin });
    expect(JSON.stringify(list.json())).not.toContain(c.key);
    expect(list.json().list.find((x: { id: number }) => x.id === c.item.id).lastUsedAt).toBe(NOW);

    const rotated = await call(
      t.app,
      'redemption.clients.rotate',
      { id: c.item.id },
      { token: admin },
    );
    const newKey = answerOf('redemption.clients.rotate', rotated).key;
    expect(newKey).not.toBe(c.key);
    expect(
      (await call(t.app, 'redemption.expose.redeem', body(id), { token: c.key })).statusCode,
    ).toBe(401);
    expect((await redeem(body(id), newKey)).decision).toBe('applied');

    const revoked = await call(
      t.app,
      'redemption.clients.revoke',
      { id: c.item.id },
      { token: admin },
    );
    expect(revoked.json().item.revokedAt).toBe(NOW);
    expect(
      (await call(t.app, 'redemption.expose.redeem', body(id), { token: newKey })).statusCode,
    ).toBe(401);
    expectFailure(
      await call(t.app, 'redemption.clients.rotate', { id: c.item.id }, { token: admin }),
      409,
      'redemption.client_revoked',
    );
  });

  it('keep each client to its own transactions', async () => {
    const other = await newClient({ name: 'Payments B', campaignTypes: ['bank'] });
    const id = await campaign();
    const input = body(id);
    expect((await redeem(input)).decision).toBe('applied');
    const seen = await call(
      t.app,
      'redemption.expose.get',
      { transactionId: input.transactionId },
      { token: other.key },
    );
    expectFailure(seen, 404, 'redemption.not_found');
    const reversed = await call(
      t.app,
      'redemption.expose.reverse',
      { transactionId: input.transactionId },
      { token: other.key },
    );
    expectFailure(reversed, 404, 'redemption.not_found');
    // The same transaction id is the other client's own: a redemption of its own.
    expect((await redeem({ ...input, customerPhone: '0901000099' }, other.key)).replayed).toBe(
      false,
    );
    const mine = await call(
      t.app,
      'redemption.expose.get',
      { transactionId: input.transactionId },
      { token: key },
    );
    expect(mine.json().item).toMatchObject({
      clientName: 'Payments A',
      customerPhone: '0901000001',
    });
  });

  it('are managed by an admin only', async () => {
    expectFailure(
      await call(
        t.app,
        'redemption.clients.create',
        { name: 'x', campaignTypes: ['bank'] },
        { token: manager },
      ),
      403,
      'common.permission_denied',
    );
    expectFieldErrors(
      await call(t.app, 'redemption.clients.create', { name: ' ' }, { token: admin }),
      [
        { path: 'name', message: 'validation.required' },
        { path: 'campaignTypes', message: 'validation.redemption_scope_required' },
      ],
    );
  });
});

describe('a redemption', () => {
  it('applies the least of rate × amount, max discount, max funding; records the shares', async () => {
    const id = await campaign({ details: { maxFundingPerTransaction: 30_000 } });
    const small = await redeem(body(id, { amount: 123_456 }));
    expect(small).toMatchObject({
      decision: 'applied',
      reason: null,
      discount: 12_345,
      payable: 111_111,
      sponsorAmount: 4_938,
      merTerSharedFee: 1_000,
      replayed: false,
      message: 'Discount applied',
    });
    const big = await redeem(body(id, { amount: 900_000, customerPhone: '0901000002' }));
    expect(big.discount).toBe(30_000);
    expect(await budget(id)).toMatchObject({ used: '42345', uses: 2, remaining: '9957655' });
  });

  it('uses the special condition in force', async () => {
    const id = await campaign({
      details: {
        specialConditions: [
          {
            discountRate: 25,
            maxDiscountAmount: 60_000,
            minTransactionAmount: 0,
            startTime: at(-3_600_000),
            endTime: at(3_600_000),
          },
        ],
      },
    });
    expect((await redeem(body(id, { amount: 200_000 }))).discount).toBe(50_000);
    clock.set(at(2 * 3_600_000));
    expect(
      (await redeem(body(id, { amount: 200_000, customerPhone: '0901000002' }))).discount,
    ).toBe(20_000);
  });

  it('answers a replay with the first answer, and refuses the same id with another body', async () => {
    const id = await campaign();
    const input = body(id);
    const first = await redeem(input);
    const again = await redeem(input);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await budget(id)).toMatchObject({ used: '20000', uses: 1 });
    const res = await call(
      t.app,
      'redemption.expose.redeem',
      { ...input, amount: 300_000 },
      { token: key },
    );
    expectFailure(res, 409, 'redemption.transaction_reused');
    expect(await budget(id)).toMatchObject({ used: '20000', uses: 1 });
  });

  it('replays a refusal as a refusal', async () => {
    const id = await campaign();
    const input = body(id, { amount: 1_000 });
    expect((await redeem(input)).reason).toBe('below_minimum');
    expect(await redeem(input)).toMatchObject({ reason: 'below_minimum', replayed: true });
  });

  it('answers in the caller’s language', async () => {
    const id = await campaign();
    const res = await call(t.app, 'redemption.expose.redeem', body(id, { amount: 1_000 }), {
      token: key,
      headers: { 'accept-language': 'vi' },
    });
    expect(res.json().message).toBe('Số tiền thấp hơn giá trị giao dịch tối thiểu của chiến dịch');
  });

  it('refuses a malformed request with 400 and field errors, writing nothing', async () => {
    const id = await campaign();
    const res = await call(
      t.app,
      'redemption.expose.redeem',
      { campaignId: id, amount: -5, qrType: 'nfc', customerPhone: '12ab' },
      { token: key },
    );
    expectFieldErrors(res, [
      { path: 'transactionId', message: 'validation.required' },
      { path: 'amount', message: 'validation.too_small' },
      { path: 'qrType', message: 'validation.invalid_option' },
      { path: 'customerPhone', message: 'validation.invalid_phone' },
    ]);
    expect(await budget(id)).toMatchObject({ used: '0', uses: 0 });
  });

  it('takes phones as readings.md says: +84 and 84 become 0, spaces and dots dropped', async () => {
    const id = await campaign({ details: { usesPerCycle: 1, usesPerCampaign: 1 } });
    expect((await redeem(body(id, { customerPhone: '+84 901.000-777' }))).decision).toBe('applied');
    expect(await reason(body(id, { customerPhone: '0901000777' }))).toBe('customer_cycle_limit');
  });
});

describe('every check refuses with its reason', () => {
  it('campaign: unknown, or outside the client’s scope', async () => {
    expect(await reason(body(999_999))).toBe('campaign_not_found');
    const scoped = await newClient({ name: 'Only ids', campaignIds: [await campaign()] });
    const other = await campaign();
    expect((await redeem(body(other), scoped.key)).reason).toBe('campaign_not_found');
  });

  it('state and time window', async () => {
    expect(await reason(body(await campaign({ state: 'waiting' })))).toBe('campaign_not_running');
    expect(await reason(body(await campaign({ state: 'out_of_date' })))).toBe(
      'campaign_not_running',
    );
    expect(await reason(body(await campaign({ end: at(-1) })))).toBe('outside_time');
    expect(await reason(body(await campaign({ start: at(1) })))).toBe('outside_time');
  });

  it('a locked or stopped campaign refuses at once', async () => {
    const id = await campaign();
    expect((await redeem(body(id))).decision).toBe('applied');
    const locked = await call(t.app, 'campaigns.lock', { id }, { token: manager });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(await reason(body(id, { customerPhone: '0901000002' }))).toBe('campaign_not_running');
    await call(t.app, 'campaigns.unlock', { id }, { token: manager });
    expect((await redeem(body(id, { customerPhone: '0901000002' }))).decision).toBe('applied');
    const stopped = await call(
      t.app,
      'campaigns.stop',
      { id, reason: 'fraud' },
      { token: manager },
    );
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(await reason(body(id, { customerPhone: '0901000003' }))).toBe('campaign_not_running');
  });

  it('bank, QR type and merchant eligibility', async () => {
    expect(await reason(body(await campaign(), { bankCode: '970415' }))).toBe('bank_not_eligible');
    // A bank named by its bank code is the same bank as by its NAPAS id.
    expect((await redeem(body(await campaign(), { bankCode: '203' }))).decision).toBe('applied');
    expect(await reason(body(await campaign(), { qrType: 'offline' }))).toBe(
      'qr_type_not_eligible',
    );
    const merchant = await campaign({ type: 'merchant' });
    expect(await reason(body(merchant, { merchantCode: 'OTHER' }))).toBe('merchant_not_eligible');
    expect((await redeem(body(merchant))).decision).toBe('applied');
  });

  it('mer-ter: a campaign with terminals takes only those, open', async () => {
    const id = await campaign({ type: 'merchant' });
    const [t1, t2] = await t.deps.db
      .selectFrom('terminals')
      .select('id')
      .where('code', 'in', ['T1', 'T2'])
      .orderBy('code')
      .execute();
    await t.deps.db
      .insertInto('campaign_terminals')
      .values([
        { campaign_id: id, terminal_id: t1!.id, status: 'open', created_at: NOW, updated_at: NOW },
        {
          campaign_id: id,
          terminal_id: t2!.id,
          status: 'locked',
          created_at: NOW,
          updated_at: NOW,
        },
      ])
      .execute();
    expect((await redeem(body(id, { terminalCode: 'T1' }))).decision).toBe('applied');
    expect(await reason(body(id, { terminalCode: 'T2' }))).toBe('terminal_not_eligible');
    expect(await reason(body(id, { terminalCode: 'T3' }))).toBe('terminal_not_eligible');
    expect(await reason(body(id, { terminalCode: '' }))).toBe('terminal_not_eligible');
  });

  it('a private campaign takes its own customers, open ones; AddCustomer adds them', async () => {
    const id = await campaign({ type: 'private' });
    expect(await reason(body(id))).toBe('customer_not_eligible');
    const added = await call(
      t.app,
      'redemption.expose.addCustomer',
      { campaignId: id, phones: ['0901000001', '+84901000002', '0901000001'] },
      { token: key },
    );
    expect(added.json()).toEqual({ success: true, added: 2, existing: 0 });
    expect((await redeem(body(id))).decision).toBe('applied');
    await t.deps.db
      .updateTable('campaign_customers')
      .set({ status: 'locked' })
      .where('campaign_id', '=', id)
      .where('phone', '=', '0901000002')
      .execute();
    expect(await reason(body(id, { customerPhone: '0901000002' }))).toBe('customer_not_eligible');
    expectFailure(
      await call(
        t.app,
        'redemption.expose.addCustomer',
        { campaignId: await campaign(), phones: ['0901000001'] },
        { token: key },
      ),
      409,
      'redemption.not_private',
    );
  });

  it('customer and terminal blocklists', async () => {
    const id = await campaign();
    await t.deps.db
      .insertInto('customer_blocks')
      .values({ phone: '0909999999', status: 'locked', updated_at: NOW })
      .execute();
    expect(await reason(body(id, { customerPhone: '0909999999' }))).toBe('customer_blocked');
    await t.deps.db
      .updateTable('customer_blocks')
      .set({ status: 'open' })
      .where('phone', '=', '0909999999')
      .execute();
    expect((await redeem(body(id, { customerPhone: '0909999999' }))).decision).toBe('applied');

    await t.deps.db
      .updateTable('terminals')
      .set({ status: 'locked' })
      .where('id', '=', terminalId)
      .execute();
    expect(await reason(body(id, { customerPhone: '0901000050' }))).toBe('terminal_locked');
    await t.deps.db
      .updateTable('terminals')
      .set({ status: 'open' })
      .where('id', '=', terminalId)
      .execute();
  });

  it('minimum amount and a zero discount', async () => {
    const id = await campaign();
    expect(await reason(body(id, { amount: 99_999 }))).toBe('below_minimum');
    const tiny = await campaign({
      details: {
        defaultCondition: { discountRate: 0.01, maxDiscountAmount: 1_000, minTransactionAmount: 0 },
      },
    });
    expect(await reason(body(tiny, { amount: 50 }))).toBe('no_discount');
  });

  it('per customer per cycle, per customer per campaign; a new day is a new cycle', async () => {
    const id = await campaign({ details: { usesPerCycle: 1, usesPerCampaign: 2 } });
    expect((await redeem(body(id))).decision).toBe('applied');
    expect(await reason(body(id))).toBe('customer_cycle_limit');
    clock.set(at(12 * 3_600_000)); // 00:00 the next day in Vietnam
    expect((await redeem(body(id))).decision).toBe('applied');
    clock.set(at(DAY + 12 * 3_600_000));
    expect(await reason(body(id))).toBe('customer_campaign_limit');
    expect((await redeem(body(id, { customerPhone: '0901000002' }))).decision).toBe('applied');
    expect(await budget(id)).toMatchObject({ uses: 3 });
  });

  it('total uses and budget', async () => {
    const uses = await campaign({ details: { totalUsageLimit: 2 } });
    expect((await redeem(body(uses, { customerPhone: '0901000011' }))).decision).toBe('applied');
    expect((await redeem(body(uses, { customerPhone: '0901000012' }))).decision).toBe('applied');
    expect(await reason(body(uses, { customerPhone: '0901000013' }))).toBe('total_uses_reached');

    const money = await campaign({ maxBudget: 50_000 });
    expect((await redeem(body(money, { customerPhone: '0901000011' }))).discount).toBe(20_000);
    expect((await redeem(body(money, { customerPhone: '0901000012' }))).discount).toBe(20_000);
    expect(await reason(body(money, { customerPhone: '0901000013' }))).toBe('budget_exhausted');
    // What is left still takes a smaller discount.
    expect(
      (await redeem(body(money, { customerPhone: '0901000013', amount: 100_000 }))).discount,
    ).toBe(10_000);
    expect(await budget(money)).toMatchObject({ used: '50000', uses: 3, remaining: '0' });
  });
});

describe('quote, detail, list and terminal', () => {
  it('quote says what would apply and writes nothing', async () => {
    const id = await campaign({ details: { usesPerCycle: 1 } });
    const { transactionId: _, ...context } = body(id);
    const quoted = await call(t.app, 'redemption.expose.quote', context, { token: key });
    expect(quoted.json()).toMatchObject({ decision: 'eligible', discount: 20_000 });
    expect(await budget(id)).toMatchObject({ used: '0', uses: 0 });
    await redeem(body(id));
    const again = await call(t.app, 'redemption.expose.quote', context, { token: key });
    expect(again.json()).toMatchObject({ decision: 'rejected', reason: 'customer_cycle_limit' });
  });

  it('GetDetail lists the campaigns that apply to a transaction, with their discount', async () => {
    const applies = await campaign({ type: 'merchant', merchant: 'RM1' });
    const other = await campaign({ type: 'merchant', merchant: 'ELSEWHERE' });
    const { transactionId: _t, campaignId: _c, ...context } = body(0);
    const res = await call(t.app, 'redemption.expose.detail', context, { token: key });
    const ids = answerOf('redemption.expose.detail', res).list.map((c) => c.id);
    expect(ids).toContain(applies);
    expect(ids).not.toContain(other);
    const listed = await call(t.app, 'redemption.expose.list', { page_size: 100 }, { token: key });
    expect(listed.json().total).toBeGreaterThan(1);
    const terminal = await call(
      t.app,
      'redemption.expose.terminal',
      { merchantCode: 'RM1', terminalCode: 'T1' },
      { token: key },
    );
    expect(terminal.json()).toMatchObject({ terminalName: 'Terminal T1', status: 'open' });
    expect(terminal.json().campaignIds).toContain(applies);
    expect(terminal.json().campaignIds).not.toContain(other);
  });
});

describe('reversal', () => {
  it('undoes a redemption whole, once; the same refund again replays', async () => {
    const id = await campaign({ details: { usesPerCycle: 1, usesPerCampaign: 1 } });
    const input = body(id);
    await redeem(input);
    const first = await call(
      t.app,
      'redemption.expose.reverse',
      { transactionId: input.transactionId },
      { token: key },
    );
    expect(first.json()).toMatchObject({
      decision: 'reversed',
      discountReversed: 20_000,
      state: 'reversed',
    });
    expect(await budget(id)).toMatchObject({ used: '0', uses: 0 });
    const again = await call(
      t.app,
      'redemption.expose.reverse',
      { transactionId: input.transactionId },
      { token: key },
    );
    expect(again.json()).toEqual({ ...first.json(), replayed: true });
    const another = await call(
      t.app,
      'redemption.expose.reverse',
      { transactionId: input.transactionId, refundId: 'r2' },
      { token: key },
    );
    expect(another.json()).toMatchObject({ decision: 'rejected', reason: 'already_reversed' });
    expect(await budget(id)).toMatchObject({ used: '0', uses: 0 });
    // The customer's uses came back too.
    expect((await redeem(body(id))).decision).toBe('applied');
  });

  it('a partial refund reverses in proportion; the last one what is left', async () => {
    const id = await campaign();
    const input = body(id, { amount: 300_000 }); // discount 30 000
    await redeem(input);
    const reverse = (refundId: string, refundAmount?: number) =>
      call(
        t.app,
        'redemption.expose.reverse',
        { transactionId: input.transactionId, refundId, ...(refundAmount && { refundAmount }) },
        { token: key },
      ).then((r) => r.json());
    expect(await reverse('a', 100_000)).toMatchObject({
      discountReversed: 10_000,
      state: 'partially_reversed',
    });
    expect(await budget(id)).toMatchObject({ used: '20000', uses: 1 });
    expect(await reverse('b', 250_000)).toMatchObject({
      decision: 'rejected',
      reason: 'refund_exceeds_amount',
    });
    expectFailure(
      await call(
        t.app,
        'redemption.expose.reverse',
        { transactionId: input.transactionId, refundId: 'a', refundAmount: 5_000 },
        { token: key },
      ),
      409,
      'redemption.transaction_reused',
    );
    expect(await reverse('c')).toMatchObject({
      refundAmount: 200_000,
      discountReversed: 20_000,
      state: 'reversed',
      totalDiscountReversed: 30_000,
    });
    expect(await budget(id)).toMatchObject({ used: '0', uses: 0 });
    const got = await call(
      t.app,
      'redemption.expose.get',
      { transactionId: input.transactionId },
      { token: key },
    );
    expect(got.json().reversals.map((r: { refundId: string }) => r.refundId)).toEqual(['a', 'c']);
  });

  it('a refused redemption has nothing to reverse', async () => {
    const id = await campaign();
    const input = body(id, { amount: 1_000 });
    await redeem(input);
    const res = await call(
      t.app,
      'redemption.expose.reverse',
      { transactionId: input.transactionId },
      { token: key },
    );
    expect(res.json()).toMatchObject({ decision: 'rejected', reason: 'not_applied' });
  });
});

describe('under load', () => {
  it('fifty redemptions at once on a budget for twelve: exactly twelve applied', async () => {
    const id = await campaign({ maxBudget: 240_000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        redeem(body(id, { customerPhone: `09020000${String(i).padStart(2, '0')}` })),
      ),
    );
    const applied = answers.filter((a) => a.decision === 'applied');
    expect(applied).toHaveLength(12);
    expect(answers.filter((a) => a.reason === 'budget_exhausted')).toHaveLength(38);
    expect(await budget(id)).toMatchObject({ used: '240000', uses: 12, remaining: '0' });
    const rows = await t.deps.db
      .selectFrom('redemptions')
      .select(['state'])
      .where('campaign_id', '=', id)
      .execute();
    expect(rows.filter((r) => r.state === 'applied')).toHaveLength(12);
  });

  it('twenty replays of one transaction at once redeem it once', async () => {
    const id = await campaign();
    const input = body(id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(input)));
    expect(answers.every((a) => a.decision === 'applied' && a.discount === 20_000)).toBe(true);
    expect(answers.filter((a) => !a.replayed).length).toBeGreaterThanOrEqual(1);
    expect(await budget(id)).toMatchObject({ used: '20000', uses: 1 });
  });

  it('a limit reached in the write gives back the customer uses taken before it', async () => {
    const id = await campaign({
      maxBudget: 30_000,
      details: { usesPerCycle: 1, usesPerCampaign: 1 },
    });
    expect((await redeem(body(id))).discount).toBe(20_000);
    const phone = '0901000021';
    expect(await reason(body(id, { customerPhone: phone }))).toBe('budget_exhausted');
    // Had the refused write kept this customer's cycle and campaign uses, this would be refused.
    expect((await redeem(body(id, { customerPhone: phone, amount: 100_000 }))).discount).toBe(
      10_000,
    );
    const mine = await t.deps.db
      .selectFrom('customer_counters')
      .select(['period', 'used'])
      .where('campaign_id', '=', id)
      .where('phone', '=', phone)
      .orderBy('period')
      .execute();
    expect(mine.map((m) => m.used)).toEqual([1, 1]);
    expect(await budget(id)).toMatchObject({ used: '30000', uses: 2 });
  });

  it('the write refuses a campaign that stopped after the checks, writing nothing', async () => {
    const id = await campaign();
    await t.deps.db
      .updateTable('campaigns')
      .set({ state: 'stopped' as never })
      .where('id', '=', id)
      .execute();
    const row = {
      client_id: clientId,
      credential_id: 0,
      transaction_id: tx(),
      request_hash: 'h',
      campaign_id: id,
      state: 'applied' as const,
      phone: '0901000031',
      merchant_code: 'RM1',
      terminal_code: 'T1',
      amount: 200_000,
      discount: 20_000,
      answer: '{}',
      created_at: NOW,
      updated_at: NOW,
    };
    const take = {
      campaignId: id,
      phone: row.phone,
      cycle: 'd:2030-03-01',
      cycleMax: 2,
      campaignMax: 3,
      discount: 20_000,
      maxBudget: 10_000_000,
      maxUses: 1000,
    };
    expect(await redemptionRepository.take(t.deps.db, take, row)).toBe('campaign_not_running');
    const written = await t.deps.db
      .selectFrom('customer_counters')
      .select('used')
      .where('campaign_id', '=', id)
      .execute();
    expect(written).toEqual([]);
    const rows = await t.deps.db
      .selectFrom('redemptions')
      .select('id')
      .where('campaign_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('the check constraint refuses an overspend whatever the code does', async () => {
    const id = await campaign({ maxBudget: 50_000 });
    await redeem(body(id));
    await expect(
      t.deps.db
        .updateTable('campaign_counters')
        .set({ budget_used: 60_000 })
        .where('campaign_id', '=', id)
        .execute(),
    ).rejects.toThrow();
  });
});

describe('staff see redemptions', () => {
  it('on the campaign, newest first, with the client’s name; not without redemption.read', async () => {
    const id = await campaign();
    const input = body(id);
    await redeem(input);
    const res = await call(t.app, 'redemption.list', { campaignId: id }, { token: risk });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().list[0]).toMatchObject({
      transactionId: input.transactionId,
      clientName: 'Payments A',
      discount: 20_000,
      state: 'applied',
    });
    const salesman = (await login(t.app, 'salesman1')).access_token;
    expectFailure(
      await call(t.app, 'redemption.list', { campaignId: id }, { token: salesman }),
      403,
      'common.permission_denied',
    );
    expect(clientId).toBeGreaterThan(0);
  });
});
