import type { Deps, MachineCaller } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { redemptionRepository as repo } from './redemption.repository';
import type { RedemptionRow } from './redemption.tables';
import { reversalsRepository } from './reversals.repository';

/** The caller's own redemption of a transaction id; another client's is not found. */
export async function findMine(db: Db, caller: MachineCaller, transactionId: string) {
  const row = await repo.find(db, caller.subjectId, transactionId);
  if (!row) throw new AppError('redemption.not_found');
  return row;
}

export function toItem(row: RedemptionRow & { client_name?: string | null }) {
  return {
    id: row.id,
    transactionId: row.transaction_id,
    clientName: row.client_name ?? '',
    campaignId: row.campaign_id,
    state: row.state,
    reason: row.reason,
    customerPhone: row.phone,
    merchantCode: row.merchant_code,
    terminalCode: row.terminal_code,
    amount: Number(row.amount),
    discount: Number(row.discount),
    sponsorAmount: Number(row.sponsor_amount),
    merTerSharedFee: Number(row.mer_ter_fee),
    refundedAmount: Number(row.refunded_amount),
    discountReversed: Number(row.discount_reversed),
    at: row.created_at,
  };
}

/** GetRedemption: one of the caller's own redemptions; another client's is not found. */
export async function getRedemption(deps: Deps, caller: MachineCaller, transactionId: string) {
  const row = await findMine(deps.db, caller, transactionId);
  const reversals = await reversalsRepository.ofRedemption(deps.db, row.id);
  return {
    item: toItem({ ...row, client_name: caller.name }),
    reversals: reversals.map((r) => ({
      refundId: r.refund_id,
      refundAmount: Number(r.refund_amount),
      discountReversed: Number(r.discount_reversed),
      at: r.created_at,
    })),
  };
}

/** A campaign's redemptions, newest first (employees with redemption.read). */
export async function listRedemptions(
  { db }: Deps,
  q: { campaignId: number; page: number; pageSize: number },
) {
  const { rows, total } = await repo.ofCampaign(db, q);
  return { total, list: rows.map(toItem) };
}
