import type { ParsedRequestOf } from '@console/contract/routes';
import type { Sale } from '@console/contract/schemas/sales';
import type { Deps } from '../../context';
import { periodOf } from '../../db/period';
import { promotionsRepository as repo } from './promotions.repository';
import { findPromotion } from './promotions.service';

type CodeSalesRequest = ParsedRequestOf<'promotions.sales'>;

/** A code's sales; for a salesman (`mine`), only his own code and his own sales. */
export async function listCodeSales(
  { db }: Deps,
  q: CodeSalesRequest,
  mine?: { email: string; salesmanId: number },
) {
  const promotion = await findPromotion(db, q.code, mine?.email);
  const { rows, total } = await repo.listSales(db, promotion.id, periodOf(q), q, mine?.salesmanId);
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
