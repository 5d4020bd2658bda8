import type { Language } from '@console/contract/constants';
import type {
  QuoteInput,
  RedemptionDecision,
  TransactionContext,
} from '@console/contract/schemas/redemption';
import type { Deps, MachineCaller } from '../../context';
import { AppError } from '../../errors';
import type { CampaignRow } from '../campaigns/campaigns.tables';
import { clientOf } from './clients.service';
import { decisionOf, withMessage } from './decisions';
import { detailsOf } from './evaluate';
import { exposureRepository as repo } from './exposure.repository';
import { evaluateRequest, evaluateWithCode } from './vouchers';

/**
 * What applies to a client's transactions, nothing written: the running campaigns of its scope
 * (List), those that apply to a transaction (GetDetail) or take a terminal (GetTerminal), and
 * the answer a redemption would give (Quote).
 */

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

/** Quote: every check, the counters read; nothing written. */
export async function quote(
  deps: Deps,
  caller: MachineCaller,
  input: QuoteInput,
  lang: Language,
): Promise<RedemptionDecision> {
  const client = await clientOf(deps.db, caller);
  const at = input.time ? new Date(input.time) : deps.clock.now();
  const ev = await evaluateRequest(deps.db, client, input, at, true);
  return withMessage(decisionOf('', ev, input.amount, at, 'eligible'), lang, false);
}

export async function listExposed(
  deps: Deps,
  caller: MachineCaller,
  q: { page: number; pageSize: number; order: 'asc' | 'desc' },
) {
  const client = await clientOf(deps.db, caller);
  const { rows, total } = await repo.runningPage(deps.db, client, q);
  return { total, list: rows.map(exposed) };
}

/**
 * GetDetail: every running campaign of the client's that would apply, with its discount. With a
 * voucher code, the campaigns with that code; without, the campaigns without one.
 */
export async function applicable(deps: Deps, caller: MachineCaller, ctx: TransactionContext) {
  const client = await clientOf(deps.db, caller);
  const at = ctx.time ? new Date(ctx.time) : deps.clock.now();
  const rows = await repo.running(deps.db, client);
  const list = [];
  for (const { id } of rows) {
    const ev = await evaluateWithCode(deps.db, client, { ...ctx, campaignId: id }, at, true);
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

/** Whether a campaign's mer-ter list (if it has one) takes this terminal, open. */
async function terminalEligible(deps: Deps, campaignId: number, terminalId: number | undefined) {
  const first = await repo.merTerRow(deps.db, campaignId, terminalId);
  if (!first) return true;
  return first.terminal_id === terminalId && first.status === 'open';
}

/** GetTerminal: a terminal of the catalogue and the client's running campaigns that take it. */
export async function terminalOf(
  deps: Deps,
  caller: MachineCaller,
  q: { merchantCode: string; terminalCode: string },
) {
  const terminal = await repo.terminal(deps.db, q.merchantCode, q.terminalCode);
  if (!terminal) throw new AppError('redemption.terminal_not_found');
  const client = await clientOf(deps.db, caller);
  const rows = await repo.running(deps.db, client);
  const campaignIds: number[] = [];
  for (const row of rows) {
    if (row.type === 'merchant' && row.merchant_code !== q.merchantCode) continue;
    if (await terminalEligible(deps, row.id, terminal.id)) campaignIds.push(row.id);
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
