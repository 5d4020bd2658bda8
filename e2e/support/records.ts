import type { Page } from '@playwright/test';
import { callAs } from './api';

/** The first record of each area the screens open, and the demo parent's. */
export interface Ids {
  browser: number;
  bank: number;
  user: number;
  promotion: { id: number; code: string };
  campaign: number;
  parent: number;
  staff: number;
  rule: number;
  agent: number;
  rpaJob: number;
}

const PAGE_1 = { page: 1, page_size: 10 };
/** The same page as the `/rpc/` lists take it (docs/decisions/field-conventions.md). */
const RPC_PAGE_1 = { page: 1, pageSize: 10 };

/** The first row of a list; a list with none fails the test that needs it. */
function first<T>(id: string, list: T[]): T {
  const [row] = list;
  if (!row) throw new Error(`${id} lists nothing`);
  return row;
}

/**
 * The first record of each area in the demo data, read through the API with the page's own
 * session (an administrator's): for the screens of a record, opened by their path.
 */
export async function firstIds(page: Page): Promise<Ids> {
  const parents = await callAs(page, 'users.searchLike', {
    keyword: 'parent001@example.com',
    type: 'email',
  });
  const parent = parents.list[0]!.id;
  const staff = (await callAs(page, 'parents.staffList', { admin_id: parent })).list[0]!.id;
  const rule = (await callAs(page, 'rules.appList')).list[0]!.id;
  const agent = (await callAs(page, 'agents.list', { admin_id: parent })).list[0]!.agent_id;
  const rpaJob = (await callAs(page, 'rpa.jobList', { admin_id: parent })).list[0]!.id;
  const promotion = first('promotions.list', (await callAs(page, 'promotions.list', PAGE_1)).list);
  const campaign = first('campaigns.list', (await callAs(page, 'campaigns.list', RPC_PAGE_1)).list);
  return {
    browser: first('browsers.list', (await callAs(page, 'browsers.list', PAGE_1)).list).id,
    bank: first('bank.list', (await callAs(page, 'bank.list', PAGE_1)).list).id,
    user: first('users.list', (await callAs(page, 'users.list', PAGE_1)).list).id,
    promotion: { id: promotion.id, code: promotion.code },
    campaign: campaign.id,
    parent,
    staff,
    rule,
    agent,
    rpaJob,
  };
}
