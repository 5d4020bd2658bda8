import {
  campaignMachine,
  clockState,
  type CampaignAction,
  type CampaignState,
} from '@console/contract/machines/campaign';
import type { AuthUser, Deps } from '../../context';
import { AppError } from '../../errors';
import { recordTransition } from '../../machines/transitions';
import { campaignsRepository as repo } from './campaigns.repository';
import { assertSubmittable } from './form';
import { assertActionable, findCampaign, refusalAfterRace, type ActionInput } from './guards';
import { toItem } from './items';

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
