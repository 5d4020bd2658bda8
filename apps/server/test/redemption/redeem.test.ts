import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, login, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { at, useRedemptionWorld } from '../helpers/redemption';

/**
 * A redemption through the CampaignExpose calls, on the real database (both, by project) and a
 * test clock: the discount and its shares, replays, languages, bad input and phones; the quote,
 * detail, list and terminal reads; and what employees see of it (set-up: helpers/redemption.ts).
 */
const { world, clock, campaign, body, redeem, reason, budget } = useRedemptionWorld();
let t: TestApp;
let risk: string;
let key: string;
let clientId: number;
beforeAll(() => {
  ({ t, risk, key, clientId } = world);
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

describe('quote, detail, list and terminal', () => {
  it('GetDetail leaves out a campaign the customer has used up', async () => {
    const id = await campaign({ type: 'merchant', merchant: 'RM1', details: { usesPerCycle: 1 } });
    const { transactionId: _t, campaignId: _c, ...context } = body(id);
    const listed = async () =>
      answerOf(
        'redemption.expose.detail',
        await call(t.app, 'redemption.expose.detail', context, { token: key }),
      ).list.map((c) => c.id);
    expect(await listed()).toContain(id);
    expect((await redeem(body(id))).decision).toBe('applied');
    expect(await listed()).not.toContain(id);
    // Another customer has not used it: it still applies to him.
    const other = { ...context, customerPhone: '0909876543' };
    const forOther = await call(t.app, 'redemption.expose.detail', other, { token: key });
    expect(answerOf('redemption.expose.detail', forOther).list.map((c) => c.id)).toContain(id);
  });

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
    const found = answerOf('redemption.expose.detail', res).list;
    const ids = found.map((c) => c.id);
    expect(ids).toContain(applies);
    expect(ids).not.toContain(other);
    // Each with what it takes off and what is left to pay.
    const entry = found.find((c) => c.id === applies)!;
    expect(entry.discount).toBeGreaterThan(0);
    expect(entry.payable).toBe(context.amount - entry.discount);
    const listed = await call(t.app, 'redemption.expose.list', { pageSize: 100 }, { token: key });
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

  it('List takes any page size from 1 to 100, as an integrator asks: 25 and 3 too', async () => {
    for (let n = 0; n < 4; n++) await campaign();
    const list = (pageSize: unknown, page = 1) =>
      call(t.app, 'redemption.expose.list', { page, pageSize }, { token: key });
    const all = answerOf('redemption.expose.list', await list(100));
    expect(all.total).toBeGreaterThanOrEqual(4);
    const page = answerOf('redemption.expose.list', await list(25));
    expect(page).toMatchObject({ total: all.total, list: all.list.slice(0, 25) });
    const second = answerOf('redemption.expose.list', await list(3, 2));
    expect(second).toMatchObject({ total: all.total, list: all.list.slice(3, 6) });
    for (const [size, message] of [
      [0, 'validation.too_small'],
      [101, 'validation.too_big'],
      [2.5, 'validation.not_integer'],
    ] as const) {
      expectFieldErrors(await list(size), [{ path: 'pageSize', message }]);
    }
  });

  it('GetTerminal of an unknown terminal answers terminal not found, in the caller’s language', async () => {
    for (const unknown of [
      { merchantCode: 'RM1', terminalCode: 'NO-SUCH' },
      { merchantCode: 'NO-SUCH', terminalCode: 'T1' },
    ]) {
      const res = await call(t.app, 'redemption.expose.terminal', unknown, { token: key });
      const failure = expectFailure(res, 404, 'redemption.terminal_not_found');
      expect(failure).toMatchObject({ code: 5, detail: 'Terminal not found' });
    }
    const vi = await call(
      t.app,
      'redemption.expose.terminal',
      { merchantCode: 'RM1', terminalCode: 'NO-SUCH' },
      { token: key, headers: { 'accept-language': 'vi' } },
    );
    expect(expectFailure(vi, 404, 'redemption.terminal_not_found').detail).toBe(
      'Không tìm thấy điểm bán',
    );
  });
});

describe('employees see redemptions', () => {
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
