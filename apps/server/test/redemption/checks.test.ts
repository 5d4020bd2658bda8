import { beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';
import { DAY, NOW, at, useRedemptionWorld } from '../helpers/redemption';

/**
 * Every check of a redemption refuses with its reason, on the real database (both, by project)
 * and a test clock: campaign, state and time, eligibility, mer-ter terminals, private customers,
 * blocklists, amounts, per-customer limits, total uses and budget (set-up: helpers/redemption.ts).
 * The mer-ter, customer and blocklist rows are written straight into their tables, as their
 * screens belong to other areas.
 */
const { world, clock, campaign, body, redeem, reason, budget, newClient } = useRedemptionWorld();
let t: TestApp;
let manager: string;
let key: string;
let terminalId: number;
beforeAll(() => {
  ({ t, manager, key, terminalId } = world);
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

  it('the window holds its start and not its end: the last millisecond redeems, the end does not', async () => {
    const id = await campaign({ start: at(DAY), end: at(2 * DAY) });
    const at_ = (ms: number) => {
      clock.set(at(ms));
      return body(id, { customerPhone: `09020${String(ms % 100_000).padStart(5, '0')}` });
    };
    expect((await redeem(at_(DAY - 1))).reason).toBe('outside_time');
    expect((await redeem(at_(DAY))).decision).toBe('applied');
    expect((await redeem(at_(2 * DAY - 1))).decision).toBe('applied');
    expect((await redeem(at_(2 * DAY))).reason).toBe('outside_time');
    expect((await redeem(at_(2 * DAY + 1))).reason).toBe('outside_time');
    // A quote at the end says the same as a redemption would.
    clock.set(at(2 * DAY));
    const { transactionId: _none, ...context } = body(id);
    const quoted = await call(t.app, 'redemption.expose.quote', context, { token: key });
    expect(quoted.json()).toMatchObject({ reason: 'outside_time' });
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
