import type { Deps } from '../context';
import { applyBrowserRules, createBrowser } from '../modules/browsers/browsers.service';
import { usersRepository } from '../db/users.repository';
import { toAuthUser } from '../modules/users/users.service';

/** Descriptions in terms both languages use (Tor, VPN, proxy): data is shown as typed. */
const DEMO_BROWSERS = [
  {
    browser_name: 'Tor Browser',
    file_name: 'tor.exe',
    original_name: 'tor.exe',
    file_description: 'Tor',
  },
  {
    browser_name: 'Opera',
    file_name: 'opera.exe',
    original_name: 'opera.exe',
    file_description: 'VPN',
  },
  {
    browser_name: 'Brave',
    file_name: 'brave.exe',
    original_name: 'brave.exe',
    file_description: 'Tor',
  },
  {
    browser_name: 'UC Browser',
    file_name: 'UCBrowser.exe',
    original_name: 'UCBrowser.exe',
    file_description: 'Proxy',
  },
  {
    browser_name: 'Epic Privacy Browser',
    file_name: 'epic.exe',
    original_name: 'epic.exe',
    file_description: 'Proxy',
  },
];

/** Where its demo data comes among the areas' (seed/index.ts, lowest first). After the accounts (the operator). */
export const order = 30;

/** Blocked browsers made by the operator: four applied, one added after, waiting to be applied. */
export async function seed(deps: Deps) {
  const operator = await usersRepository.findByUserName(deps.db, 'operator1');
  if (!operator) return;
  const actor = toAuthUser(operator);
  for (const browser of DEMO_BROWSERS.slice(0, 4)) await createBrowser(deps, actor, browser);
  await applyBrowserRules(deps, actor);
  await createBrowser(deps, actor, DEMO_BROWSERS[4]!);
}
