import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, type TestApp } from '../helpers/app';
import { useRollupWorld } from '../helpers/sales-rollup';

/**
 * The sales summary past 2^53 (set-up: helpers/sales-rollup.ts): sums and commissions added up
 * exactly and sorted by, as strings of digits, where a number would round.
 */
const { world, sale, expected, answered } = useRollupWorld();
let t: TestApp;
let manager: string;
beforeAll(() => {
  ({ t, manager } = world);
});

describe('sums past 2^53', () => {
  it('adds up sums and commissions exactly, and sorts by them, past what a number holds', async () => {
    // 2^52 + 1 twice: RU-A's sum is 2^53 + 2, which a number would round; RU-B's stays safe.
    const big = 2 ** 52 + 1;
    await sale('codeA', '2031-05-01T10:00:00.000Z', big);
    await sale('codeA', '2031-05-02T10:00:00.000Z', big);
    await sale('codeB', '2031-05-03T10:00:00.000Z', big);
    for (const period of [{ from: '2031-01-01' }, { from: '2031-05-02', to: '2031-05-31' }, {}]) {
      expect(await answered('sales.list', period, manager), JSON.stringify(period)).toEqual(
        await expected(period),
      );
    }
    const res = await call(
      t.app,
      'sales.list',
      { from: '2031-01-01', sort: 'sum', order: 'desc' },
      { token: manager },
    );
    const body = answerOf('sales.list', res);
    expect(body.list.map((r) => [r.code, r.sum])).toEqual([
      ['RU-A', '9007199254740994'],
      ['RU-B', '4503599627370497'],
    ]);
    // 10% of 2^53 + 2, rounded; RU-B pays 5,000 a sale.
    expect(body.list[0]!.commission).toBe('900719925474099');
    expect(body.totals).toEqual([
      {
        currency: 'VND',
        count: 3,
        sum: '13510798882111491',
        commission: String(900719925474099n + 5000n),
      },
    ]);
  });
});
