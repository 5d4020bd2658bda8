import crypto from 'node:crypto';
import { sql } from 'kysely';
import { findBankByCode } from '@console/contract/banks';
import type { Language } from '@console/contract/constants';
import { textAt } from '@console/contract/messages';
import type { CampaignItem } from '@console/contract/schemas/campaigns';
import type {
  RedeemInput,
  RedemptionDecision,
  RedemptionReason,
  ReversalDecision,
  ReverseInput,
  TransactionContext,
} from '@console/contract/schemas/redemption';
import type { Deps, MachineCaller } from '../../context';
import { forUpdate, isUniqueViolation, type Db } from '../../db/database';
import { AppError } from '../../errors';
import type { CampaignRow } from '../campaigns/campaigns.tables';
import { clientOf, inScope, type Client } from './clients.service';
import { redemptionRepository as repo } from './redemption.repository';
import type { RedemptionRow } from './redemption.tables';
import { cycleKey, discountFor, discountToReverse, type CampaignTerms } from './rules';
import { pageBounds, queryPage } from '../../db/paging';

/**
 * CampaignExpose: the checks of a redemption in the order (request, replay, campaign,
 * state and time, bank / QR type / mer-ter eligibility, blocklists, minimum amount, discount),
 * then one transaction that takes the customer's uses and the campaign's budget and uses by
 * conditional updates. A refusal is an answer with a reason key, not an error.
 */

type Details = Pick<
  CampaignItem,
  | 'defaultCondition'
  | 'specialConditions'
  | 'maxFundingPerTransaction'
  | 'sponsorshipRate'
  | 'merTerSharedFee'
  | 'qrTypes'
  | 'usageCycle'
  | 'usesPerCycle'
  | 'usesPerCampaign'
  | 'totalUsageLimit'
>;

type Context = Omit<TransactionContext, 'time'> & { campaignId: number };

interface Eligible {
  reason: null;
  campaign: CampaignRow;
  details: Details;
  discount: number;
  sponsorAmount: number;
  merTerSharedFee: number;
}
interface Refused {
  reason: RedemptionReason;
  campaign: CampaignRow | undefined;
}
type Evaluation = Eligible | Refused;

const hashOf = (input: unknown) =>
  crypto.createHash('sha256').update(JSON.stringify(input)).digest('hex');

const bankIdOf = (code: string) => findBankByCode(code)?.bankId ?? code;

export function detailsOf(row: CampaignRow): Details {
  return JSON.parse(row.details) as Details;
}

export function termsOf(details: Details): CampaignTerms | null {
  if (!details.defaultCondition) return null;
  return {
    defaultCondition: details.defaultCondition,
    specialConditions: details.specialConditions ?? [],
    maxFundingPerTransaction: details.maxFundingPerTransaction ?? 0,
    sponsorshipRate: details.sponsorshipRate ?? 0,
    merTerSharedFee: details.merTerSharedFee ?? 0,
  };
}

const maxBudgetOf = (row: CampaignRow) =>
  row.max_budget === null || Number(row.max_budget) === 0 ? null : Number(row.max_budget);

/** The text of a decision in the caller's language. */
export function messageOf(lang: Language, reason: RedemptionReason | null, fallback: string) {
  return textAt(lang, `redemption.reasons.${reason ?? fallback}`) ?? reason ?? fallback;
}

/** The terminal a transaction names (merchant code + terminal code), if the catalogue has it. */
function findTerminal(db: Db, merchantCode: string, terminalCode: string) {
  return db
    .selectFrom('terminals')
    .innerJoin('merchants', 'merchants.id', 'terminals.merchant_id')
    .select([
      'terminals.id',
      'terminals.status',
      'terminals.code',
      'terminals.name',
      'merchants.code as merchant_code',
      'merchants.name as merchant_name',
    ])
    .where('merchants.code', '=', merchantCode)
    .where('terminals.code', '=', terminalCode)
    .executeTakeFirst();
}

