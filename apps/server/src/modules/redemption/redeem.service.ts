import type { Insertable } from 'kysely';
import type { Language } from '@console/contract/constants';
import type { RedeemInput, RedemptionDecision } from '@console/contract/schemas/redemption';
import type { Deps, MachineCaller } from '../../context';
import { isUniqueViolation, type Db } from '../../db/database';
import { AppError } from '../../errors';
import { clientOf } from './clients.service';
import { decisionOf, hashOf, withMessage, type Answer } from './decisions';
import { maxBudgetOf, type Eligible, type Evaluation } from './evaluate';
import { redemptionRepository as repo } from './redemption.repository';
import type { RedemptionRow, RedemptionsTable } from './redemption.tables';
import { cycleKey } from './rules';
import { evaluateRequest, voucherReason } from './vouchers';

/** One redeem request: who asks, what, and the time it is decided at. */
interface Request {
  db: Db;
  caller: MachineCaller;
  input: RedeemInput;
  hash: string;
  lang: Language;
  at: Date;
}

/** The first answer to a transaction id, or 409 when this request is not the first one. */
function replay(row: RedemptionRow, hash: string, lang: Language): RedemptionDecision {
  if (row.request_hash !== hash) throw new AppError('redemption.transaction_reused');
  return withMessage(JSON.parse(row.answer) as RedemptionDecision, lang, true);
}

/** Another request with this transaction id wrote its row first: its answer is the answer. */
async function answerOfWinner(r: Request, error: unknown): Promise<RedemptionDecision> {
  if (!isUniqueViolation(error)) throw error;
  return replay(
    (await repo.find(r.db, r.caller.subjectId, r.input.transactionId))!,
    r.hash,
    r.lang,
  );
}

/** The row that keeps an answer (and the cycle whose use it took). */
function rowOf(r: Request, answer: Answer, cycle = ''): Insertable<RedemptionsTable> {
  const { caller, input } = r;
  return {
    client_id: caller.subjectId,
    credential_id: caller.credentialId,
    transaction_id: input.transactionId,
    request_hash: r.hash,
    campaign_id: answer.campaignId,
    state: answer.decision === 'applied' ? ('applied' as const) : ('rejected' as const),
    reason: answer.reason ?? '',
    phone: input.customerPhone,
    merchant_code: input.merchantCode,
    terminal_code: input.terminalCode,
    amount: input.amount,
    discount: answer.discount,
    sponsor_amount: answer.sponsorAmount,
    mer_ter_fee: answer.merTerSharedFee,
    cycle_key: cycle,
    answer: JSON.stringify(answer),
    created_at: answer.at,
    updated_at: answer.at,
  };
}

/** Records a refusal as the transaction's answer. */
async function refuse(r: Request, refused: Evaluation): Promise<RedemptionDecision> {
  const answer = decisionOf(r.input.transactionId, refused, r.input.amount, r.at, 'applied');
  try {
    await repo.insert(r.db, rowOf(r, answer));
    return withMessage(answer, r.lang, false);
  } catch (error) {
    return answerOfWinner(r, error);
  }
}

/**
 * Takes the customer's uses and the campaign's budget and use, and records the redemption, in
 * one write (repo.take); a limit reached there is recorded as a refusal instead.
 */
async function take(r: Request, ev: Eligible): Promise<RedemptionDecision> {
  const { campaign, details } = ev;
  const cycle = cycleKey(details.usageCycle, r.at);
  const answer = decisionOf(r.input.transactionId, ev, r.input.amount, r.at, 'applied');
  try {
    const refused = await repo.take(
      r.db,
      {
        campaignId: campaign.id,
        phone: r.input.customerPhone,
        cycle,
        cycleMax: details.usesPerCycle,
        campaignMax: details.usesPerCampaign,
        discount: ev.discount,
        maxBudget: maxBudgetOf(campaign),
        maxUses: details.totalUsageLimit,
      },
      rowOf(r, answer, cycle),
    );
    if (refused !== null) {
      const reason = r.input.voucherCode ? voucherReason(refused) : refused;
      return refuse(r, { reason, campaign });
    }
    return withMessage(answer, r.lang, false);
  } catch (error) {
    return answerOfWinner(r, error);
  }
}

/**
 * Redeem: once per (client, transaction id). Every check and read runs before the write; the
 * write (repo.take) takes the customer's cycle and campaign uses, then the campaign's budget and
 * uses (its one hot row, last, re-checking that the campaign runs), then records the redemption,
 * in one synchronous SQLite transaction or one PostgreSQL statement. A limit reached undoes it
 * all and the refusal is recorded instead. Two requests with one id at once: the unique key lets
 * one row in, and the other answers the winner's answer.
 */
export async function redeem(
  deps: Deps,
  caller: MachineCaller,
  input: RedeemInput,
  lang: Language,
): Promise<RedemptionDecision> {
  const hash = hashOf(input);
  const first = await repo.find(deps.db, caller.subjectId, input.transactionId);
  if (first) return replay(first, hash, lang);

  const client = await clientOf(deps.db, caller);
  const r: Request = { db: deps.db, caller, input, hash, lang, at: deps.clock.now() };
  const ev = await evaluateRequest(r.db, client, input, r.at, false);
  return ev.reason === null ? take(r, ev) : refuse(r, ev);
}
