import crypto from 'node:crypto';
import type { Language } from '@console/contract/constants';
import { textAt } from '@console/contract/messages';
import type { RedemptionDecision, RedemptionReason } from '@console/contract/schemas/redemption';
import type { Evaluation } from './evaluate';

/** An answer to a transaction before its message is put in the caller's language. */
export type Answer = Omit<RedemptionDecision, 'message' | 'replayed'>;

/** The hash a request is kept with: a replay must send the same body. */
export const hashOf = (input: unknown) =>
  crypto.createHash('sha256').update(JSON.stringify(input)).digest('hex');

/** The text of a decision in the caller's language. */
export function messageOf(lang: Language, reason: RedemptionReason | null, fallback: string) {
  return textAt(lang, `redemption.reasons.${reason ?? fallback}`) ?? reason ?? fallback;
}

/** The answer an evaluation gives: `decision` when eligible, else rejected with its reason. */
export function decisionOf(
  transactionId: string,
  ev: Evaluation,
  amount: number,
  at: Date,
  decision: 'applied' | 'eligible',
): Answer {
  const ok = ev.reason === null;
  const discount = ok ? ev.discount : 0;
  return {
    transactionId,
    campaignId: ev.campaign?.id ?? null,
    decision: ok ? decision : 'rejected',
    reason: ev.reason,
    amount,
    discount,
    payable: amount - discount,
    sponsorAmount: ok ? ev.sponsorAmount : 0,
    merTerSharedFee: ok ? ev.merTerSharedFee : 0,
    at: at.toISOString(),
  };
}

export const withMessage = (
  answer: Answer,
  lang: Language,
  replayed: boolean,
): RedemptionDecision => ({
  ...answer,
  message: messageOf(lang, answer.reason, answer.decision),
  replayed,
});
