import type { Insertable } from 'kysely';
import { findBankByCode } from '@console/contract/banks';
import type { FieldError } from '@console/contract/errors';
import {
  campaignMachine,
  clockState,
  type CampaignAction,
  type CampaignState,
} from '@console/contract/machines/campaign';
import { canTake } from '@console/contract/machines/define';
import {
  campaignInput,
  campaignRuleIssues,
  extendIssues,
  type CampaignEditInput,
  type CampaignExtendInput,
  type CampaignRevision,
  type CampaignRevisionChanges,
  type ExtendBase,
  type CampaignHeaderInput,
  type CampaignInput,
  type CampaignItem,
  type CampaignListRequest,
  type CampaignSummary,
} from '@console/contract/schemas/campaigns';
import { foldSearch, searchTextOf as foldedFields } from '@console/contract/search';
import type { AuthUser, Deps } from '../../context';
import { isUniqueViolation, type Db } from '../../db/database';
import { AppError } from '../../errors';
import { historyOf, recordTransition } from '../../machines/transitions';
import { toFieldErrors } from '../../plugins/validation';
import { liveCounters } from '../redemption/redemption.service';
import { campaignsRepository as repo } from './campaigns.repository';
import type { CampaignRevisionRow, CampaignRow, CampaignsTable } from './campaigns.tables';

/** What a campaign holds beyond the columns a list filters on (stored as one JSON text). */
type CampaignDetails = Pick<
  CampaignItem,
  | 'description'
  | 'sponsorshipRate'
  | 'defaultCondition'
  | 'specialConditions'
  | 'merTerSharedFee'
  | 'maxFundingPerTransaction'
  | 'qrTypes'
  | 'usageCycle'
  | 'usesPerCycle'
  | 'usesPerCampaign'
  | 'totalUsageLimit'
  | 'periodType'
  | 'voucherCode'
>;

/** The details of a draft made from its header alone. */
const EMPTY_DETAILS: CampaignDetails = {
  description: '',
  sponsorshipRate: 0,
  defaultCondition: null,
  specialConditions: [],
  merTerSharedFee: 0,
  maxFundingPerTransaction: 0,
  qrTypes: [],
  usageCycle: 'daily',
  usesPerCycle: null,
  usesPerCampaign: null,
  totalUsageLimit: null,
  periodType: 'both',
  voucherCode: '',
};

const utc = (time: string) => new Date(time).toISOString();
const searchTextOf = (name: string, code: string) => foldedFields([name, code]);
/** A bank as the campaign keeps it: its NAPAS id, whichever code was sent. */
const bankIdOf = (code: string) => findBankByCode(code)?.bankId ?? code;

function detailsOf(row: CampaignRow): CampaignDetails {
  return { ...EMPTY_DETAILS, ...(JSON.parse(row.details) as Partial<CampaignDetails>) };
}

function toSummary(row: CampaignRow): CampaignSummary {
  return {
    id: row.id,
    type: row.type,
    state: row.state,
    version: row.version,
    name: row.name,
    code: row.code,
    startTime: row.start_time,
    endTime: row.end_time,
    banks: row.bank_code ? [row.bank_code] : [],
    merchantCode: row.merchant_code,
    maxBudget: row.max_budget === null ? null : Number(row.max_budget),
    createdBy: row.created_by,
    updatedAt: row.updated_at,
  };
}

function toItem(row: CampaignRow): CampaignItem {
  return {
    ...toSummary(row),
    ...detailsOf(row),
    merchantName: row.merchant_name,
    submittedBy: row.submitted_by_name,
    createdAt: row.created_at,
  };
}

/** The columns and details of a whole campaign, as the form sent it. */
function columnsOf(input: CampaignInput) {
  const { type, name, code, startTime, endTime, banks, merchantCode, maxBudget, ...details } =
    input;
  return {
    type,
    name,
    code,
    code_key: code.toLowerCase(),
    search_text: searchTextOf(name, code),
    start_time: utc(startTime),
    end_time: utc(endTime),
    bank_code: banks[0] ? bankIdOf(banks[0]) : '',
    merchant_code: merchantCode,
    max_budget: maxBudget ?? null,
    details: JSON.stringify({
      ...details,
      specialConditions: details.specialConditions.map((s) => ({
        ...s,
        startTime: utc(s.startTime),
        endTime: utc(s.endTime),
      })),
    } satisfies CampaignDetails),
  };
}

