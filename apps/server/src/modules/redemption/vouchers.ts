import type { RedemptionReason } from '@console/contract/schemas/redemption';
import type { Db } from '../../db/database';
import type { Client } from './clients.service';
import { evaluate, type Context, type Evaluation, type Refused } from './evaluate';
import { exposureRepository } from './exposure.repository';

/**
 * Voucher codes (docs/decisions/redemption.md, "Voucher codes"). A campaign with a code applies
 * only to a request naming that code; a request naming a code is about that voucher only. Codes
 * are compared trimmed, letters in either case (`summer-26` is `SUMMER-26`).
 */

/** A request: its context, the campaign it names if any, and the code it names if any. */
export type VoucherRequest = Omit<Context, 'campaignId'> & {
  campaignId?: number | undefined;
  voucherCode?: string | undefined;
};

/** A code as it is compared: trimmed, ASCII letters upper case (as both databases fold them). */
export const voucherKey = (code: string | undefined) =>
  (code ?? '').trim().replace(/[a-z]+/g, (s) => s.toUpperCase());

/** The use limits: a voucher whose campaign reached one of them is used up. */
const USED_UP: ReadonlySet<RedemptionReason> = new Set([
  'customer_cycle_limit',
  'customer_campaign_limit',
  'total_uses_reached',
]);

/**
 * The answer to a request naming a code, for a refusal of the code's campaign: the spec's
 * "voucher already used" when a use limit is reached, "benefit not found" for any other check
 * (the campaign gives this transaction nothing); an unknown campaign id stays what it is.
 */
export function voucherReason(reason: RedemptionReason): RedemptionReason {
  if (reason === 'campaign_not_found' || reason === 'voucher_not_found') return reason;
  return USED_UP.has(reason) ? 'voucher_already_used' : 'benefit_not_found';
}

/**
 * One campaign's checks with its voucher code: the request's code (none included) must be the
 * campaign's (none included), else "voucher not found"; with a code, a refusal is answered with
 * the voucher's reason. A campaign without a code and a request without one: as before codes.
 */
export async function evaluateWithCode(
  db: Db,
  client: Client,
  ctx: Context & { voucherCode?: string | undefined },
  at: Date,
  withCounters = false,
): Promise<Evaluation> {
  const ev = await evaluate(db, client, ctx, at, withCounters);
  if (ev.reason === 'campaign_not_found' || !ev.campaign) return ev;
  const wanted = voucherKey(ctx.voucherCode);
  if (wanted !== voucherKey(detailsCode(ev.campaign.details))) {
    return { reason: 'voucher_not_found', campaign: ev.campaign };
  }
  if (wanted === '' || ev.reason === null) return ev;
  return { reason: voucherReason(ev.reason), campaign: ev.campaign };
}

const detailsCode = (details: string) =>
  (JSON.parse(details) as { voucherCode?: string }).voucherCode ?? '';

/**
 * A request naming a code and no campaign: the approved campaigns of the client's scope with that
 * code are each checked (counters read, as a quote), and the one giving the most discount
 * answers (the lowest id of equals). When none gives any, the lowest id refused as used up
 * answers "voucher already used", else the lowest id answers "benefit not found"; no campaign
 * with the code is "voucher not found".
 */
async function byCode(db: Db, client: Client, req: VoucherRequest, at: Date): Promise<Evaluation> {
  const wanted = voucherKey(req.voucherCode);
  // The request schema refuses neither a campaign nor a code; an empty code must never find
  // the campaigns without one.
  if (wanted === '') return { reason: 'voucher_not_found', campaign: undefined };
  const found = await exposureRepository.withVoucher(db, client, wanted);
  const ids = found.filter((c) => voucherKey(detailsCode(c.details)) === wanted).map((c) => c.id);
  const evaluations: Evaluation[] = [];
  for (const campaignId of ids) {
    evaluations.push(await evaluateWithCode(db, client, { ...req, campaignId }, at, true));
  }
  const best = evaluations
    .flatMap((ev) => (ev.reason === null ? [ev] : []))
    .sort((a, b) => b.discount - a.discount || a.campaign.id - b.campaign.id)[0];
  if (best) return best;
  const refused = evaluations as Refused[];
  return (
    refused.find((ev) => ev.reason === 'voucher_already_used') ??
    refused[0] ?? { reason: 'voucher_not_found', campaign: undefined }
  );
}

/**
 * Quote's and Redeem's checks: the campaign the request names, with the code it names if any, or
 * else the campaign its code finds. Redeem reads no counters here (`withCounters` false): its write
 * takes them, and the refusal it answers goes through `voucherReason` too.
 */
export function evaluateRequest(
  db: Db,
  client: Client,
  req: VoucherRequest,
  at: Date,
  withCounters: boolean,
): Promise<Evaluation> {
  const { campaignId } = req;
  if (campaignId !== undefined) {
    return evaluateWithCode(db, client, { ...req, campaignId }, at, withCounters);
  }
  return byCode(db, client, req, at);
}
