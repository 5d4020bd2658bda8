import type {
  Promotion,
  PromotionFields,
  PromotionListRequest,
  PromotionRow,
} from '@console/contract/schemas/promotions';
import { promotionMachine } from '@console/contract/machines/promotion';
import type { PricingCode } from '@console/contract/pricing';
import type { AuthUser, Deps } from '../../context';
import { isUniqueViolation, nowIso, type Db } from '../../db/database';
import type { PromotionRow as Row } from './promotions.tables';
import { AppError } from '../../errors';
import { assertCan, recordTransition } from '../../machines/transitions';
import { promotionsRepository as repo } from './promotions.repository';

export const toPromotion = (row: Row): Promotion => ({
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

export async function listPromotions({ db }: Deps, q: PromotionListRequest, email?: string) {
  const { rows, total } = await repo.list(db, q, email);
  const list: PromotionRow[] = rows.map((r) => ({
    ...toPromotion(r),
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

const columns = (f: PromotionFields) => ({
  expire: f.expire,
  package: f.package,
  type: f.type,
  min: f.min,
  percent: f.percent,
  money: Number(f.money),
  unit: f.unit,
  month: f.month,
  reward: f.reward,
  reward_type: f.reward_type,
  status: f.status,
  note: f.note,
  email: f.email,
});

export async function createPromotion({ db }: Deps, actor: AuthUser, fields: PromotionFields) {
  const now = nowIso();
  const row = await repo
    .insert(db, {
      ...columns(fields),
      code: fields.code,
      code_key: fields.code.toLowerCase(),
      created_at: now,
      updated_at: now,
      created_by: actor.user_name,
    })
    .catch(rejectDuplicate);
  return toPromotion(row);
}

/**
 * Changes every field but the code, which names the promotion. A status change is an action of
 * the promotion machine (a failed code stays failed) and leaves a history row; the update holds
 * only if nobody changed the status meanwhile.
 */
export async function editPromotion(deps: Deps, actor: AuthUser, fields: PromotionFields) {
  return deps.db.transaction().execute(async (trx) => {
    const existing = await findPromotion(trx, fields.code);
    const at = deps.clock.now().toISOString();
    const statusChanges = fields.status !== existing.status;
    if (statusChanges) assertCan(promotionMachine, fields.status, existing.status);
    const row = await repo.update(
      trx,
      existing.id,
      { ...columns(fields), updated_at: at },
      { status: existing.status },
    );
    if (!row) throw new AppError('common.conflict');
    if (statusChanges) {
      await recordTransition(trx, promotionMachine, {
        entityId: existing.id,
        action: fields.status,
        from: existing.status,
        actor: { id: actor.id, name: actor.user_name },
        at,
      });
    }
    return toPromotion(row);
  });
}
