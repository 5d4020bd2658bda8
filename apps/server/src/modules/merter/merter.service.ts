import {
  campaignCustomerMachine,
  campaignTerminalMachine,
  MERTER_CAMPAIGN_STATES,
  type MerterStatus,
} from '@console/contract/machines/merter';
import { normalizePhone } from '@console/contract/phones';
import type { AuthUser, Deps } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { conflictOf, recordTransition } from '../../machines/transitions';
import { merterRepository as repo } from './merter.repository';

// A campaign's terminals and customers, each open or locked; files.service.ts fills the terminals
// from uploaded files.

export async function campaignOf(db: Db, id: number) {
  const campaign = await repo.campaign(db, id);
  if (!campaign) throw new AppError('merter.campaign_not_found');
  return campaign;
}

export async function changeableCampaign(db: Db, id: number) {
  const campaign = await campaignOf(db, id);
  if (!(MERTER_CAMPAIGN_STATES as readonly string[]).includes(campaign.state)) {
    throw new AppError('merter.campaign_state');
  }
  return campaign;
}

type ListQuery = {
  campaignId: number;
  keyword: string;
  status?: MerterStatus | undefined;
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
};

export async function terminals(deps: Deps, q: ListQuery) {
  await campaignOf(deps.db, q.campaignId);
  const { rows, total } = await repo.terminals(deps.db, q.campaignId, q);
  return { total, list: rows };
}

/**
 * Locks or opens one row of a campaign's terminals or customers: a conditional update on its
 * status, a 409 when it is not in the state the action starts from, and the history row.
 */
async function switchStatus(
  trx: Db,
  on: {
    table: 'campaign_terminals' | 'campaign_customers';
    machine: typeof campaignTerminalMachine;
  },
  change: {
    rowId: number;
    status: MerterStatus;
    user: AuthUser;
    details: Record<string, unknown>;
    at: string;
  },
) {
  const action = change.status === 'locked' ? 'lock' : 'open';
  const from: MerterStatus = change.status === 'locked' ? 'open' : 'locked';
  const changed = await repo.setStatus(trx, on.table, change.rowId, from, change.status, change.at);
  if (!changed) throw conflictOf(on.machine, action);
  await recordTransition(trx, on.machine, {
    entityId: change.rowId,
    action,
    from,
    actor: { id: change.user.id, name: change.user.user_name },
    details: change.details,
    at: change.at,
  });
}

/** Lock or open one of a campaign's terminals. */
export async function changeTerminal(
  deps: Deps,
  user: AuthUser,
  q: { campaignId: number; terminalId: number; status: MerterStatus },
) {
  await campaignOf(deps.db, q.campaignId);
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.terminal(trx, q.campaignId, q.terminalId);
    if (!row) throw new AppError('merter.terminal_not_found');
    await switchStatus(
      trx,
      { table: 'campaign_terminals', machine: campaignTerminalMachine },
      {
        rowId: row.id,
        status: q.status,
        user,
        details: { campaign_id: q.campaignId, terminal_code: row.terminalCode },
        at,
      },
    );
    const { id: _id, ...item } = row;
    return { ...item, status: q.status, updatedAt: at };
  });
}

export async function customers(deps: Deps, q: ListQuery) {
  await campaignOf(deps.db, q.campaignId);
  const keyword = q.keyword.replace(/[\s.-]/g, '');
  const { rows, total } = await repo.customers(deps.db, q.campaignId, { ...q, keyword });
  return { total, list: rows };
}

async function customerOf(db: Db, campaignId: number, phone: string) {
  const normal = normalizePhone(phone);
  const row = normal ? await repo.customer(db, campaignId, normal) : undefined;
  if (!row) throw new AppError('merter.customer_not_found');
  return row;
}

/** Lock or open one of a campaign's customers, found by his phone as typed. */
export async function changeCustomer(
  deps: Deps,
  user: AuthUser,
  q: { campaignId: number; phone: string; status: MerterStatus },
) {
  await campaignOf(deps.db, q.campaignId);
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const row = await customerOf(trx, q.campaignId, q.phone);
    await switchStatus(
      trx,
      { table: 'campaign_customers', machine: campaignCustomerMachine },
      {
        rowId: row.id,
        status: q.status,
        user,
        details: { campaign_id: q.campaignId, phone: row.phone },
        at,
      },
    );
    return { phone: row.phone, status: q.status, updatedAt: at };
  });
}

/**
 * The terminals where a customer of the campaign may redeem it: the campaign's open terminals
 * while the customer is open in it, none while he is locked (docs/decisions/merter.md).
 */
export async function customerTerminals(
  deps: Deps,
  q: Omit<ListQuery, 'status'> & { phone: string },
) {
  await campaignOf(deps.db, q.campaignId);
  const customer = await customerOf(deps.db, q.campaignId, q.phone);
  if (customer.status === 'locked') {
    return { total: 0, list: [], customerStatus: customer.status };
  }
  const { rows, total } = await repo.terminals(deps.db, q.campaignId, { ...q, status: 'open' });
  return { total, list: rows, customerStatus: customer.status };
}
