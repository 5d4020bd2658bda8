import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, type TestApp } from '../helpers/app';
import { expectFieldErrors } from '../helpers/expect';
import { DAY, at, useRedemptionWorld } from '../helpers/redemption';

/**
 * Voucher codes on Quote, Redeem and GetDetail, on the real database (both, by project) and a
 * test clock (docs/decisions/redemption.md, "Voucher codes"): a campaign with a code applies only
 * to a request naming it (trimmed, either case); a code no campaign of the client's has is
 * "voucher not found", a used-up one "voucher already used", one whose campaign gives the
 * transaction nothing "benefit not found", each in English and Vietnamese; two clients' codes
 * reach only their own campaigns. Each test uses codes of its own, as the file shares one app.
 */
const { world, clock, campaign, body, redeem, budget } = useRedemptionWorld();
let t: TestApp;
let key: string;
let otherKey: string;
beforeAll(() => {
  ({ t, key, otherKey } = world);
});

const withCode = (voucherCode: string, details: Record<string, unknown> = {}) => ({
  details: { voucherCode, ...details },
});

/** A Redeem request naming only a code (and no campaign). */
const byCode = (voucherCode: string, overrides: Record<string, unknown> = {}) => {
  const { campaignId: _c, ...rest } = body(0, overrides);
  return { ...rest, voucherCode };
};

/** A Quote request: a Redeem request without its transaction id. */
const quoteOf = (input: Record<string, unknown>) => {
  const { transactionId: _t, ...rest } = input;
  return rest;
};

async function quote(input: Record<string, unknown>, lang = 'en', token = key) {
  const res = await call(t.app, 'redemption.expose.quote', quoteOf(input), {
    token,
    headers: { 'accept-language': lang },
  });
  return answerOf('redemption.expose.quote', res);
}

async function redeemIn(lang: string, input: Record<string, unknown>, token = key) {
  const res = await call(t.app, 'redemption.expose.redeem', input, {
    token,
    headers: { 'accept-language': lang },
  });
  return answerOf('redemption.expose.redeem', res);
}

const untouched = { used: '0', uses: 0 };

describe('the right code', () => {
  it('quotes and redeems its campaign, trimmed and in either case, named or found by the code', async () => {
    const id = await campaign(withCode('SUMMER-26'));
    expect(await quote(body(id, { voucherCode: ' summer-26 ' }))).toMatchObject({
      decision: 'eligible',
      reason: null,
      campaignId: id,
      discount: 20_000,
    });
    expect(await quote(byCode('Summer-26'))).toMatchObject({
      decision: 'eligible',
      campaignId: id,
      discount: 20_000,
    });
    expect(await redeem(body(id, { voucherCode: 'summer-26' }))).toMatchObject({
      decision: 'applied',
      campaignId: id,
      discount: 20_000,
      message: 'Discount applied',
    });
    expect(await redeem(byCode('SUMMER-26', { customerPhone: '0901000002' }))).toMatchObject({
      decision: 'applied',
      campaignId: id,
    });
    expect(await budget(id)).toMatchObject({ used: '40000', uses: 2 });
  });

  it('a replay by code answers the first answer', async () => {
    const id = await campaign(withCode('REPLAY-1'));
    const input = byCode('REPLAY-1');
    const first = await redeem(input);
    expect(first).toMatchObject({ decision: 'applied', campaignId: id, replayed: false });
    expect(await redeem(input)).toMatchObject({ ...first, replayed: true });
    expect(await budget(id)).toMatchObject({ uses: 1 });
  });

  it('among campaigns sharing a code, the one giving the most discount applies, then the lowest id', async () => {
    const small = await campaign(withCode('SHARED-1'));
    const big = await campaign(
      withCode('SHARED-1', {
        totalUsageLimit: 1,
        defaultCondition: {
          discountRate: 20,
          maxDiscountAmount: 50_000,
          minTransactionAmount: 100_000,
        },
      }),
    );
    const twin = await campaign(withCode('SHARED-1'));
    expect(await redeem(byCode('SHARED-1'))).toMatchObject({ campaignId: big, discount: 40_000 });
    // The larger one used up, the two equal ones are left: the lower id applies.
    expect(await redeem(byCode('SHARED-1', { customerPhone: '0901000002' }))).toMatchObject({
      decision: 'applied',
      campaignId: small,
      discount: 20_000,
    });
    expect(await budget(big)).toMatchObject({ used: '40000', uses: 1 });
    expect(await budget(twin)).toMatchObject(untouched);
  });
});

