import { campaignMachine } from '@console/contract/machines/campaign';
import {
  extendIssues,
  type CampaignExtendInput,
  type CampaignRevisionChanges,
  type ExtendBase,
} from '@console/contract/schemas/campaigns';
import type { AuthUser, Deps } from '../../context';
import { isUniqueViolation } from '../../db/database';
import { AppError } from '../../errors';
import { recordTransition } from '../../machines/transitions';
import { campaignsRepository as repo } from './campaigns.repository';
import type { CampaignRow } from './campaigns.tables';
import { invalid } from './form';
import { assertActionable, refusalAfterRace, type ActionInput } from './guards';
import { detailsOf, toItem, toRevision, utc } from './items';
import { getCampaign } from './reads.service';

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
