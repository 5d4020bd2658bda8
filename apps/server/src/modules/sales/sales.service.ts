import { commission, quote, type PromotionPackage, type Quote } from '@console/contract/pricing';
import type { ParsedRequestOf } from '@console/contract/routes';
import type { Sale, SaleSummary, SaleTotal } from '@console/contract/schemas/sales';
import type { Deps } from '../../context';
import type { Db } from '../../db/database';
import type { PromotionRow } from '../../db/schema';
import { usersRepository } from '../users/users.repository';
import { findPromotion, toPricingCode } from '../promotions/promotions.service';
import { promotionsRepository } from '../promotions/promotions.repository';
import { salesRepository as repo, type Period } from './sales.repository';

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** A from–to range of days (UTC, both inclusive) as bounds on the sale time. */
export const periodOf = (q: { from?: string; to?: string }): Period => ({
  ...(q.from && { fromIso: `${q.from}T00:00:00.000Z` }),
  ...(q.to && { toIsoExclusive: nextDay(q.to) }),
});

type CodeSalesRequest = ParsedRequestOf<'promotions.sales'>;

/** A code's sales; for a salesman (`mine`), only his own code and his own sales. */
export async function listCodeSales(
  { db }: Deps,
  q: CodeSalesRequest,
  mine?: { email: string; salesmanId: number },
) {
  const promotion = await findPromotion(db, q.code, mine?.email);
  const { rows, total } = await repo.listForPromotion(
    db,
    promotion.id,
    periodOf(q),
    q,
    mine?.salesmanId,
  );
  const list: Sale[] = rows.map((r) => ({
    id: r.id,
    code: r.code,
    user_name: r.user_name,
    salesman_name: r.salesman_name,
    months: r.months,
    bonus_months: r.bonus_months,
    list_price: Number(r.list_price),
    discount: Number(r.discount),
    amount_paid: Number(r.amount_paid),
    currency: r.currency,
    at: r.at,
  }));
  return { total, list };
}

/** Sales per code with commissions, paged, and totals per currency over the whole period. */
async function summarise(db: Db, q: ParsedRequestOf<'sales.listMine'>, salesmanId?: number) {
  const rows = await repo.summary(db, periodOf(q), salesmanId);
  const all: SaleSummary[] = rows.map((r) => {
    const count = Number(r.n);
    const sum = Number(r.total ?? 0);
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
    };
  });
  const totals = new Map<string, SaleTotal>();
  for (const s of all) {
    const t = totals.get(s.currency) ?? { currency: s.currency, count: 0, sum: 0, commission: 0 };
    t.count += s.count;
    t.sum += s.sum;
    t.commission += s.commission;
    totals.set(s.currency, t);
  }
  const start = (q.page - 1) * q.page_size;
  return {
    total: all.length,
    list: all.slice(start, start + q.page_size),
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

export async function listSales({ db }: Deps, q: ParsedRequestOf<'sales.list'>) {
  if (!q.salesman) return summarise(db, q);
  const salesman = await usersRepository.findByUserName(db, q.salesman.toLowerCase());
  if (!salesman) return { total: 0, list: [], totals: [] };
  return summarise(db, q, salesman.id);
}

export const listMySales = ({ db }: Deps, q: ParsedRequestOf<'sales.listMine'>, id: number) =>
  summarise(db, q, id);

/** The price of a purchase, with the code (if any) applied; an unknown code gives a reason. */
export async function priceOf(
  { db, config }: Deps,
  pkg: PromotionPackage,
  months: number,
  code: string | undefined,
): Promise<{ quote: Quote; promotion: PromotionRow | undefined }> {
  const promotion = code ? await promotionsRepository.findByCode(db, code) : undefined;
  const result = quote({
    package: pkg,
    months,
    prices: config.prices,
    now: new Date(),
    ...(code && { promotion: promotion ? toPricingCode(promotion) : null }),
  });
  return { quote: result, promotion };
}