/** Whether a campaign's mer-ter list (if it has one) takes this terminal, open. */
async function terminalEligible(db: Db, campaignId: number, terminalId: number | undefined) {
  const first = await db
    .selectFrom('campaign_terminals')
    .select(['terminal_id', 'status'])
    .where('campaign_id', '=', campaignId)
    .orderBy(sql`case when terminal_id = ${terminalId ?? 0} then 0 else 1 end`)
    .limit(1)
    .executeTakeFirst();
  if (!first) return true;
  return first.terminal_id === terminalId && first.status === 'open';
}

/**
 * A campaign with what the checks need of the transaction's context, in one read: whether the
 * campaign has a mer-ter list and the status of this terminal in it, whether the customer is one
 * of its (private) customers, open, whether the customer is blocked, and the terminal's status.
 */
async function campaignInContext(db: Db, ctx: Context) {
  const row = await db
    .selectFrom('campaigns')
    .selectAll('campaigns')
    .select((eb) => {
      const terminal = () =>
        eb
          .selectFrom('terminals')
          .innerJoin('merchants', 'merchants.id', 'terminals.merchant_id')
          .where('merchants.code', '=', ctx.merchantCode)
          .where('terminals.code', '=', ctx.terminalCode)
          .limit(1);
      return [
        terminal().select('terminals.status').as('terminal_status'),
        eb
          .exists(
            eb
              .selectFrom('campaign_terminals')
              .select('campaign_terminals.id')
              .whereRef('campaign_terminals.campaign_id', '=', 'campaigns.id'),
          )
          .as('has_terminals'),
        eb
          .selectFrom('campaign_terminals')
          .select('campaign_terminals.status')
          .whereRef('campaign_terminals.campaign_id', '=', 'campaigns.id')
          .where('campaign_terminals.terminal_id', '=', terminal().select('terminals.id'))
          .limit(1)
          .as('mer_ter_status'),
        eb
          .exists(
            eb
              .selectFrom('campaign_customers')
              .select('campaign_customers.id')
              .whereRef('campaign_customers.campaign_id', '=', 'campaigns.id')
              .where('campaign_customers.phone', '=', ctx.customerPhone)
              .where('campaign_customers.status', '=', 'open'),
          )
          .as('member'),
        eb
          .exists(
            eb
              .selectFrom('customer_blocks')
              .select('customer_blocks.id')
              .where('customer_blocks.phone', '=', ctx.customerPhone)
              .where('customer_blocks.status', '=', 'locked'),
          )
          .as('blocked'),
      ];
    })
    .where('campaigns.id', '=', ctx.campaignId)
    .executeTakeFirst();
  if (!row) return undefined;
  // SQLite answers exists() as 0/1, PostgreSQL as a boolean.
  return {
    ...row,
    has_terminals: Boolean(row.has_terminals),
    member: Boolean(row.member),
    blocked: Boolean(row.blocked),
  };
}

function campaignOf(read: NonNullable<Awaited<ReturnType<typeof campaignInContext>>>): CampaignRow {
  const {
    terminal_status: _status,
    has_terminals: _has,
    mer_ter_status: _merTer,
    member: _member,
    blocked: _blocked,
    ...campaign
  } = read;
  return campaign;
}

/**
 * Every check before the transaction, in the order; the campaign's counters are read
 * only for a quote (`withCounters`), as a redemption takes them in its transaction.
 */
