import { beforeAll, describe, expect, it } from 'vitest';
import { withoutRollupTriggers } from '../../src/db/migrations/0066_sales_rollup';
import type { TestApp } from '../helpers/app';
import { upgradeWith } from '../helpers/promotions';
import { useRollupWorld } from '../helpers/sales-rollup';

/**
 * sale/list and sale/list_mine read their per-code summary and totals from the roll-up (migration
 * 0066), which triggers keep with every write of `sales`. Whatever writes the sales (the upgrade,
 * the repository, raw inserts, updates and deletes as an import or a correction would, a bulk
 * write without the triggers), the summary and totals equal those computed from the raw sales,
 * for periods cut at day, month and year boundaries and with the salesman filters (set-up and the
 * computation: helpers/sales-rollup.ts).
 */
const { world, ids, sale, expected, answered, expectRollupOfSales, expectAllMatch } =
  useRollupWorld();
let t: TestApp;
let admin: string;
let manager: string;
beforeAll(() => {
  ({ t, admin, manager } = world);
});

describe('the sales summary from the roll-up', () => {
  it('equals the raw sales after sales across day, month and year boundaries', async () => {
    // Through the product's own write: an upgrade with a code.
    const up = await upgradeWith(t.app, admin, 'le-thu-trang', 2, 'RU-A');
    expect(up.statusCode, up.body).toBe(200);
    await sale('codeA', '2025-12-31T23:59:59.999Z', 90_000);
    await sale('codeA', '2026-01-01T00:00:00.000Z', 91_000);
    await sale('codeA', '2026-03-31T23:59:59.999Z', 92_000);
    await sale('codeA', '2026-04-01T00:00:00.000Z', 93_000);
    await sale('codeA', '2026-04-01T12:00:00.000Z', 94_000, { currency: 'USD' });
    await sale('codeB', '2026-03-31T10:00:00.000Z', 95_000);
    await sale('codeB', '2026-03-31T11:00:00.000Z', 96_000, { salesman_id: null });
    await sale('codeC', '2025-06-15T08:00:00.000Z', 97_000);
    await sale('codeC', '2026-04-30T23:00:00.000Z', 98_000);
    await sale('codeC', '2024-02-29T12:00:00.000Z', 99_000);
    const all = await answered('sales.list', {}, manager);
    expect(all.totals).toEqual([
      expect.objectContaining({ currency: 'USD', count: 1, sum: '94000' }),
      expect.objectContaining({ currency: 'VND', count: 10 }),
    ]);
    await expectAllMatch();
  });

  it('follows raw inserts, edits and deletes of sales', async () => {
    const { db } = t.deps;
    // A raw insert of several rows, as an import would.
    await db
      .insertInto('sales')
      .values(
        ['2026-03-31T23:00:00.000Z', '2026-04-01T00:30:00.000Z'].map((at) => ({
          promotion_id: ids.codeB,
          code: 'RU-B',
          user_id: ids.buyer,
          salesman_id: ids.salesman1,
          months: 1,
          bonus_months: 0,
          list_price: 1_000,
          discount: 0,
          amount_paid: 1_000,
          currency: 'VND' as const,
          at,
        })),
      )
      .execute();
    await expectAllMatch();

    // An edit moves a sale across a day, a month and a year, and another changes its amount.
    const latestA = await db
      .selectFrom('sales')
      .select('id')
      .where('at', '=', '2026-01-01T00:00:00.000Z')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('sales')
      .set({ at: '2025-12-31T12:00:00.000Z', amount_paid: 12_345 })
      .where('id', '=', latestA.id)
      .execute();
    await expectAllMatch();
    // Another salesman, another currency, no salesman.
    await db
      .updateTable('sales')
      .set({ salesman_id: ids.sellerB })
      .where('at', '=', '2026-04-01T00:00:00.000Z')
      .execute();
    await db
      .updateTable('sales')
      .set({ currency: 'USD' })
      .where('at', '=', '2026-03-31T23:59:59.999Z')
      .execute();
    await db
      .updateTable('sales')
      .set({ salesman_id: null })
      .where('at', '=', '2025-06-15T08:00:00.000Z')
      .execute();
    await expectAllMatch();

    // Deleting the latest sale of a bucket: its latest time is the one before it (RU-B's of
    // salesman1 in 2026 goes back to 31 March), or the bucket goes with its last sale.
    await db.deleteFrom('sales').where('at', '=', '2026-04-01T00:30:00.000Z').execute();
    await db.deleteFrom('sales').where('at', '=', '2026-04-30T23:00:00.000Z').execute();
    await db.deleteFrom('sales').where('at', '=', '2026-03-31T11:00:00.000Z').execute();
    await expectAllMatch();
    // Deleting every sale of a code: it leaves the list, and no empty bucket stays behind.
    await db.deleteFrom('sales').where('promotion_id', '=', ids.codeC).execute();
    await expectAllMatch();
    const left = await db
      .selectFrom('sales_rollup')
      .select('promotion_id')
      .where('promotion_id', '=', ids.codeC)
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps the roll-up equal to the raw sales bucket by bucket', async () => {
    const rollup = await expectRollupOfSales();
    expect(rollup.length).toBeGreaterThan(10);
  });

  it('is the same after a bulk write made without the triggers and rolled up again', async () => {
    // The scale seed's way (bench/seed-scale.ts): triggers dropped for the bulk insert or
    // delete, then one roll-up of every sale, in one transaction.
    const { db } = t.deps;
    await withoutRollupTriggers(db, async (trx) => {
      await trx
        .insertInto('sales')
        .values(
          ['2026-02-28T10:00:00.000Z', '2026-02-28T23:00:00.000Z', '2025-01-05T01:00:00.000Z'].map(
            (at, k) => ({
              promotion_id: ids.codeA,
              code: 'RU-A',
              user_id: ids.buyer,
              salesman_id: k === 2 ? null : ids.salesman1,
              months: 1,
              bonus_months: 0,
              list_price: 5_000 + k,
              discount: 0,
              amount_paid: 5_000 + k,
              currency: 'VND' as const,
              at,
            }),
          ),
        )
        .execute();
      await trx.deleteFrom('sales').where('at', '=', '2025-12-31T23:59:59.999Z').execute();
    });
    await expectRollupOfSales();
    await expectAllMatch();
    // The triggers are back: later writes are rolled up again.
    await sale('codeB', '2026-02-28T12:00:00.000Z', 7_000);
    await db.deleteFrom('sales').where('at', '=', '2026-02-28T23:00:00.000Z').execute();
    await expectRollupOfSales();
    await expectAllMatch();
  });

  it('keeps one row per code, salesman and currency: one code of two salesmen and of none', async () => {
    // The summary groups once, then joins the code and the salesman (sales.repository.ts): the
    // joins must not merge or drop any of these three groups, filtered or not.
    await sale('codeA', '2030-05-10T10:00:00.000Z', 1_000, { salesman_id: ids.sellerB });
    await sale('codeA', '2030-05-10T11:00:00.000Z', 2_000);
    await sale('codeA', '2030-05-10T12:00:00.000Z', 4_000, { salesman_id: null });
    await sale('codeA', '2030-05-10T13:00:00.000Z', 8_000, { salesman_id: null });
    const day = { from: '2030-05-10', to: '2030-05-10' };
    const all = await answered('sales.list', day, manager);
    expect(all.list.map((r) => [r.code, r.salesman_name, r.count, r.sum])).toEqual([
      ['RU-A', null, 2, '12000'],
      ['RU-A', 'rollup-seller', 1, '1000'],
      ['RU-A', 'salesman1', 1, '2000'],
    ]);
    expect(all).toEqual(await expected(day));
    const filtered = await answered('sales.list', { ...day, salesman: 'ROLLUP-sell' }, manager);
    expect(filtered).toEqual(await expected(day, [ids.sellerB]));
    expect(filtered.total).toBe(1);
  });
});
