import * as c from '../schemas/campaigns';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/campaigns';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Promotion campaigns: drafted and submitted by supporters, approved, locked and stopped by ' +
  'managers, started and ended by the clock.';

const route = routesOf('campaigns', permissions);

const action = (
  path: string,
  access: keyof typeof permissions,
  summary: string,
  request: typeof c.campaignActionInput | typeof c.campaignReasonInput = c.campaignActionInput,
) =>
  route({
    method: 'POST',
    path,
    request,
    response: c.campaignItemResponse,
    access,
    write: true,
    summary,
  });

export const routes = {
  'campaigns.list': route({
    method: 'POST',
    path: '/rpc/Campaign/List',
    request: c.campaignListRequest,
    response: c.campaignListResponse,
    access: 'campaigns.read',
    write: false,
    summary: 'Campaigns by name or code, type, state, time range, bank and merchant',
  }),
  'campaigns.create': route({
    method: 'POST',
    path: '/rpc/Campaign/Create',
    request: c.campaignHeaderInput,
    response: c.campaignItemResponse,
    access: 'campaigns.create',
    write: true,
    idempotent: true,
    summary: 'A draft campaign from its header (type, name, code, times)',
  }),
  'campaigns.createFull': route({
    method: 'POST',
    path: '/rpc/CampaignFull/Create',
    request: c.campaignInput,
    response: c.campaignItemResponse,
    access: 'campaigns.create',
    write: true,
    idempotent: true,
    summary: 'A draft campaign with every detail',
  }),
  'campaigns.edit': route({
    method: 'POST',
    path: '/rpc/CampaignFull/Edit',
    request: c.campaignEditInput,
    response: c.campaignItemResponse,
    access: 'campaigns.edit',
    write: true,
    summary: 'Replaces a draft or rejected campaign’s details, as of the version read',
  }),
  'campaigns.get': route({
    method: 'POST',
    path: '/rpc/CampaignFull/Get',
    request: c.campaignIdInput,
    response: c.campaignFullResponse,
    access: 'campaigns.read',
    write: false,
    summary: 'One campaign with its history',
  }),
  'campaigns.budget': route({
    method: 'POST',
    path: '/rpc/CampaignFull/GetBudgetUsedAmount',
    request: c.campaignIdInput,
    response: c.campaignBudgetResponse,
    access: 'campaigns.read',
    write: false,
    summary: 'The budget and uses a campaign has spent and has left',
  }),
  'campaigns.submit': action(
    '/rpc/CampaignFull/Submit',
    'campaigns.submit',
    'Sends a draft or rejected campaign for approval; it must be whole and start in the future',
  ),
  'campaigns.submitNoUpdate': action(
    '/rpc/Campaign/SubmitNoUpdate',
    'campaigns.submit',
    'Sends a rejected campaign for approval again, unchanged',
  ),
  'campaigns.cancelSubmit': action(
    '/rpc/Campaign/CancelSubmit',
    'campaigns.submit',
    'Takes a pending campaign back to draft',
  ),
  'campaigns.approve': action(
    '/rpc/CampaignFull/Approve',
    'campaigns.approve',
    'Approves a pending campaign (not one the caller submitted): waiting, or running if started',
  ),
  'campaigns.reject': action(
    '/rpc/Campaign/Reject',
    'campaigns.reject',
    'Rejects a pending campaign, saying why',
    c.campaignReasonInput,
  ),
  'campaigns.lock': action(
    '/rpc/CampaignFull/Lock',
    'campaigns.lock',
    'Locks a waiting or running campaign',
  ),
  'campaigns.unlock': action(
    '/rpc/CampaignFull/Unlock',
    'campaigns.unlock',
    'Unlocks a campaign: waiting, running or out of date as the clock says',
  ),
  'campaigns.extend': route({
    method: 'POST',
    path: '/rpc/CampaignFull/ExtendDetail',
    request: c.campaignExtendInput,
    response: c.campaignFullResponse,
    access: 'campaigns.edit',
    write: true,
    summary:
      'Asks for a revision of a waiting or running campaign (later end, more budget, higher limits, never less), approved like a submission while the live version runs',
  }),
  'campaigns.approveExtension': action(
    '/rpc/CampaignFull/ApproveExtension',
    'campaigns.approve',
    'Applies the pending extension (not one the caller asked for) to the live campaign',
  ),
  'campaigns.rejectExtension': action(
    '/rpc/CampaignFull/RejectExtension',
    'campaigns.reject',
    'Turns the pending extension down, saying why; the campaign stays as it is',
    c.campaignReasonInput,
  ),
  'campaigns.syncMerchant': action(
    '/rpc/CampaignFull/SyncMerchant',
    'campaigns.sync',
    'Refreshes the campaign’s merchant from the catalogue (any state but out of date)',
  ),
  'campaigns.syncTerminal': route({
    method: 'POST',
    path: '/rpc/CampaignFull/SyncTerminal',
    request: c.campaignActionInput,
    response: c.campaignSyncTerminalResponse,
    access: 'campaigns.sync',
    write: true,
    summary:
      'Adds the merchant’s catalogue terminals the campaign lacks, removing none (any state but out of date)',
  }),
  'campaigns.stop': action(
    '/rpc/CampaignFull/Stop',
    'campaigns.stop',
    'Ends a waiting, running or locked campaign for good, saying why',
    c.campaignReasonInput,
  ),
};
