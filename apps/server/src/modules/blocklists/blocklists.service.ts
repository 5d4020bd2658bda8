import {
  customerBlockMachine,
  terminalBlockMachine,
  type BlockAction,
} from '@console/contract/machines/blocklist';
import { normalizePhone } from '@console/contract/phones';
import {
  type BlacklistMerchantListRequest,
  type BlockHistoryEntry,
  type BlockStatus,
  type BlockedTerminal,
  type CustomerBlock,
  type CustomerChangeInput,
  type CustomerListRequest,
  type MerchantHistoryRequest,
  type TerminalChangeInput,
  type TerminalListRequest,
} from '@console/contract/schemas/blocklists';
import { foldSearch } from '@console/contract/search';
import type { AuthUser, Deps } from '../../context';
import { isUniqueViolation, type Db } from '../../db/database';
import type { TransitionRow } from '../../db/schema';
import { AppError } from '../../errors';
import { conflictOf, detailsOf, historyOf, recordTransition } from '../../machines/transitions';
import {
  customerBlocksRepository as customers,
  terminalBlocksRepository as terminals,
  type TerminalView,
} from './blocklists.repository';
import type { CustomerBlockRow } from './blocklists.tables';

/** Where each action leads, and the state it starts from. */
const MOVE: Record<BlockAction, { from: BlockStatus; to: BlockStatus }> = {
  lock: { from: 'open', to: 'locked' },
  open: { from: 'locked', to: 'open' },
};

const toCustomer = (row: CustomerBlockRow): CustomerBlock => ({
  id: row.id,
  phone: row.phone,
  status: row.status,
  reason: row.reason,
  reasonText: row.reason_text,
  actionBy: row.actor_name,
  actionAt: row.updated_at,
  version: row.version,
});

const toTerminal = (row: TerminalView): BlockedTerminal => ({
  id: row.id,
  merchantCode: row.merchant_code,
  terminalCode: row.code,
  terminalName: row.name,
  status: row.status,
  reason: row.block_reason,
  reasonText: row.block_reason_text,
  actionBy: row.block_actor_name,
  actionAt: row.block_updated_at,
  version: row.version,
});

const toHistory = (row: TransitionRow & { terminal_code?: string }): BlockHistoryEntry => ({
  action: row.action as BlockAction,
  from: row.from_state,
  to: row.to_state,
  reason: row.reason,
  // The history row's details keep the names they were stored with.
  reasonText: String(detailsOf(row).reason_text ?? ''),
  actorName: row.actor_name,
  at: row.at,
  ...(row.terminal_code !== undefined && { terminalCode: row.terminal_code }),
});

/** The part of a phone a search names: a whole phone normalised, else its digits. */
function phoneDigits(keyword: string): string {
  return normalizePhone(keyword) ?? keyword.replace(/\D/g, '');
}

/** Refuses a change the entry's state or version does not allow, as the machine says. */
function assertActionable(
  machine: typeof customerBlockMachine | typeof terminalBlockMachine,
  action: BlockAction,
  read: { status: BlockStatus; version: number },
  version: number | undefined,
) {
  if (read.status !== MOVE[action].from) throw conflictOf(machine, action);
  if (version !== undefined && version !== read.version) {
    throw new AppError('blocklists.stale_version');
  }
}

export async function listCustomers({ db }: Deps, q: CustomerListRequest) {
  const { phone, ...rest } = q;
  const { rows, total } = await customers.list(db, { ...rest, digits: phoneDigits(phone) });
  return { total, list: rows.map(toCustomer) };
}

async function findCustomer(db: Db, phone: string): Promise<CustomerBlockRow> {
  const row = await customers.findByPhone(db, phone);
  if (!row) throw new AppError('blocklists.customer_not_found');
  return row;
}

export async function customerHistory({ db }: Deps, phone: string) {
  const row = await findCustomer(db, phone);
  const rows = await historyOf(db, [customerBlockMachine], row.id);
  return { total: rows.length, list: rows.map(toHistory) };
}

/**
 * Locks or opens a phone: one conditional update on (id, status, version) and its history row in
 * one transaction. A phone never locked is open; its first lock adds its row, and of two first
 * locks at once the unique phone lets one in, the other answers 'already locked'.
 */
