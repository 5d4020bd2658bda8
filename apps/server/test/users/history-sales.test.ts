import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { userRow } from '../helpers/accounts';
import { createPromotion, upgradeWith } from '../helpers/promotions';

/** Each subscription history entry says the code used and the amount paid, when there was a sale. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ PRICE_STANDARD_VND: '100000', PRICE_STANDARD_USD: '500' });
  admin = (await login(t.app, 'admin001')).access_token;
  await createPromotion(t.app, admin, 'H-PCT20', { percent: 20 });
  await createPromotion(t.app, admin, 'H-USD', {
    package: 'standard_usd',
    type: 'money',
    money: '100',
  });
});
afterAll(() => t.close());

const as = () => ({ token: admin });

describe('subscription history', () => {
  it('names the code and the amount paid of each upgrade bought with one', async () => {
    const user = (await userRow(t.deps.db, 'pham_van_duc'))!;
    expect((await upgradeWith(t.app, admin, 'pham_van_duc', 3, 'h-pct20')).statusCode).toBe(200);
    const plain = await call(
      t.app,
      'users.upToStandard',
      { username: 'pham_van_duc', count: 1, type: 'monthly' },
      as(),
    );
    expect(plain.statusCode, plain.body).toBe(200);
    expect(
      (await upgradeWith(t.app, admin, 'pham_van_duc', 2, 'H-USD', 'standard_usd')).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'users.downToFree', { username: 'pham_van_duc' }, as())).statusCode,
    ).toBe(200);

    const res = await call(t.app, 'users.history', { user_id: user.id }, as());
    const { list } = answerOf('users.history', res);
    const mine = list.slice(0, 4);
    // Newest first: the downgrade, the dollar upgrade, the plain upgrade, the 20 % upgrade.
    expect(mine.map((r) => [r.action, r.code, r.amount_paid, r.currency])).toEqual([
      ['downgrade', null, null, null],
      ['upgrade', 'H-USD', 900, 'USD'],
      ['upgrade', null, null, null],
      ['upgrade', 'H-PCT20', 240_000, 'VND'],
    ]);
  });
});