async function evaluate(
  db: Db,
  client: Client,
  ctx: Context,
  at: Date,
  withCounters = false,
): Promise<Evaluation> {
  const read = await campaignInContext(db, ctx);
  const campaign = read && campaignOf(read);
  if (!read || !campaign || !inScope(client, campaign)) {
    return { reason: 'campaign_not_found', campaign };
  }
  const refuse = (reason: RedemptionReason): Refused => ({ reason, campaign });
  const details = detailsOf(campaign);
  const terms = termsOf(details);
  if (campaign.state !== 'running' || !terms) return refuse('campaign_not_running');
  const t = at.toISOString();
  if (t < campaign.start_time || t >= campaign.end_time) return refuse('outside_time');

  if (campaign.type === 'bank' && bankIdOf(ctx.bankCode) !== campaign.bank_code) {
    return refuse('bank_not_eligible');
  }
  if (!details.qrTypes.includes(ctx.qrType)) return refuse('qr_type_not_eligible');
  if (campaign.type === 'merchant' && ctx.merchantCode !== campaign.merchant_code) {
    return refuse('merchant_not_eligible');
  }
  if (read.has_terminals && read.mer_ter_status !== 'open') return refuse('terminal_not_eligible');
  if (campaign.type === 'private' && !read.member) return refuse('customer_not_eligible');
  if (read.blocked) return refuse('customer_blocked');
  if (read.terminal_status === 'locked') return refuse('terminal_locked');

  const d = discountFor(terms, ctx.amount, at);
  if (d.belowMinimum) return refuse('below_minimum');
  if (d.discount <= 0) return refuse('no_discount');
  const maxBudget = maxBudgetOf(campaign);
  if (maxBudget !== null && d.discount > maxBudget) return refuse('budget_exhausted');

  if (withCounters) {
    const counters = await repo.counters(db, campaign.id);
    const used = Number(counters?.budget_used ?? 0);
    const uses = Number(counters?.uses ?? 0);
    const cycle = cycleKey(details.usageCycle, at);
    const mine = await repo.customerUses(db, campaign.id, ctx.customerPhone, [cycle, '*']);
    const usedIn = (p: string) => mine.find((m) => m.period === p)?.used ?? 0;
    if (details.usesPerCycle !== null && usedIn(cycle) + 1 > details.usesPerCycle) {
      return refuse('customer_cycle_limit');
    }
    if (details.usesPerCampaign !== null && usedIn('*') + 1 > details.usesPerCampaign) {
      return refuse('customer_campaign_limit');
    }
    if (details.totalUsageLimit !== null && uses + 1 > details.totalUsageLimit) {
      return refuse('total_uses_reached');
    }
    if (maxBudget !== null && used + d.discount > maxBudget) return refuse('budget_exhausted');
  }
  return { reason: null, campaign, details, ...d };
}

