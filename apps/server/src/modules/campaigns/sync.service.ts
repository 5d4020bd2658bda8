import { campaignMachine } from '@console/contract/machines/campaign';
import type { AuthUser, Deps } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { recordTransition } from '../../machines/transitions';
import { campaignsRepository as repo } from './campaigns.repository';
import type { CampaignRow } from './campaigns.tables';
import { assertActionable, refusalAfterRace, type ActionInput } from './guards';
import { toItem } from './items';

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
