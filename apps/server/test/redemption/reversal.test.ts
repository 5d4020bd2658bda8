import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';
import { useRedemptionWorld } from '../helpers/redemption';

/**
 * Reversals of redemptions through the CampaignExpose calls, on the real database (both, by
 * project) and a test clock: whole, partial and in proportion, replayed, and none for a refusal
 * (set-up: helpers/redemption.ts).
 */
const { world, campaign, body, redeem, budget } = useRedemptionWorld();
let t: TestApp;
let key: string;
beforeAll(() => {
  ({ t, key } = world);
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
      totalRefunded: 100_000,
    });
    expect(await budget(id)).toMatchObject({ used: '20000', uses: 1 });
    expect(await reverse('b', 250_000)).toMatchObject({
      decision: 'rejected',
      reason: 'refund_exceeds_amount',
      message: expect.stringMatching(/\S/),
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
      totalRefunded: 300_000,
      totalDiscountReversed: 30_000,
    });
    expect(await budget(id)).toMatchObject({ used: '0', uses: 0 });
    const got = await call(
      t.app,
      'redemption.expose.get',
      { transactionId: input.transactionId },
      { token: key },
    );
    expect(answerOf('redemption.expose.get', got).reversals.map((r) => r.refundId)).toEqual([
      'a',
      'c',
    ]);
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