/** A stored campaign as the whole input the schema checks (what submit requires). */
function inputOf(row: CampaignRow): Record<string, unknown> {
  const {
    submittedBy: _s,
    createdAt: _c,
    createdBy: _b,
    updatedAt: _u,
    merchantName: _m,
    ...item
  } = toItem(row);
  const { id: _i, state: _st, version: _v, maxBudget, ...rest } = item;
  return { ...rest, ...(maxBudget !== null && { maxBudget }) };
}

function rejectDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('campaigns.duplicate_code');
  throw error;
}

function invalid(errors: FieldError[]): never {
  throw new AppError('common.invalid_input', { errors });
}

/** A start before now is refused when a campaign is created, edited or sent for approval. */
function assertStartsLater(startTime: string, now: Date) {
  const issues = campaignRuleIssues({ startTime }, now);
  if (issues.length > 0) {
    invalid(issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
}

async function findCampaign(db: Db, id: number): Promise<CampaignRow> {
  const row = await repo.find(db, id);
  if (!row) throw new AppError('campaigns.not_found');
  return row;
}

/**
 * Refuses an action on a campaign as read: the state must allow it (409
 * campaigns.invalid_status), and the version, when the caller names the one they saw, must be
 * the stored one (409 campaigns.stale_version).
 */
function assertActionable(row: CampaignRow, action: CampaignAction, version?: number) {
  if (!canTake(campaignMachine, action, row.state)) {
    throw new AppError(campaignMachine.actions[action].conflict ?? 'common.conflict');
  }
  if (version !== undefined && version !== row.version) {
    throw new AppError('campaigns.stale_version');
  }
}

/** Why a conditional update matched nothing: the campaign moved on since it was read. */
async function refusalAfterRace(db: Db, id: number, action: CampaignAction): Promise<never> {
  const now = await findCampaign(db, id);
  assertActionable(now, action);
  throw new AppError('campaigns.stale_version');
}

export async function listCampaigns({ db }: Deps, q: CampaignListRequest) {
  const { rows, total } = await repo.list(db, {
    ...q,
    keyword: foldSearch(q.keyword),
    ...(q.from && { from: utc(q.from) }),
    ...(q.to && { to: utc(q.to) }),
    ...(q.bank && { bank: bankIdOf(q.bank) }),
  });
  return { total, list: rows.map(toSummary) };
}

export async function getCampaign({ db }: Pick<Deps, 'db'>, id: number) {
  const row = await findCampaign(db, id);
  const history = await historyOf(db, [campaignMachine], id);
  const pending = await repo.pendingRevision(db, id);
  return {
    item: toItem(row),
    pendingRevision: pending ? toRevision(pending) : null,
    history: history.map((h) => ({
      action: h.action,
      from: h.from_state,
      to: h.to_state,
      actorName: h.actor_name,
      reason: h.reason,
      details: JSON.parse(h.details) as Record<string, unknown>,
      at: h.at,
    })),
  };
}

export async function budgetOf({ db }: Deps, id: number) {
  const row = await findCampaign(db, id);
  // The live counters redemption keeps (modules/redemption, docs/decisions/redemption.md).
  const live = await liveCounters(db, id);
  const used = live.used;
  const max = row.max_budget === null ? null : BigInt(row.max_budget);
  return {
    maxBudget: max === null ? null : Number(max),
    used: used.toString(),
    remaining: max === null ? null : (max > used ? max - used : 0n).toString(),
    uses: live.uses,
    totalUsageLimit: detailsOf(row).totalUsageLimit,
  };
}

/** A new draft with these columns, created by `actor` now; the start must be in the future. */
async function insertDraft(
  deps: Deps,
  actor: AuthUser,
  columns: Omit<Insertable<CampaignsTable>, 'state' | 'created_by' | 'created_at' | 'updated_at'>,
) {
  const now = deps.clock.now();
  assertStartsLater(columns.start_time, now);
  const at = now.toISOString();
  const row = await repo
    .insert(deps.db, {
      ...columns,
      merchant_name: columns.merchant_code
        ? ((await repo.merchantByCode(deps.db, columns.merchant_code))?.name ?? '')
        : '',
      state: 'draft',
      submitted_by: null,
      created_by: actor.user_name,
      created_at: at,
      updated_at: at,
    })
    .catch(rejectDuplicate);
  return toItem(row);
}

/** Campaign/Create: a draft from the header; its details are filled in by an edit. */
export function createDraft(deps: Deps, actor: AuthUser, header: CampaignHeaderInput) {
  return insertDraft(deps, actor, {
    type: header.type,
    name: header.name,
    code: header.code,
    code_key: header.code.toLowerCase(),
    search_text: searchTextOf(header.name, header.code),
    start_time: utc(header.startTime),
    end_time: utc(header.endTime),
    max_budget: null,
    details: JSON.stringify(EMPTY_DETAILS),
  });
}

/** CampaignFull/Create: a draft with every detail, checked whole. */
export function createFull(deps: Deps, actor: AuthUser, input: CampaignInput) {
  return insertDraft(deps, actor, columnsOf(input));
}

/**
 * CampaignFull/Edit: replaces the details of a draft or rejected campaign, as of the version the
 * editor read; the history keeps which fields changed.
 */
export async function editCampaign(deps: Deps, actor: AuthUser, edit: CampaignEditInput) {
  const { id, version, ...input } = edit;
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await findCampaign(trx, id);
    assertActionable(row, 'edit', version);
    assertStartsLater(input.startTime, now);
    const before = inputOf(row);
    const columns = columnsOf(input as CampaignInput);
    const merchantName =
      columns.merchant_code === row.merchant_code
        ? row.merchant_name
        : columns.merchant_code
          ? ((await repo.merchantByCode(trx, columns.merchant_code))?.name ?? '')
          : '';
    const at = now.toISOString();
    const updated = await repo
      .updateAsOf(trx, row, { ...columns, merchant_name: merchantName, updated_at: at })
      .catch(rejectDuplicate);
    if (!updated) return refusalAfterRace(trx, id, 'edit');
    const after = inputOf(updated);
    const changed = Object.keys(after).filter(
      (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
    );
    await recordTransition(trx, campaignMachine, {
      entityId: id,
      action: 'edit',
      from: row.state,
      actor: { id: actor.id, name: actor.user_name },
      details: { changed },
      at,
    });
    return toItem(updated);
  });
}

/** Submitting asks for a whole campaign that starts in the future. */
function assertSubmittable(row: CampaignRow, now: Date) {
  const parsed = campaignInput.safeParse(inputOf(row));
  if (!parsed.success) invalid(toFieldErrors(parsed.error));
  assertStartsLater(row.start_time, now);
}

interface ActionInput {
  id: number;
  version?: number | undefined;
  reason?: string | undefined;
}

/**
 * Every action of the campaign machine but edit: checks the state, the version, and the action's
 * own rule (whole to submit, maker-checker to approve, not yet ended to approve), then makes the
 * change with one conditional update on (id, state, version) and writes the history row in the
 * same transaction. Two managers approving at once: one approval, one 409.
 */
export async function act(
  deps: Deps,
  actor: AuthUser,
  action: Exclude<
    CampaignAction,
    | 'edit'
    | 'extend'
    | 'approveExtension'
    | 'rejectExtension'
    | 'syncMerchant'
    | 'syncTerminal'
    | 'start'
    | 'end'
  >,
  { id, version, reason }: ActionInput,
) {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await findCampaign(trx, id);
    assertActionable(row, action, version);
    let to: CampaignState;
    switch (action) {
      case 'submit':
      case 'submitNoUpdate':
        assertSubmittable(row, now);
        to = 'pending';
        break;
      case 'approve': {
        if (row.submitted_by === actor.id) throw new AppError('campaigns.own_submission');
        const byClock = clockState(row.start_time, row.end_time, now);
        if (byClock === 'out_of_date') throw new AppError('campaigns.ended');
        to = byClock;
        break;
      }
      case 'unlock':
        to = clockState(row.start_time, row.end_time, now);
        break;
      default: {
        const target = campaignMachine.actions[action].to;
        to = target as CampaignState;
      }
    }
    const at = now.toISOString();
    const submitted = action === 'submit' || action === 'submitNoUpdate';
    const updated = await repo.updateAsOf(trx, row, {
      state: to,
      updated_at: at,
      ...(submitted && { submitted_by: actor.id, submitted_by_name: actor.user_name }),
    });
    if (!updated) return refusalAfterRace(trx, id, action);
    await recordTransition(trx, campaignMachine, {
      entityId: id,
      action,
      from: row.state,
      to,
      actor: { id: actor.id, name: actor.user_name },
      ...(reason !== undefined && { reason }),
      at,
    });
    return toItem(updated);
  });
}

