import type { Deps, MachineCaller } from '../../context';
import { AppError } from '../../errors';
import { clientOf, inScope } from './clients.service';
import { exposureRepository as repo } from './exposure.repository';

/** AddCustomer: phones into a private campaign's customers; ones already there stay as they are. */
export async function addCustomers(
  deps: Deps,
  caller: MachineCaller,
  input: { campaignId: number; phones: string[] },
) {
  const client = await clientOf(deps.db, caller);
  const campaign = await repo.campaign(deps.db, input.campaignId);
  if (!campaign || !inScope(client, campaign)) throw new AppError('redemption.campaign_not_found');
  if (campaign.type !== 'private') throw new AppError('redemption.not_private');
  const phones = [...new Set(input.phones)];
  const at = deps.clock.now().toISOString();
  const added = await repo.addCustomers(deps.db, campaign.id, phones, at);
  return { added, existing: phones.length - added };
}