describe('a code that is not the campaign’s: voucher not found', () => {
  it('a wrong code, no code against a voucher campaign, a code against a campaign without one, an unknown code', async () => {
    const id = await campaign(withCode('WINTER-1'));
    const plain = await campaign();
    const notFound = { decision: 'rejected', reason: 'voucher_not_found' };
    expect(await redeem(body(id, { voucherCode: 'WINTER-2' }))).toMatchObject({
      ...notFound,
      campaignId: id,
      message: 'Voucher not found',
    });
    expect(await redeem(body(id))).toMatchObject(notFound);
    expect(await redeem(body(plain, { voucherCode: 'WINTER-1' }))).toMatchObject(notFound);
    expect(await redeemIn('vi', byCode('NOPE-9'))).toMatchObject({
      ...notFound,
      campaignId: null,
      message: 'Không tìm thấy voucher',
    });
    expect(await quote(body(id), 'vi')).toMatchObject({
      ...notFound,
      message: 'Không tìm thấy voucher',
    });
    expect(await quote(byCode('WINTER-11'))).toMatchObject(notFound);
    expect(await budget(id)).toMatchObject(untouched);
    expect(await budget(plain)).toMatchObject(untouched);
    // A campaign without a code and a request without one: as before codes.
    expect(await redeem(body(plain))).toMatchObject({ decision: 'applied', discount: 20_000 });
  });

  it('a campaign not yet approved is not found by its code', async () => {
    const draft = await campaign({ state: 'draft', ...withCode('DRAFT-1') });
    expect(await redeem(byCode('DRAFT-1'))).toMatchObject({
      reason: 'voucher_not_found',
      campaignId: null,
    });
    expect(await budget(draft)).toMatchObject(untouched);
  });

  it('a request naming neither a campaign nor a code is refused with 400', async () => {
    const { voucherCode: _v, ...neither } = byCode('X');
    expectFieldErrors(await call(t.app, 'redemption.expose.redeem', neither, { token: key }), [
      { path: 'campaignId', message: 'validation.required' },
    ]);
    expectFieldErrors(
      await call(t.app, 'redemption.expose.quote', quoteOf({ ...neither, voucherCode: '  ' }), {
        token: key,
      }),
      [{ path: 'campaignId', message: 'validation.required' }],
    );
  });
});

describe('a used-up code: voucher already used', () => {
  it('once the customer used it, and once its campaign reached its total uses', async () => {
    const id = await campaign(
      withCode('ONCE-1', { usesPerCycle: 1, usesPerCampaign: 1, totalUsageLimit: 2 }),
    );
    const used = { decision: 'rejected', reason: 'voucher_already_used', campaignId: id };
    expect((await redeem(byCode('ONCE-1'))).decision).toBe('applied');
    // Named by its campaign: the write refuses; by the code alone: the checks do.
    expect(await redeem(body(id, { voucherCode: 'once-1' }))).toMatchObject({
      ...used,
      message: 'Voucher already used',
    });
    expect(await redeemIn('vi', byCode('ONCE-1'))).toMatchObject({
      ...used,
      message: 'Voucher đã được sử dụng',
    });
    expect(await quote(byCode('ONCE-1'))).toMatchObject(used);

    expect((await redeem(byCode('ONCE-1', { customerPhone: '0901000002' }))).decision).toBe(
      'applied',
    );
    const third = { customerPhone: '0901000003' };
    expect(await quote(byCode('ONCE-1', third), 'vi')).toMatchObject({
      ...used,
      message: 'Voucher đã được sử dụng',
    });
    expect(await redeem(body(id, { ...third, voucherCode: 'ONCE-1' }))).toMatchObject(used);
    expect(await budget(id)).toMatchObject({ used: '40000', uses: 2 });
  });

  it('the next day the customer may use it again, while the campaign has uses left', async () => {
    const id = await campaign(withCode('DAILY-1', { usesPerCycle: 1, usesPerCampaign: 2 }));
    expect((await redeem(byCode('DAILY-1'))).decision).toBe('applied');
    expect((await redeem(byCode('DAILY-1'))).reason).toBe('voucher_already_used');
    clock.set(at(DAY));
    expect(await redeem(byCode('DAILY-1'))).toMatchObject({ decision: 'applied', campaignId: id });
  });
});