export async function changeCustomer(
  deps: Deps,
  actor: AuthUser,
  action: BlockAction,
  input: CustomerChangeInput,
): Promise<CustomerBlock> {
  const at = deps.clock.now().toISOString();
  const entry = {
    reason: input.reason,
    reason_text: input.reasonText,
    actor_name: actor.user_name,
    updated_at: at,
  };
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const read = await customers.findByPhone(trx, input.phone);
      let row: CustomerBlockRow | undefined;
      if (!read) {
        if (action === 'open') throw new AppError('blocklists.customer_not_found');
        row = await customers.insert(trx, { phone: input.phone, status: 'locked', ...entry });
      } else {
        assertActionable(customerBlockMachine, action, read, input.version);
        row = await customers.updateAsOf(trx, read, { status: MOVE[action].to, ...entry });
        if (!row) {
          const now = await findCustomer(trx, input.phone);
          assertActionable(customerBlockMachine, action, now, read.version);
          throw new AppError('blocklists.stale_version');
        }
      }
      await recordTransition(trx, customerBlockMachine, {
        entityId: row.id,
        action,
        from: MOVE[action].from,
        actor: { id: actor.id, name: actor.user_name },
        reason: input.reason,
        details: { phone: input.phone, reason_text: input.reasonText },
        at,
      });
      return toCustomer(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOf(customerBlockMachine, 'lock');
    throw error;
  }
}

async function findMerchant(db: Db, code: string) {
  const merchant = await terminals.findMerchant(db, code);
  if (!merchant) throw new AppError('blocklists.merchant_not_found');
  return merchant;
}

async function findTerminal(db: Db, merchantCode: string, terminalCode: string) {
  const merchant = await findMerchant(db, merchantCode);
  const terminal = await terminals.findTerminal(db, merchant.id, terminalCode);
  if (!terminal) throw new AppError('blocklists.terminal_not_found');
  return terminal;
}

export async function listMerchants({ db }: Deps, q: BlacklistMerchantListRequest) {
  const { rows, total } = await terminals.listMerchants(db, {
    ...q,
    keyword: foldSearch(q.keyword),
  });
  return {
    total,
    list: rows.map((r) => ({
      merchantCode: r.code,
      merchantName: r.name,
      totalTerminals: Number(r.total ?? 0),
      lockedTerminals: Number(r.locked ?? 0),
    })),
  };
}

export async function listTerminals({ db }: Deps, q: TerminalListRequest) {
  const merchant = await findMerchant(db, q.merchantCode);
  const { rows, total } = await terminals.listTerminals(db, merchant.id, q);
  return { total, list: rows.map(toTerminal) };
}

export async function merchantHistory({ db }: Deps, q: MerchantHistoryRequest) {
  const merchant = await findMerchant(db, q.merchantCode);
  const { rows, total } = await terminals.history(db, merchant.id, q);
  return { total, list: rows.map(toHistory) };
}

/** Locks or opens a terminal: a conditional update on (id, status, version) and its history. */
export async function changeTerminal(
  deps: Deps,
  actor: AuthUser,
  action: BlockAction,
  input: TerminalChangeInput,
): Promise<BlockedTerminal> {
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const read = await findTerminal(trx, input.merchantCode, input.terminalCode);
    assertActionable(terminalBlockMachine, action, read, input.version);
    const changed = await terminals.updateAsOf(trx, read, {
      status: MOVE[action].to,
      block_reason: input.reason,
      block_reason_text: input.reasonText,
      block_actor_name: actor.user_name,
      block_updated_at: at,
    });
    const now = await findTerminal(trx, input.merchantCode, input.terminalCode);
    if (!changed) {
      assertActionable(terminalBlockMachine, action, now, read.version);
      throw new AppError('blocklists.stale_version');
    }
    await recordTransition(trx, terminalBlockMachine, {
      entityId: read.id,
      action,
      from: MOVE[action].from,
      actor: { id: actor.id, name: actor.user_name },
      reason: input.reason,
      details: {
        merchant_code: input.merchantCode,
        terminal_code: input.terminalCode,
        reason_text: input.reasonText,
      },
      at,
    });
    return toTerminal(now);
  });
}

/**
 * SyncTerminal. There is no merchant system beside the catalogue to pull from, so a sync re-reads
 * the merchant's terminals from the catalogue (the terminals mer-ter files and the catalogue
 * added since the page was loaded count too) and answers the counts afresh, with the time it was
 * read; the screen refreshes its rows from it (docs/decisions/blocklists.md).
 */
export async function syncTerminals({ db, clock }: Deps, merchantCode: string) {
  const merchant = await findMerchant(db, merchantCode);
  const counts = await terminals.countsOf(db, merchant.id);
  return {
    merchantCode: merchant.code,
    merchantName: merchant.name,
    totalTerminals: counts.total,
    lockedTerminals: counts.locked,
    syncedAt: clock.now().toISOString(),
  };
}
