import type { Deps } from '../context';
import { usersRepository } from '../db/users.repository';
import { seedAccounts } from './accounts';
import { seedAgents } from './agents';
import { seedBankDetails } from './bank';
import { seedBlocklists } from './blocklists';
import { seedBrowsers } from './browsers';
import { seedCampaigns } from './campaigns';
import { seedMerter } from './merter';
import { seedParents } from './parents';
import { seedPromotions } from './promotions';
import { seedRpa } from './rpa';

/** Each area's demo data, in the order they build on each other (accounts first). */
const seeds: ((deps: Deps) => Promise<void>)[] = [
  seedAccounts,
  seedPromotions,
  seedBrowsers,
  seedBankDetails,
  seedCampaigns,
  seedMerter,
  seedBlocklists,
  seedParents,
  seedAgents,
  seedRpa,
];

/** Fills an empty database with demo data; does nothing when any user exists. */
export async function seedDemo(deps: Deps): Promise<boolean> {
  if ((await usersRepository.count(deps.db)) > 0) return false;
  for (const seed of seeds) await seed(deps);
  return true;
}