describe('a code whose campaign gives this transaction nothing: benefit not found', () => {
  it('below the minimum, another merchant, outside its time, not running', async () => {
    const id = await campaign(withCode('RULES-1'));
    const merchant = await campaign({ type: 'merchant', ...withCode('RULES-2') });
    const ended = await campaign({ state: 'out_of_date', ...withCode('RULES-3') });
    const none = { decision: 'rejected', reason: 'benefit_not_found' };
    expect(await redeem(byCode('RULES-1', { amount: 50_000 }))).toMatchObject({
      ...none,
      campaignId: id,
      message: 'Benefit not found',
    });
    expect(
      await redeemIn('vi', body(id, { voucherCode: 'RULES-1', amount: 99_000 })),
    ).toMatchObject({ ...none, message: 'Không tìm thấy ưu đãi' });
    expect(await redeem(byCode('RULES-2', { merchantCode: 'OTHER' }))).toMatchObject({
      ...none,
      campaignId: merchant,
    });
    expect(await quote(byCode('RULES-1', { time: at(11 * DAY) }), 'vi')).toMatchObject({
      ...none,
      message: 'Không tìm thấy ưu đãi',
    });
    expect(await quote(byCode('RULES-3'))).toMatchObject({ ...none, campaignId: ended });
    for (const c of [id, merchant, ended]) expect(await budget(c)).toMatchObject(untouched);
  });
});

describe('GetDetail', () => {
  it('with a code lists the code’s campaigns that apply; without, the campaigns without a code', async () => {
    const voucher = await campaign(withCode('DETAIL-1'));
    const plain = await campaign();
    const { transactionId: _t, campaignId: _c, ...context } = body(0);
    const listed = async (input: Record<string, unknown>) =>
      answerOf(
        'redemption.expose.detail',
        await call(t.app, 'redemption.expose.detail', input, { token: key }),
      ).list.map((c) => c.id);
    const withVoucher = await listed({ ...context, voucherCode: 'detail-1' });
    expect(withVoucher).toContain(voucher);
    expect(withVoucher).not.toContain(plain);
    const without = await listed(context);
    expect(without).toContain(plain);
    expect(without).not.toContain(voucher);
  });
});

describe('two integration clients', () => {
  it('a code reaches only the campaigns of the caller’s scope; the other’s stay untouched', async () => {
    // Payments A takes merchant campaigns, B bank ones only; both campaigns have one code.
    const merchant = await campaign({
      type: 'merchant',
      ...withCode('TENANT-1', {
        defaultCondition: {
          discountRate: 20,
          maxDiscountAmount: 50_000,
          minTransactionAmount: 100_000,
        },
      }),
    });
    const bank = await campaign(withCode('TENANT-1'));
    const onlyA = await campaign({ type: 'merchant', ...withCode('TENANT-A') });

    expect(await redeem(byCode('TENANT-1'), otherKey)).toMatchObject({
      decision: 'applied',
      campaignId: bank,
      discount: 20_000,
    });
    // B learns nothing of A's campaign: its code is unknown to B, its id not found.
    expect(await redeem(byCode('TENANT-A'), otherKey)).toMatchObject({
      reason: 'voucher_not_found',
      campaignId: null,
    });
    expect(await quote(byCode('TENANT-A'), 'en', otherKey)).toMatchObject({
      reason: 'voucher_not_found',
      campaignId: null,
    });
    expect(await redeem(body(onlyA, { voucherCode: 'TENANT-A' }), otherKey)).toMatchObject({
      reason: 'campaign_not_found',
    });
    expect(await budget(merchant)).toMatchObject(untouched);
    expect(await budget(onlyA)).toMatchObject(untouched);

    expect(await redeem(byCode('TENANT-1', { customerPhone: '0901000002' }))).toMatchObject({
      decision: 'applied',
      campaignId: merchant,
      discount: 40_000,
    });
    expect(await redeem(byCode('TENANT-A', { customerPhone: '0901000002' }))).toMatchObject({
      decision: 'applied',
      campaignId: onlyA,
    });
    expect(await budget(bank)).toMatchObject({ used: '20000', uses: 1 });
  });
});