/* ------------------------------------------------------------- extend */

/** The live values an extension is measured against and replaces. */
function extendBaseOf(row: CampaignRow): ExtendBase {
  const details = detailsOf(row);
  return {
    endTime: row.end_time,
    maxBudget: row.max_budget === null ? null : Number(row.max_budget),
    totalUsageLimit: details.totalUsageLimit,
    usesPerCycle: details.usesPerCycle,
    usesPerCampaign: details.usesPerCampaign,
  };
}

function toRevision(row: CampaignRevisionRow): CampaignRevision {
  return {
    id: row.id,
    changes: JSON.parse(row.changes) as CampaignRevisionChanges,
    previous: JSON.parse(row.previous) as ExtendBase,
    reason: row.reason,
    requestedBy: row.requested_by_name,
    requestedAt: row.requested_at,
  };
}

/** The fields a revision moves, with their old and new values, for the history. */
function changedFields(base: ExtendBase, changes: CampaignRevisionChanges) {
  const changed = (Object.keys(changes) as (keyof CampaignRevisionChanges)[]).filter(
    (key) => changes[key] !== undefined && changes[key] !== base[key],
  );
  return {
    changed,
    from: Object.fromEntries(changed.map((key) => [key, base[key]])),
    to: Object.fromEntries(changed.map((key) => [key, changes[key]])),
  };
}

