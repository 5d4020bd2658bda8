import type { Language } from '@console/contract/constants';
import type {
  RedemptionReason,
  ReversalDecision,
  ReverseInput,
} from '@console/contract/schemas/redemption';
import type { Deps, MachineCaller } from '../../context';
import { isUniqueViolation } from '../../db/database';
import { AppError } from '../../errors';
import { hashOf, messageOf } from './decisions';
import { findMine } from './reads.service';
import { redemptionRepository as repo } from './redemption.repository';
import type { RedemptionRow } from './redemption.tables';
import { reversalsRepository as reversals } from './reversals.repository';
import { discountToReverse } from './rules';

/**
 * Reverse: a refund of all or part of a redeemed transaction gives back the discount in
 * proportion (rules.ts, discountToReverse); the refund that completes the amount also gives back
 * the use (the campaign's and the customer's). Once per refund id: the same id again answers the
 * first answer, another body 409.
 */
export async function reverse(
  deps: Deps,
  caller: MachineCaller,
  input: ReverseInput,
  lang: Language,
): Promise<ReversalDecision> {
  const { db } = deps;
  const hash = hashOf(input);
  const redemption = await findMine(db, caller, input.transactionId);
  const earlier = await reversals.find(db, redemption.id, input.refundId);
  if (earlier) {
    if (earlier.request_hash !== hash) throw new AppError('redemption.transaction_reused');
    const first = JSON.parse(earlier.answer) as ReversalDecision;
    return { ...first, message: messageOf(lang, first.reason, first.decision), replayed: true };
  }
  const at = deps.clock.now().toISOString();
  const refusal = (reason: RedemptionReason, row: RedemptionRow): ReversalDecision => ({
    transactionId: input.transactionId,
    refundId: input.refundId,
    decision: 'rejected',
    reason,
    message: messageOf(lang, reason, 'rejected'),
    refundAmount: 0,
    discountReversed: 0,
    state: row.state,
    totalRefunded: Number(row.refunded_amount),
    totalDiscountReversed: Number(row.discount_reversed),
    at,
    replayed: false,
  });
  if (redemption.state === 'rejected') return refusal('not_applied', redemption);

  try {
    return await db.transaction().execute(async (trx) => {
      const row = await reversals.lockRedemption(trx, redemption.id);
      const amount = Number(row.amount);
      const refunded = Number(row.refunded_amount);
      const reversed = Number(row.discount_reversed);
      if (refunded >= amount) return refusal('already_reversed', row);
      const refund = input.refundAmount ?? amount - refunded;
      if (refunded + refund > amount) return refusal('refund_exceeds_amount', row);
      const back = discountToReverse(
        { amount, discount: Number(row.discount), refunded, reversed },
        refund,
      );
      const full = refunded + refund === amount;
      const state = full ? ('reversed' as const) : ('partially_reversed' as const);
      const changed = await reversals.refund(trx, row, {
        refunded_amount: refunded + refund,
        discount_reversed: reversed + back,
        state,
        updated_at: at,
      });
      if (!changed) throw new AppError('common.conflict');
      const campaignId = row.campaign_id!;
      if (full) {
        if (row.cycle_key) await repo.giveCustomerUse(trx, campaignId, row.phone, row.cycle_key);
        await repo.giveCustomerUse(trx, campaignId, row.phone, '*');
      }
      if (!(await repo.giveBack(trx, campaignId, back, full ? 1 : 0))) {
        throw new AppError('common.conflict');
      }
      const answer: ReversalDecision = {
        transactionId: input.transactionId,
        refundId: input.refundId,
        decision: 'reversed',
        reason: null,
        message: messageOf(lang, null, 'reversed'),
        refundAmount: refund,
        discountReversed: back,
        state,
        totalRefunded: refunded + refund,
        totalDiscountReversed: reversed + back,
        at,
        replayed: false,
      };
      await reversals.insert(trx, {
        redemption_id: row.id,
        refund_id: input.refundId,
        request_hash: hash,
        refund_amount: refund,
        discount_reversed: back,
        answer: JSON.stringify(answer),
        created_at: at,
      });
      return answer;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return reverse(deps, caller, input, lang);
  }
}
