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

/** An exact integer: a number while it is safe (up to 2^53 - 1), a bigint past that. */
type Exact = number | bigint;

const exactOf = (digits: string): Exact => {
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : BigInt(digits);
};

function add(a: Exact, b: Exact): Exact {
  if (typeof a === 'number' && typeof b === 'number') {
    // Safe integers whose exact sum passes 2^53 - 1 give at least 2^53: never a safe result.
    const s = a + b;
    if (Number.isSafeInteger(s)) return s;
  }
  return BigInt(a) + BigInt(b);
}

/** `commission` in numbers when every step is a safe integer, else in bigint: the same result. */
function commissionOf(
  rewardType: 'percent' | 'money',
  reward: number,
  count: number,
  sum: Exact,
): Exact {
  if (typeof sum === 'number') {
    const x = rewardType === 'money' ? reward * count : sum * reward + 50;
    // x % 100 and x - x % 100 are exact on safe integers, and so is dividing a multiple of 100.
    if (Number.isSafeInteger(x)) return rewardType === 'money' ? x : (x - (x % 100)) / 100;
  }
  return commission(rewardType, reward, count, BigInt(sum));
}

/**
 * Sales per code with commissions, paged, and totals per currency over the whole period. Sums and
 * commissions are exact (numbers while they are safe integers, bigint past that) and sent as digit
 * strings: they can pass 2^53. Every group of the period is sorted and totalled; only the page's
 * rows are turned into answers.
 */
async function summarise(
  db: Db,
  q: ParsedRequestOf<'sales.listMine'>,
  salesman?: { id: number } | { name: string },
) {
  const rows = await repo.summary(db, q, salesman);
  const all = rows.map((r, index) => {
    const count = Number(r.n);
    const sum = exactOf(r.total);
    const reward = Number(r.reward);
    return {
      r,
      index,
      count,
      sum,
      reward,
      commission: commissionOf(r.reward_type, reward, count, sum),
    };
  });
  type Group = (typeof all)[number];
  // Sorted here, on every group of the period, so a page is a slice of the whole order; ties
  // fall back to the code and the salesman, as the query returned them. The latest sale's time
  // is compared as stored: uniform ISO text, as the roll-up's max() already compares it.
  const sign = q.order === 'desc' ? -1 : 1;
  const byField: Record<SaleSortField, (a: Group, b: Group) => number> = {
    code: () => 0,
    last_at: (a, b) => (a.r.last_at < b.r.last_at ? -1 : a.r.last_at > b.r.last_at ? 1 : 0),
    sum: (a, b) => (a.sum < b.sum ? -1 : a.sum > b.sum ? 1 : 0),
    count: (a, b) => a.count - b.count,
  };
  const compare = byField[q.sort];
  all.sort((a, b) => sign * (compare(a, b) || a.index - b.index));
  const totals = new Map<SaleTotal['currency'], { count: number; sum: Exact; commission: Exact }>();
  for (const s of all) {
    const t = totals.get(s.r.currency);
    if (t) {
      t.count += s.count;
      t.sum = add(t.sum, s.sum);
      t.commission = add(t.commission, s.commission);
    } else {
      totals.set(s.r.currency, { count: s.count, sum: s.sum, commission: s.commission });
    }
  }
  const start = (q.page - 1) * q.page_size;
  const list: SaleSummary[] = all.slice(start, start + q.page_size).map(({ r, ...s }) => ({
    promotion_id: r.promotion_id,
    code: r.code,
    salesman_name: r.salesman_name,
    currency: r.currency,
    reward: s.reward,
    reward_type: r.reward_type,
    count: s.count,
    sum: String(s.sum),
    commission: String(s.commission),
    last_at: new Date(r.last_at).toISOString(),
  }));
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