/**
 * CampaignFull/ExtendDetail: a supporter asks for a revision of a waiting or running campaign.
 * It is kept pending beside the live campaign, which does not change until a manager approves.
 * A value below the live one is refused (409 campaigns.extend_less); one pending at a time.
 */
export async function requestExtension(deps: Deps, actor: AuthUser, input: CampaignExtendInput) {
  const { id, version, reason, ...given } = input;
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.lock(trx, id);
    if (!row) throw new AppError('campaigns.not_found');
    assertActionable(row, 'extend', version);
    const base = extendBaseOf(row);
    const changes: CampaignRevisionChanges = {
      ...given,
      ...(given.endTime !== undefined && { endTime: utc(given.endTime) }),
    };
    const issues = extendIssues(base, changes);
    if (issues.some((i) => i.message === 'validation.campaign_extend_less')) {
      throw new AppError('campaigns.extend_less', {
        errors: issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    }
    if (issues.length > 0) {
      invalid(issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
    }
    if (await repo.pendingRevision(trx, id)) throw new AppError('campaigns.extension_pending');
    const at = now.toISOString();
    // Only what moves is kept: a value sent unchanged is no part of the revision.
    const moved = changedFields(base, changes);
    await repo
      .insertRevision(trx, {
        campaign_id: id,
        state: 'pending',
        changes: JSON.stringify(moved.to),
        previous: JSON.stringify(base),
        reason,
        requested_by: actor.id,
        requested_by_name: actor.user_name,
        requested_at: at,
        decided_at: null,
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new AppError('campaigns.extension_pending');
        throw error;
      });
    await recordTransition(trx, campaignMachine, {
      entityId: id,
      action: 'extend',
      from: row.state,
      actor: { id: actor.id, name: actor.user_name },
      reason,
      details: moved,
      at,
    });
  });
  return getCampaign(deps, id);
}

/**
 * ApproveExtension / RejectExtension: a manager decides the pending revision. Approving applies
 * it to the live campaign (its version moves) unless the caller asked for it (maker-checker);
 * both are conditional on the revision still pending, so two managers at once decide it once.
 */
export async function decideExtension(
  deps: Deps,
  actor: AuthUser,
  action: 'approveExtension' | 'rejectExtension',
  { id, version, reason }: ActionInput,
) {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.lock(trx, id);
    if (!row) throw new AppError('campaigns.not_found');
    assertActionable(row, action, version);
    const pending = await repo.pendingRevision(trx, id);
    if (!pending) throw new AppError('campaigns.no_extension');
    const revision = toRevision(pending);
    const approve = action === 'approveExtension';
    if (approve && pending.requested_by === actor.id) {
      throw new AppError('campaigns.own_extension');
    }
    const at = now.toISOString();
    const decided = await repo.decideRevision(trx, pending.id, {
      state: approve ? 'approved' : 'rejected',
      decided_by_name: actor.user_name,
      decided_at: at,
    });
    if (!decided) throw new AppError('campaigns.no_extension');
    let item = toItem(row);
    const base = extendBaseOf(row);
    if (approve) {
      // The live values may have moved since it was asked for: it still may not lower them.
      const issues = extendIssues(base, revision.changes);
      if (issues.some((i) => i.message === 'validation.campaign_extend_less')) {
        throw new AppError('campaigns.extend_less');
      }
      const { endTime, maxBudget, ...limits } = revision.changes;
      const updated = await repo.updateAsOf(trx, row, {
        ...(endTime !== undefined && { end_time: utc(endTime) }),
        ...(maxBudget !== undefined && { max_budget: maxBudget }),
        details: JSON.stringify({ ...detailsOf(row), ...limits }),
        updated_at: at,
      });
      if (!updated) return refusalAfterRace(trx, id, action);
      item = toItem(updated);
    }
    await recordTransition(trx, campaignMachine, {
      entityId: id,
      action,
      from: row.state,
      actor: { id: actor.id, name: actor.user_name },
      ...(reason !== undefined && { reason }),
      details: changedFields(base, revision.changes),
      at,
    });
    return item;
  });
}