function decisionOf(
  transactionId: string,
  ev: Evaluation,
  amount: number,
  at: Date,
  decision: 'applied' | 'eligible',
): Omit<RedemptionDecision, 'message' | 'replayed'> {
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

const withMessage = (
  answer: Omit<RedemptionDecision, 'message' | 'replayed'>,
  lang: Language,
  replayed: boolean,
): RedemptionDecision => ({
  ...answer,
  message: messageOf(lang, answer.reason, answer.decision),
  replayed,
});

/** Quote: every check, the counters read; nothing written. */
export async function quote(
  deps: Deps,
  caller: MachineCaller,
  input: TransactionContext & { campaignId: number },
  lang: Language,
): Promise<RedemptionDecision> {
  const client = await clientOf(deps.db, caller);
  const at = input.time ? new Date(input.time) : deps.clock.now();
  const ev = await evaluate(deps.db, client, input, at, true);
  return withMessage(decisionOf('', ev, input.amount, at, 'eligible'), lang, false);
}

/** The first answer to a transaction id, or 409 when this request is not the first one. */
function replay(row: RedemptionRow, hash: string, lang: Language): RedemptionDecision {
  if (row.request_hash !== hash) throw new AppError('redemption.transaction_reused');
  return withMessage(JSON.parse(row.answer) as RedemptionDecision, lang, true);
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
  const { db } = deps;
  const clientId = caller.subjectId;
  const hash = hashOf(input);
  const first = await repo.find(db, clientId, input.transactionId);
  if (first) return replay(first, hash, lang);

  const client = await clientOf(db, caller);
  const at = deps.clock.now();
  const ev = await evaluate(db, client, input, at);
  const row = (answer: Omit<RedemptionDecision, 'message' | 'replayed'>, cycle = '') => ({
    client_id: clientId,
    credential_id: caller.credentialId,
    transaction_id: input.transactionId,
    request_hash: hash,
    campaign_id: ev.campaign?.id ?? null,
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
  });

  const recordRefusal = async (refused: Evaluation) => {
    const answer = decisionOf(input.transactionId, refused, input.amount, at, 'applied');
    try {
      await repo.insert(db, row(answer));
      return withMessage(answer, lang, false);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return replay((await repo.find(db, clientId, input.transactionId))!, hash, lang);
    }
  };

  if (ev.reason !== null) return recordRefusal(ev);
  const { campaign, details } = ev;
  const cycle = cycleKey(details.usageCycle, at);
  const answer = decisionOf(input.transactionId, ev, input.amount, at, 'applied');
  try {
    const refused = await repo.take(
      db,
      {
        campaignId: campaign.id,
        phone: input.customerPhone,
        cycle,
        cycleMax: details.usesPerCycle,
        campaignMax: details.usesPerCampaign,
        discount: ev.discount,
        maxBudget: maxBudgetOf(campaign),
        maxUses: details.totalUsageLimit,
      },
      row(answer, cycle),
    );
    if (refused !== null) return recordRefusal({ reason: refused, campaign });
    return withMessage(answer, lang, false);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return replay((await repo.find(db, clientId, input.transactionId))!, hash, lang);
  }
}

async function findMine(db: Db, caller: MachineCaller, transactionId: string) {
  const row = await repo.find(db, caller.subjectId, transactionId);
  if (!row) throw new AppError('redemption.not_found');
  return row;
}

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
  const earlier = await db
    .selectFrom('redemption_reversals')
    .selectAll()
    .where('redemption_id', '=', redemption.id)
    .where('refund_id', '=', input.refundId)
    .executeTakeFirst();
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
      const row = await trx
        .selectFrom('redemptions')
        .selectAll()
        .where('id', '=', redemption.id)
        .$call(forUpdate(trx))
        .executeTakeFirstOrThrow();
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
      const updated = await trx
        .updateTable('redemptions')
        .set({
          refunded_amount: refunded + refund,
          discount_reversed: reversed + back,
          state,
          updated_at: at,
        })
        .where('id', '=', row.id)
        .where('refunded_amount', '=', row.refunded_amount)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new AppError('common.conflict');
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
      await trx
        .insertInto('redemption_reversals')
        .values({
          redemption_id: row.id,
          refund_id: input.refundId,
          request_hash: hash,
          refund_amount: refund,
          discount_reversed: back,
          answer: JSON.stringify(answer),
          created_at: at,
        })
        .execute();
      return answer;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return reverse(deps, caller, input, lang);
  }
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
  const reversals = await deps.db
    .selectFrom('redemption_reversals')
    .selectAll()
    .where('redemption_id', '=', row.id)
    .orderBy('id')
    .execute();
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

/* ---------------------------------------------------------------- what applies */

const exposed = (row: CampaignRow) => {
  const details = detailsOf(row);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    state: row.state,
    startTime: row.start_time,
    endTime: row.end_time,
    banks: row.bank_code ? [row.bank_code] : [],
    merchantCode: row.merchant_code,
    qrTypes: details.qrTypes ?? [],
    defaultCondition: details.defaultCondition ?? null,
  };
};

/** Running campaigns of the client's scope (its ids or its types). */
function runningInScope(db: Db, client: Client) {
  return db
    .selectFrom('campaigns')
    .where('state', '=', 'running')
    .where((eb) =>
      eb.or([
        ...(client.campaignIds.length > 0 ? [eb('id', 'in', client.campaignIds)] : []),
        ...(client.campaignTypes.length > 0 ? [eb('type', 'in', client.campaignTypes)] : []),
        sql<boolean>`1 = 0`,
      ]),
    );
}

export async function listExposed(
  deps: Deps,
  caller: MachineCaller,
  q: { page: number; page_size: number; order: 'asc' | 'desc' },
) {
  const client = await clientOf(deps.db, caller);
  const query = runningInScope(deps.db, client);
  const { rows, total } = await queryPage(
    pageBounds(q.page, q.page_size),
    query.selectAll().orderBy('id', q.order),
    query,
  );
  return { total, list: rows.map(exposed) };
}

