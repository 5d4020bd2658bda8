import { quote, type PromotionPackage, type Quote } from '@console/contract/pricing';
import type { ParsedRequestOf } from '@console/contract/routes';
import type { SalesmanOption, SaleSummary, SaleTotal } from '@console/contract/schemas/sales';
import type { Deps } from '../../context';
import type { Db } from '../../db/database';
import type { PromotionRow } from '../promotions/promotions.tables';
import { toPricingCode } from '../promotions/promotions.service';
import { promotionsRepository } from '../promotions/promotions.repository';
import { usersRepository } from '../../db/users.repository';
import { salesRepository as repo } from './sales.repository';

/**
 * Sales per code with commissions, paged, and totals per currency over the whole period. The
 * repository sorts, pages and totals every group of the period in SQL; sums and commissions arrive
 * and leave as exact digit strings (they can pass 2^53).
 */
async function summarise(
  db: Db,
  q: ParsedRequestOf<'sales.listMine'>,
  salesman?: { id: number } | { name: string },
) {
  const { rows, totals } = await repo.summary(db, q, q, salesman);
  const list: SaleSummary[] = rows.map((r) => ({
    promotion_id: r.promotion_id!,
    code: r.code!,
    salesman_name: r.salesman_name,
    currency: r.currency,
    reward: Number(r.reward),
    reward_type: r.reward_type!,
    count: Number(r.n),
    sum: r.total,
    commission: r.commission,
    last_at: new Date(r.last_at!).toISOString(),
  }));
  return {
    total: totals.reduce((all, t) => all + Number(t.pos), 0),
    list,
    totals: totals
      .map((t): SaleTotal => ({
        currency: t.currency,
        count: Number(t.n),
        sum: t.total,
        commission: t.commission,
      }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
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
