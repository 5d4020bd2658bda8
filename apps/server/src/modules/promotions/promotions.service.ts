import type { FieldError } from '@console/contract/errors';
import {
  promotionIssues,
  TYPE_FIELDS,
  typeFieldIssues,
  UNUSED_VALUES,
  usesField,
  type Promotion,
  type PromotionEdit,
  type PromotionFields,
  type PromotionListRequest,
  type PromotionRow,
} from '@console/contract/schemas/promotions';
import { promotionMachine } from '@console/contract/machines/promotion';
import {
  CURRENCY_OF,
  dayOf,
  isExpired,
  type PricingCode,
  type PromotionType,
} from '@console/contract/pricing';
import type { AuthUser, Deps } from '../../context';
import { sentOnly } from '../../db/changes';
import { isUniqueViolation, type Db } from '../../db/database';
import { usersRepository } from '../../db/users.repository';
import type { PromotionRow as Row } from './promotions.tables';
import { AppError } from '../../errors';
import { assertCan, recordTransition } from '../../machines/transitions';
import { promotionsRepository as repo } from './promotions.repository';

/** A code as the API answers it; `now` decides whether it has expired. */
export const toPromotion = (row: Row, now: Date): Promotion => ({
  id: row.id,
  code: row.code,
  expire: row.expire,
  package: row.package,
  type: row.type,
  min: row.min,
  percent: row.percent,
  money: String(row.money),
  unit: row.unit,
  month: row.month,
  reward: Number(row.reward),
  reward_type: row.reward_type,
  status: row.status,
  expired: isExpired(row.expire, now),
  note: row.note,
  email: row.email,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const toPricingCode = (row: Row): PricingCode => ({
  code: row.code,
  status: row.status,
  expire: row.expire,
  package: row.package,
  unit: row.unit,
  type: row.type,
  min: row.min,
  percent: row.percent,
  money: Number(row.money),
  month: row.month,
});

/**
 * The signed-in salesman's e-mail, lower-cased: his codes are those carrying it. An account
 * without an e-mail owns no code: '' is no code's e-mail (a NUL would be refused by PostgreSQL).
 */
export function ownerEmail(actor: AuthUser): string {
  return actor.email ? actor.email.toLowerCase() : '';
}

export async function listPromotions({ db, clock }: Deps, q: PromotionListRequest, email?: string) {
  const now = clock.now();
  const { rows, total } = await repo.list(db, q, dayOf(now), email);
  const list: PromotionRow[] = rows.map((r) => ({
    ...toPromotion(r, now),
    count: Number(r.sale_count ?? 0),
    sum: BigInt(r.sale_sum ?? 0).toString(),
  }));
  return { total, list };
}

/** A code, or 404; with `email`, another salesman's code is a 404 too, never the code. */
export async function findPromotion(db: Db, code: string, email?: string): Promise<Row> {
  const row = await repo.findByCode(db, code, email);
  if (!row) throw new AppError('promotions.not_found');
  return row;
}

export async function countSales({ db }: Deps, code: string, email?: string) {
  const row = await findPromotion(db, code, email);
  return repo.saleTotals(db, row.id);
}

function rejectDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError('promotions.duplicate_code', {
      errors: [{ path: 'code', message: 'errors.promotions.duplicate_code' }],
    });
  }
  throw error;
}

/**
 * The rules a code's owner and expiry must meet, which need the database and the clock: the e-mail
 * is a live salesman's account, and the last day has not passed. Edit asks only about the values
 * it changes, so a code whose day has passed can still have its note or status changed.
 */
async function ownerAndExpiryIssues(
  db: Db,
  today: string,
  changed: { email?: string | undefined; expire?: string | undefined },
): Promise<FieldError[]> {
  const issues: FieldError[] = [];
  if (changed.expire !== undefined && changed.expire < today) {
    issues.push({ path: 'expire', message: 'validation.expire_past' });
  }
  if (changed.email !== undefined) {
    const owner = await usersRepository.findByEmail(db, changed.email);
    if (!owner || owner.role !== 'salesman' || owner.active !== 1) {
      issues.push({ path: 'email', message: 'validation.not_salesman_email' });
    }
  }
  return issues;
}

function assertValid(issues: FieldError[]) {
  if (issues.length > 0) throw new AppError('common.invalid_input', { errors: issues });
}

export async function createPromotion(
  { db, clock }: Deps,
  actor: AuthUser,
  { money, ...fields }: PromotionFields,
) {
  const now = clock.now();
  assertValid(await ownerAndExpiryIssues(db, dayOf(now), fields));
  const at = now.toISOString();
  const row = await repo
    .insert(db, {
      ...fields,
      money: Number(money),
      code_key: fields.code.toLowerCase(),
      created_at: at,
      updated_at: at,
      created_by: actor.user_name,
    })
    .catch(rejectDuplicate);
  return toPromotion(row, now);
}

/** The type fields a type does not use, at their unused values: a type change clears the old ones. */
function unusedBy(type: PromotionType) {
  const { money, ...numbers } = UNUSED_VALUES;
  const cleared = { ...numbers, money: Number(money) };
  return Object.fromEntries(
    TYPE_FIELDS.filter((field) => !usesField(type, field)).map((field) => [field, cleared[field]]),
  );
}

/** The fields of an edit that differ from the stored code (e-mails compared case-insensitively). */
function changedOf(existing: Row, sent: { email?: string; expire?: string }) {
  return {
    expire: sent.expire !== existing.expire ? sent.expire : undefined,
    email: sent.email?.toLowerCase() !== existing.email.toLowerCase() ? sent.email : undefined,
  };
}

/**
 * Changes the fields sent, never the code, which names the promotion; the others stay as stored.
 * The result must hold together as on create (unit of the package, a percent reward at most 100).
 * A status change is an action of the promotion machine (a failed code stays failed) and leaves a
 * history row; the update holds only if nobody changed the status meanwhile.
 */
export async function editPromotion(deps: Deps, actor: AuthUser, { code, ...sent }: PromotionEdit) {
  return deps.db.transaction().execute(async (trx) => {
    const existing = await findPromotion(trx, code);
    const now = deps.clock.now();
    const { money, ...changes } = sentOnly(sent);
    const pkg = changes.package ?? existing.package;
    const unit = changes.unit ?? (changes.package ? CURRENCY_OF[pkg] : existing.unit);
    const reward_type = changes.reward_type ?? existing.reward_type;
    const reward = changes.reward ?? Number(existing.reward);
    const type = changes.type ?? existing.type;
    const amount = money ?? (usesField(type, 'money') ? String(existing.money) : undefined);
    assertValid([
      ...typeFieldIssues(type, { ...changes, money }, existing.type),
      ...promotionIssues({ package: pkg, unit, money: amount, reward, reward_type }),
      ...(await ownerAndExpiryIssues(trx, dayOf(now), changedOf(existing, changes))),
    ]);
    const status = changes.status ?? existing.status;
    const statusChanges = status !== existing.status;
    if (statusChanges) assertCan(promotionMachine, status, existing.status);
    const at = now.toISOString();
    const row = await repo.update(
      trx,
      existing.id,
      {
        ...unusedBy(type),
        ...changes,
        ...(money !== undefined && { money: Number(money) }),
        unit,
        updated_at: at,
      },
      { status: existing.status },
    );
    if (!row) throw new AppError('common.conflict');
    if (statusChanges) {
      await recordTransition(trx, promotionMachine, {
        entityId: existing.id,
        action: status,
        from: existing.status,
        actor: { id: actor.id, name: actor.user_name },
        at,
      });
    }
    return toPromotion(row, now);
  });
}