/** GetDetail: every running campaign of the client's that would apply, with its discount. */
export async function applicable(deps: Deps, caller: MachineCaller, ctx: TransactionContext) {
  const client = await clientOf(deps.db, caller);
  const at = ctx.time ? new Date(ctx.time) : deps.clock.now();
  const rows = await runningInScope(deps.db, client)
    .select('id')
    .orderBy('id')
    .limit(200)
    .execute();
  const list = [];
  for (const { id } of rows) {
    const ev = await evaluate(deps.db, client, { ...ctx, campaignId: id }, at, true);
    if (ev.reason === null) {
      list.push({
        ...exposed(ev.campaign),
        discount: ev.discount,
        payable: ctx.amount - ev.discount,
      });
    }
  }
  return { list };
}

export async function terminalOf(
  deps: Deps,
  caller: MachineCaller,
  q: { merchantCode: string; terminalCode: string },
) {
  const terminal = await findTerminal(deps.db, q.merchantCode, q.terminalCode);
  if (!terminal) throw new AppError('redemption.not_found');
  const client = await clientOf(deps.db, caller);
  const rows = await runningInScope(deps.db, client)
    .select(['id', 'type', 'merchant_code'])
    .orderBy('id')
    .limit(200)
    .execute();
  const campaignIds: number[] = [];
  for (const row of rows) {
    if (row.type === 'merchant' && row.merchant_code !== q.merchantCode) continue;
    if (await terminalEligible(deps.db, row.id, terminal.id)) campaignIds.push(row.id);
  }
  return {
    merchantCode: terminal.merchant_code,
    merchantName: terminal.merchant_name,
    terminalCode: terminal.code,
    terminalName: terminal.name,
    status: terminal.status,
    campaignIds,
  };
}

/** AddCustomer: phones into a private campaign's customers; ones already there stay as they are. */
export async function addCustomers(
  deps: Deps,
  caller: MachineCaller,
  input: { campaignId: number; phones: string[] },
) {
  const client = await clientOf(deps.db, caller);
  const campaign = await deps.db
    .selectFrom('campaigns')
    .selectAll()
    .where('id', '=', input.campaignId)
    .executeTakeFirst();
  if (!campaign || !inScope(client, campaign)) throw new AppError('redemption.campaign_not_found');
  if (campaign.type !== 'private') throw new AppError('redemption.not_private');
  const phones = [...new Set(input.phones)];
  const at = deps.clock.now().toISOString();
  const result = await deps.db
    .insertInto('campaign_customers')
    .values(
      phones.map((phone) => ({
        campaign_id: campaign.id,
        phone,
        status: 'open' as const,
        created_at: at,
        updated_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['campaign_id', 'phone']).doNothing())
    .executeTakeFirst();
  const added = Number(result.numInsertedOrUpdatedRows ?? 0);
  return { added, existing: phones.length - added };
}

/* ---------------------------------------------------------------- staff */

/** A campaign's redemptions, newest first (staff with redemption.read). */
export async function listRedemptions(
  { db }: Deps,
  q: { campaignId: number; page: number; page_size: number },
) {
  const base = db.selectFrom('redemptions').where('redemptions.campaign_id', '=', q.campaignId);
  const { rows, total } = await queryPage(
    pageBounds(q.page, q.page_size),
    base
      .leftJoin('integration_clients', 'integration_clients.id', 'redemptions.client_id')
      .selectAll('redemptions')
      .select('integration_clients.name as client_name')
      .orderBy('redemptions.id', 'desc'),
    base,
  );
  return { total, list: rows.map(toItem) };
}

/** The live budget and uses of a campaign (GetBudgetUsedAmount reads them). */
export async function liveCounters(db: Db, campaignId: number) {
  const row = await repo.counters(db, campaignId);
  return { used: BigInt(row?.budget_used ?? 0), uses: Number(row?.uses ?? 0) };
}
