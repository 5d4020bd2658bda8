import { campaignMachine, type CampaignAction } from '@console/contract/machines/campaign';
import { canTake } from '@console/contract/machines/define';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { campaignsRepository as repo } from './campaigns.repository';
import type { CampaignRow } from './campaigns.tables';

/** What an action on one campaign names: the campaign, the version the caller saw, a reason. */
export interface ActionInput {
  id: number;
  version?: number | undefined;
  reason?: string | undefined;
}

/** The campaign, or 404 campaigns.not_found. */
export async function findCampaign(db: Db, id: number): Promise<CampaignRow> {
  const row = await repo.find(db, id);
  if (!row) throw new AppError('campaigns.not_found');
  return row;
}

/**
 * Refuses an action on a campaign as read: the state must allow it (409
 * campaigns.invalid_status), and the version, when the caller names the one they saw, must be
 * the stored one (409 campaigns.stale_version).
 */
export function assertActionable(row: CampaignRow, action: CampaignAction, version?: number) {
  if (!canTake(campaignMachine, action, row.state)) {
    throw new AppError(campaignMachine.actions[action].conflict ?? 'common.conflict');
  }
  if (version !== undefined && version !== row.version) {
    throw new AppError('campaigns.stale_version');
  }
}

/** Why a conditional update matched nothing: the campaign moved on since it was read. */
export async function refusalAfterRace(db: Db, id: number, action: CampaignAction): Promise<never> {
  const now = await findCampaign(db, id);
  assertActionable(now, action);
  throw new AppError('campaigns.stale_version');
}