/* --------------------------------------------------------------- sync */

async function merchantOf(db: Db, row: CampaignRow) {
  const merchant = row.merchant_code ? await repo.merchantByCode(db, row.merchant_code) : undefined;
  if (!merchant) throw new AppError('campaigns.merchant_not_found');
  return merchant;
}

/**
 * SyncMerchant: the campaign's merchant as the catalogue has it now (its name); 404
 * campaigns.merchant_not_found when the catalogue no longer has it, or the campaign names none.
 */
export async function syncMerchant(deps: Deps, actor: AuthUser, { id, version }: ActionInput) {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.lock(trx, id);
    if (!row) throw new AppError('campaigns.not_found');
    assertActionable(row, 'syncMerchant', version);
    const merchant = await merchantOf(trx, row);
    const at = now.toISOString();
    const updated = await repo.updateAsOf(trx, row, {
      merchant_name: merchant.name,
      updated_at: at,
    });
    if (!updated) return refusalAfterRace(trx, id, 'syncMerchant');
    await recordTransition(trx, campaignMachine, {
      entityId: id,
      action: 'syncMerchant',
      from: row.state,
      actor: { id: actor.id, name: actor.user_name },
      details: {
        merchantCode: merchant.code,
        ...(row.merchant_name !== merchant.name && {
          changed: ['merchantName'],
          from: { merchantName: row.merchant_name },
          to: { merchantName: merchant.name },
        }),
      },
      at,
    });
    return toItem(updated);
  });
}

/**
 * SyncTerminal: adds the merchant's catalogue terminals the campaign lacks to its terminals
 * (campaign_terminals, which the mer-ter files write too); removes none. The history row says
 * how many were added.
 */
export async function syncTerminals(deps: Deps, actor: AuthUser, { id, version }: ActionInput) {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.lock(trx, id);
    if (!row) throw new AppError('campaigns.not_found');
    assertActionable(row, 'syncTerminal', version);
    const merchant = await merchantOf(trx, row);
    const at = now.toISOString();
    const added = await repo.addMissingTerminals(trx, id, merchant.id, at);
    await recordTransition(trx, campaignMachine, {
      entityId: id,
      action: 'syncTerminal',
      from: row.state,
      actor: { id: actor.id, name: actor.user_name },
      details: { merchantCode: merchant.code, added },
      at,
    });
    return { item: toItem(row), added };
  });
}

/**
 * The clock: waiting campaigns whose start has come run; running and locked ones whose end has
 * come are out of date. Each move is a conditional update, so a campaign moves once however many
 * servers run the clock (the job runs on one at a time anyway).
 */
export async function runClock(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  let moved = 0;
  const system = { id: null, name: 'system' };
  const steps = [
    { action: 'start', state: 'waiting', column: 'start_time', to: 'running' },
    { action: 'end', state: 'running', column: 'end_time', to: 'out_of_date' },
    { action: 'end', state: 'locked', column: 'end_time', to: 'out_of_date' },
  ] as const;
  for (const step of steps) {
    for (const row of await repo.due(db, step.state, step.column, at)) {
      await db.transaction().execute(async (trx) => {
        const updated = await repo.updateAsOf(trx, row, { state: step.to, updated_at: at });
        if (!updated) return;
        await recordTransition(trx, campaignMachine, {
          entityId: row.id,
          action: step.action,
          from: step.state,
          actor: system,
          // The time the move was due, beside the time it was made.
          details: { due: step.column === 'start_time' ? row.start_time : row.end_time },
          at,
        });
        moved += 1;
      });
    }
  }
  return moved;
}
