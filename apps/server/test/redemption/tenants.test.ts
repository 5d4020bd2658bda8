import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';
import { useRedemptionWorld } from '../helpers/redemption';

/**
 * Two integration clients side by side, on the real database (both, by project) and a test clock:
 * a client's key reaches only the campaigns of its scope and its own redemptions, and a revoked
 * client reaches nothing any more, not even what it made (set-up: helpers/redemption.ts, where
 * "Payments A" takes bank, merchant and private campaigns and "Payments B" bank ones only).
 */
const { world, campaign, body, redeem, budget, newClient } = useRedemptionWorld();
let t: TestApp;
let admin: string;
let risk: string;
let key: string;
let otherKey: string;
beforeAll(() => {
  ({ t, admin, risk, key, otherKey } = world);
});

const customersOf = (campaignId: number) =>
  t.deps.db
    .selectFrom('campaign_customers')
    .select(['phone', 'status'])
    .where('campaign_id', '=', campaignId)
    .orderBy('phone')
    .execute();

const addCustomer = (campaignId: number, phones: string[], token: string) =>
  call(t.app, 'redemption.expose.addCustomer', { campaignId, phones }, { token });

describe('each client reads and redeems the campaigns of its own scope', () => {
  it('B (bank only) neither sees nor redeems A’s merchant campaign, which stays untouched', async () => {
    const bank = await campaign();
    const merchant = await campaign({ type: 'merchant', merchant: 'RM1' });
    const { transactionId: _t, campaignId: _c, ...context } = body(0);
    const seen = async (token: string) => {
      const listed = await call(t.app, 'redemption.expose.list', { pageSize: 100 }, { token });
      const detail = await call(t.app, 'redemption.expose.detail', context, { token });
      const terminal = await call(
        t.app,
        'redemption.expose.terminal',
        { merchantCode: 'RM1', terminalCode: 'T1' },
        { token },
      );
      return {
        listed: answerOf('redemption.expose.list', listed).list.map((c) => c.id),
        detail: answerOf('redemption.expose.detail', detail).list.map((c) => c.id),
        terminal: answerOf('redemption.expose.terminal', terminal).campaignIds,
      };
    };
    const a = await seen(key);
    const b = await seen(otherKey);
    for (const ids of Object.values(a))
      expect(ids).toEqual(expect.arrayContaining([bank, merchant]));
    for (const ids of Object.values(b)) {
      expect(ids).toContain(bank);
      expect(ids).not.toContain(merchant);
    }

    expect((await redeem(body(merchant), otherKey)).reason).toBe('campaign_not_found');
    expect(await budget(merchant)).toMatchObject({ used: '0', uses: 0 });
    expect((await redeem(body(bank), otherKey)).decision).toBe('applied');
    expect((await redeem(body(merchant))).decision).toBe('applied');
    expect(await budget(merchant)).toMatchObject({ used: '20000', uses: 1 });
  });
});

describe('AddCustomer outside the client’s scope', () => {
  it('is refused as an unknown campaign and adds nobody; the campaign’s own client still can', async () => {
    const id = await campaign({ type: 'private' });
    expectFailure(
      await addCustomer(id, ['0901000001', '0901000002'], otherKey),
      404,
      'redemption.campaign_not_found',
    );
    expect(await customersOf(id)).toEqual([]);
    // B's phone is not made eligible by its refused call either.
    expect((await redeem(body(id, { customerPhone: '0901000001' }))).reason).toBe(
      'customer_not_eligible',
    );

    const added = await addCustomer(id, ['0901000003'], key);
    expect(added.json()).toEqual({ success: true, added: 1, existing: 0 });
    // B cannot change the list A made either: its repeat of A's phone is refused the same way.
    expectFailure(
      await addCustomer(id, ['0901000003', '0901000004'], otherKey),
      404,
      'redemption.campaign_not_found',
    );
    expect(await customersOf(id)).toEqual([{ phone: '0901000003', status: 'open' }]);
  });

  it('is refused for a client scoped by campaign ids on a private campaign not among them', async () => {
    const mine = await campaign({ type: 'private' });
    const notMine = await campaign({ type: 'private' });
    const scoped = await newClient({ name: 'Only one private', campaignIds: [mine] });
    expect((await addCustomer(mine, ['0901000005'], scoped.key)).json()).toMatchObject({
      added: 1,
    });
    expectFailure(
      await addCustomer(notMine, ['0901000005'], scoped.key),
      404,
      'redemption.campaign_not_found',
    );
    expect(await customersOf(notMine)).toEqual([]);
  });
});

describe('a revoked client', () => {
  it('can no longer read nor reverse its redemptions, which stay as they were', async () => {
    const c = await newClient({ name: 'Revoked later', campaignTypes: ['bank'] });
    const id = await campaign();
    const input = body(id);
    expect((await redeem(input, c.key)).decision).toBe('applied');
    // The other tenant's redemption of the same campaign, which the revocation must not touch.
    const others = body(id, { customerPhone: '0901000077' });
    expect((await redeem(others, otherKey)).decision).toBe('applied');
    expect(await budget(id)).toMatchObject({ used: '40000', uses: 2 });

    const revoked = await call(
      t.app,
      'redemption.clients.revoke',
      { id: c.item.id },
      {
        token: admin,
      },
    );
    expect(revoked.statusCode, revoked.body).toBe(200);

    const transactionId = input.transactionId;
    expectFailure(
      await call(t.app, 'redemption.expose.get', { transactionId }, { token: c.key }),
      401,
      'auth.unauthenticated',
    );
    expectFailure(
      await call(t.app, 'redemption.expose.reverse', { transactionId }, { token: c.key }),
      401,
      'auth.unauthenticated',
    );
    expectFailure(
      await call(
        t.app,
        'redemption.expose.reverse',
        { transactionId, refundId: 'after-revoke', refundAmount: 100_000 },
        { token: c.key },
      ),
      401,
      'auth.unauthenticated',
    );
    // Nothing was reversed: the budget and the redemption as employees read them are unchanged.
    expect(await budget(id)).toMatchObject({ used: '40000', uses: 2 });
    const list = await call(
      t.app,
      'redemption.list',
      { campaignId: id, page: 1, pageSize: 10 },
      { token: risk },
    );
    const rows = answerOf('redemption.list', list).list;
    expect(rows.find((r) => r.transactionId === transactionId)).toMatchObject({
      state: 'applied',
      refundedAmount: 0,
      discountReversed: 0,
    });
    // The other client goes on reading its own.
    const theirs = await call(
      t.app,
      'redemption.expose.get',
      { transactionId: others.transactionId },
      { token: otherKey },
    );
    expect(answerOf('redemption.expose.get', theirs).item).toMatchObject({
      clientName: 'Payments B',
      state: 'applied',
    });
  });
});
