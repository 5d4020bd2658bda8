import { commission, quote, type PromotionPackage, type Quote } from '@console/contract/pricing';
import type { ParsedRequestOf } from '@console/contract/routes';
import type {
  SALE_SORT_FIELDS,
  SalesmanOption,
  SaleSummary,
  SaleTotal,
} from '@console/contract/schemas/sales';
import type { Deps } from '../../context';
import type { Db } from '../../db/database';
import type { PromotionRow } from '../promotions/promotions.tables';
import { toPricingCode } from '../promotions/promotions.service';
import { promotionsRepository } from '../promotions/promotions.repository';
import { usersRepository } from '../users/users.repository';
import { salesRepository as repo } from './sales.repository';

type SaleSortField = (typeof SALE_SORT_FIELDS)[number];

/**
 * Sales per code with commissions, paged, and totals per currency over the whole period. Sums and
 * commissions are added in bigint and sent as digit strings: they can pass 2^53.
 */
async function summarise(
  db: Db,
  q: ParsedRequestOf<'sales.listMine'>,
  salesman?: { id: number } | { name: string },
) {
  const rows = await repo.summary(db, q, salesman);
  const all = rows.map((r) => {
    const count = Number(r.n);
    const sum = BigInt(r.total);
    const reward = Number(r.reward);
    return {
      promotion_id: r.promotion_id,
      code: r.code,
      salesman_name: r.salesman_name,
      currency: r.currency,
      reward,
      reward_type: r.reward_type,
      count,
      sum,
      commission: commission(r.reward_type, reward, count, sum),
      last_at: new Date(r.last_at).toISOString(),
    };
  });
  // Sorted here, on every group of the period, so a page is a slice of the whole order; ties
  // fall back to the code and the salesman, as the query returned them.
  const sign = q.order === 'desc' ? -1 : 1;
  const byField: Record<
    SaleSortField,
    (a: (typeof all)[number], b: (typeof all)[number]) => number
  > = {
    code: () => 0,
    last_at: (a, b) => (a.last_at < b.last_at ? -1 : a.last_at > b.last_at ? 1 : 0),
    sum: (a, b) => (a.sum < b.sum ? -1 : a.sum > b.sum ? 1 : 0),
    count: (a, b) => a.count - b.count,
  };
  const indexed = all.map((row, index) => ({ row, index }));
  indexed.sort((a, b) => sign * (byField[q.sort](a.row, b.row) || a.index - b.index));
  all.splice(0, all.length, ...indexed.map(({ row }) => row));
  const totals = new Map<
    SaleTotal['currency'],
    { count: number; sum: bigint; commission: bigint }
  >();
  for (const s of all) {
    const t = totals.get(s.currency) ?? { count: 0, sum: 0n, commission: 0n };
    t.count += s.count;
    t.sum += s.sum;
    t.commission += s.commission;
    totals.set(s.currency, t);
  }
  const start = (q.page - 1) * q.page_size;
  const list: SaleSummary[] = all
    .slice(start, start + q.page_size)
    .map((s) => ({ ...s, sum: String(s.sum), commission: String(s.commission) }));
  return {
    total: all.length,
    list,
    totals: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, t]): SaleTotal => ({
        currency,
        count: t.count,
        sum: String(t.sum),
        commission: String(t.commission),
      })),
  };
}

export async function listSales({ db }: Deps, q: ParsedRequestOf<'sales.list'>) {
  return summarise(db, q, q.salesman ? { name: q.salesman } : undefined);
}

const SALESMAN_OPTIONS = 20 as const;

/** Salesmen for the sales filter's picker: live accounts of the salesman role, by name. */
export async function searchSalesmen({ db }: Deps, keyword: string): Promise<SalesmanOption[]> {
  const { rows } = await usersRepository.list(
    db,
    { keyword, page: 1, page_size: SALESMAN_OPTIONS, order: 'asc', sort: 'user_name' },
    'salesman',
  );
  return rows.map((r) => ({ id: r.id, user_name: r.user_name, full_name: r.full_name }));
}

export const listMySales = ({ db }: Deps, q: ParsedRequestOf<'sales.listMine'>, id: number) =>
  summarise(db, q, { id });

/** The price of a purchase, with the code (if any) applied; an unknown code gives a reason. */
export async function priceOf(
  { db, config, clock }: Deps,
  pkg: PromotionPackage,
  months: number,
  code: string | undefined,
): Promise<{ quote: Quote; promotion: PromotionRow | undefined }> {
  const promotion = code ? await promotionsRepository.findByCode(db, code) : undefined;
  const result = quote({
    package: pkg,
    months,
    prices: config.prices,
    now: clock.now(),
    ...(code && { promotion: promotion ? toPricingCode(promotion) : null }),
  });
  return { quote: result, promotion };
}
