import { AGENTS_PER_ACCOUNT } from '@console/contract/constants';
import { membershipMachine, subscriptionMachine } from '@console/contract/machines/subscription';
import type { PromotionPackage, Quote } from '@console/contract/pricing';
import type { SubscriptionChange, User } from '@console/contract/schemas/users';
import type { AuthUser, Deps } from '../../context';
import type { Db } from '../../db/database';
import type { TransitionRow } from '../../db/schema';
import { AppError } from '../../errors';
import {
  assertCan,
  conflictOf,
  detailsOf,
  historyOf,
  recordTransition,
} from '../../machines/transitions';
import type { PromotionRow } from '../promotions/promotions.tables';
import { salesRepository } from '../sales/sales.repository';
import { priceOf } from '../sales/sales.service';
import { upgradedPeriod } from './months';
import { usersRepository } from '../../db/users.repository';
import { asAdminRole, toUser } from './users.service';

const PAID = new Set(['standard', 'premium']);
const actorOf = (user: AuthUser) => ({ id: user.id, name: user.user_name });

/**
 * The standard package for `months` more calendar months: counted from the current end while a
 * paid period is running, else from now (docs/decisions/accounts.md). The user's row is locked
 * for the transaction, so simultaneous upgrades add up instead of overwriting each other.
 */
export async function upToStandard(
  deps: Deps,
  actor: AuthUser,
  userName: string,
  months: number,
  purchase: { package?: PromotionPackage; code?: string } = {},
): Promise<User> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await usersRepository.lockByUserName(trx, userName.trim().toLowerCase());
    if (!row) throw new AppError('users.not_found');
    const from = asAdminRole(row.admin_role);
    assertCan(subscriptionMachine, 'upgrade', from);
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
    const now = deps.clock.now().toISOString();
    const { begin, end } = upgradedPeriod(
      { begin: row.subscription_begin, end: row.subscription_end },
      PAID.has(from),
      now,
      months + bonus,
    );
    const updated = await usersRepository.update(trx, row.id, {
      admin_role: 'standard',
      subscription_begin: begin,
      subscription_end: end,
      license: AGENTS_PER_ACCOUNT,
      updated_at: now,
    });
    await recordTransition(trx, subscriptionMachine, {
      entityId: row.id,
      action: 'upgrade',
      from,
      actor: actorOf(actor),
      at: now,
      details: {
        from_end: row.subscription_end,
        to_end: end,
        months: months + bonus,
        ...(sale?.promotion && {
          code: sale.promotion.code,
          amount_paid: sale.quote.amount_due,
          currency: sale.quote.currency,
        }),
      },
    });
    if (sale?.promotion) await recordSale(trx, row.id, sale.promotion, sale.quote, now);
    return toUser(updated!, deps.clock.now());
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

/**
 * Back to the free package: the paid period ends now and the agent licences go. One conditional
 * update from the paid states: of two simultaneous downgrades, the second gets 409.
 */
export async function downToFree(deps: Deps, actor: AuthUser, userName: string): Promise<User> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await usersRepository.findByUserName(trx, userName);
    if (!row) throw new AppError('users.not_found');
    const now = deps.clock.now().toISOString();
    const { from } = subscriptionMachine.actions.downgrade;
    const updated = await usersRepository.updateWhere(
      trx,
      row.id,
      { admin_role: from },
      {
        admin_role: 'free',
        subscription_end: now,
        license: 0,
        updated_at: now,
      },
    );
    if (!updated) throw conflictOf(subscriptionMachine, 'downgrade');
    await recordTransition(trx, subscriptionMachine, {
      entityId: row.id,
      action: 'downgrade',
      from: asAdminRole(row.admin_role),
      actor: actorOf(actor),
      at: now,
      details: { from_end: row.subscription_end, to_end: now, months: 0 },
    });
    return toUser(updated, deps.clock.now());
  });
}

/** Turns the membership on; it never goes back off (spec section 4). */
export async function activateMembership(
  deps: Deps,
  actor: AuthUser,
  userName: string,
): Promise<User> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await usersRepository.findByUserName(trx, userName);
    if (!row) throw new AppError('users.not_found');
    const now = deps.clock.now().toISOString();
    const updated = await usersRepository.updateWhere(
      trx,
      row.id,
      { is_member: [0] },
      {
        is_member: 1,
        updated_at: now,
      },
    );
    if (!updated) throw conflictOf(membershipMachine, 'activate');
    await recordTransition(trx, membershipMachine, {
      entityId: row.id,
      action: 'activate',
      from: 'off',
      actor: actorOf(actor),
      at: now,
      details: { from_end: row.subscription_end, to_end: row.subscription_end, months: 0 },
    });
    return toUser(updated, deps.clock.now());
  });
}

/** What N months of a package cost, with a code; a named user must exist. */
export async function quoteFor(
  deps: Deps,
  q: {
    username?: string | undefined;
    pkg: PromotionPackage;
    count: number;
    code?: string | undefined;
  },
): Promise<Quote> {
  if (q.username && !(await usersRepository.findByUserName(deps.db, q.username))) {
    throw new AppError('users.not_found');
  }
  return (await priceOf(deps, q.pkg, q.count, q.code || undefined)).quote;
}

const toChange = (row: TransitionRow): SubscriptionChange => {
  const details = detailsOf(row) as {
    from_end?: string | null;
    to_end?: string | null;
    months?: number;
    code?: string;
    amount_paid?: number;
    currency?: 'VND' | 'USD';
  };
  const membership = row.machine === membershipMachine.name;
  return {
    id: row.id,
    at: row.at,
    actor_name: row.actor_name,
    action: membership ? 'membership' : (row.action as 'upgrade' | 'downgrade'),
    from_role: row.from_state,
    to_role: row.to_state,
    from_end: details.from_end ?? null,
    to_end: details.to_end ?? null,
    months: details.months ?? 0,
    code: details.code ?? null,
    amount_paid: details.amount_paid ?? null,
    currency: details.currency ?? null,
  };
};

/** A user's subscription and membership changes, newest first. */
export async function history({ db }: Deps, userId: number) {
  if (!(await usersRepository.findById(db, userId))) throw new AppError('users.not_found');
  const rows = await historyOf(db, [subscriptionMachine, membershipMachine], userId);
  return { total: rows.length, list: rows.map(toChange) };
}
