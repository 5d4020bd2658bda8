import { AGENTS_PER_ACCOUNT } from '@console/contract/constants';
import type { SubscriptionChange, User } from '@console/contract/schemas/users';
import type { AuthUser, Deps } from '../../context';
import type { PromotionPackage, Quote } from '@console/contract/pricing';
import { nowIso, type Db } from '../../db/database';
import type { PromotionRow, SubscriptionHistoryRow } from '../../db/schema';
import { AppError } from '../../errors';
import { usersRepository } from '../users/users.repository';
import { toUser } from '../users/users.service';
import { salesRepository } from '../sales/sales.repository';
import { priceOf } from '../sales/sales.service';
import { addMonths } from './months';
import { subscriptionsRepository as repo } from './subscriptions.repository';

const PAID = new Set(['standard', 'premium']);

const toChange = (row: SubscriptionHistoryRow): SubscriptionChange => ({
  id: row.id,
  at: row.at,
  actor_name: row.actor_name,
  action: row.action,
  from_role: row.from_role,
  to_role: row.to_role,
  from_end: row.from_end,
  to_end: row.to_end,
  months: row.months,
});

/**
 * The standard package for `months` more calendar months: counted from the current end while a
 * paid period is running, else from now (docs/decisions/accounts.md).
 */
export async function upToStandard(
  deps: Deps,
  actor: AuthUser,
  userName: string,
  months: number,
  purchase: { package?: PromotionPackage; code?: string } = {},
): Promise<User> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await usersRepository.findByUserName(trx, userName.trim().toLowerCase());
    if (!row) throw new AppError('user.not_found');
    // A code that does not apply is refused rather than silently ignored (docs/decisions/pricing.md).
    const sale = purchase.code
      ? await priceOf(
          { ...deps, db: trx },
          purchase.package ?? 'standard_vnd',
          months,
          purchase.code,
        )
      : undefined;
    if (sale?.quote.reason) throw new AppError(sale.quote.reason);
    const bonus = sale?.quote.bonus_months ?? 0;
    const now = nowIso();
    const running =
      PAID.has(row.admin_role) && row.subscription_end !== null && row.subscription_end > now;
    const end = addMonths(running ? row.subscription_end! : now, months + bonus);
    const updated = await usersRepository.update(trx, row.id, {
      admin_role: 'standard',
      subscription_begin: running ? row.subscription_begin : now,
      subscription_end: end,
      license: AGENTS_PER_ACCOUNT,
      updated_at: now,
    });
    await repo.insertHistory(trx, {
      user_id: row.id,
      at: now,
      actor_id: actor.id,
      actor_name: actor.user_name,
      action: 'upgrade',
      from_role: row.admin_role,
      to_role: 'standard',
      from_end: row.subscription_end,
      to_end: end,
      months: months + bonus,
    });
    if (sale?.promotion) await recordSale(trx, row.id, sale.promotion, sale.quote, now);
    return toUser(updated!);
  });
}

/** The sale of an upgrade made with a code, credited to the salesman whose e-mail the code has. */
async function recordSale(trx: Db, userId: number, promotion: PromotionRow, q: Quote, at: string) {
  const salesman = await usersRepository.findByEmail(trx, promotion.email);
  await salesRepository.insert(trx, {
    promotion_id: promotion.id,
    code: promotion.code,
    user_id: userId,
    salesman_id: salesman?.id ?? null,
    months: q.months,
    bonus_months: q.bonus_months,
    list_price: q.list_price,
    discount: q.discount,
    amount_paid: q.amount_due,
    currency: q.currency,
    at,
  });
}

/** Back to the free package: the paid period ends now and the agent licences go. */
export async function downToFree({ db }: Deps, actor: AuthUser, userName: string): Promise<User> {
  return db.transaction().execute(async (trx) => {
    const row = await usersRepository.findByUserName(trx, userName.trim().toLowerCase());
    if (!row) throw new AppError('user.not_found');
    if (row.admin_role === 'free') throw new AppError('users.already_free');
    const now = nowIso();
    const updated = await usersRepository.update(trx, row.id, {
      admin_role: 'free',
      subscription_end: now,
      license: 0,
      updated_at: now,
    });
    await repo.insertHistory(trx, {
      user_id: row.id,
      at: now,
      actor_id: actor.id,
      actor_name: actor.user_name,
      action: 'downgrade',
      from_role: row.admin_role,
      to_role: 'free',
      from_end: row.subscription_end,
      to_end: now,
      months: 0,
    });
    return toUser(updated!);
  });
}

export async function history({ db }: Deps, userId: number) {
  if (!(await usersRepository.findById(db, userId))) throw new AppError('user.not_found');
  const list = (await repo.history(db, userId)).map(toChange);
  return { total: list.length, list };
}
