import * as c from '../schemas/campaigns';
import { routesOf, type ErrorKinds, type Grants, type Screens } from './define';

/**
 * Promotion campaigns: drafted and submitted by supporters, approved, locked and stopped by
 * managers, started and ended by the clock (machines/campaign.ts). Calls are the spec's RPC
 * services `Campaign` and `CampaignFull`; screens arrive with the area's web part.
 */
export const permissions = {
  'campaigns.read': ['admin', 'manager', 'supporter', 'risk'],
  'campaigns.create': ['admin', 'supporter'],
  'campaigns.edit': ['admin', 'supporter'],
  'campaigns.submit': ['admin', 'supporter'],
  'campaigns.sync': ['admin', 'supporter'],
  'campaigns.upload': ['admin', 'supporter'],
  'campaigns.approve': ['admin', 'manager'],
  'campaigns.reject': ['admin', 'manager'],
  'campaigns.lock': ['admin', 'manager'],
  'campaigns.unlock': ['admin', 'manager'],
  'campaigns.stop': ['admin', 'manager'],
} as const satisfies Grants<'campaigns'>;

export const errors = {
  'campaigns.not_found': 'not_found',
  'campaigns.duplicate_code': 'already_exists',
  /** An action the campaign's state does not allow (the machine's conflict). */
  'campaigns.invalid_status': 'failed_precondition',
  /** Maker-checker: whoever submitted a version cannot approve it. */
  'campaigns.own_submission': 'failed_precondition',
  'campaigns.ended': 'failed_precondition',
  /** Someone changed the campaign since the caller read it (its version moved). */
  'campaigns.stale_version': 'failed_precondition',
  'campaigns.merchant_not_found': 'not_found',
  /** An extension that would lower the end, the budget or a limit. */
  'campaigns.extend_less': 'failed_precondition',
  /** One extension at a time: another one waits for a manager. */
  'campaigns.extension_pending': 'failed_precondition',
  /** Approve or reject an extension when none waits. */
  'campaigns.no_extension': 'failed_precondition',
  /** Maker-checker for extensions: whoever asked for it cannot approve it. */
  'campaigns.own_extension': 'failed_precondition',
} as const satisfies ErrorKinds<'campaigns'>;
export const screens = {
  'campaigns.list': { path: '/campaigns', access: 'campaigns.read' },
  'campaigns.create': { path: '/campaigns/:type/new', access: 'campaigns.create' },
  'campaigns.show': { path: '/campaigns/:id', access: 'campaigns.read' },
  'campaigns.edit': { path: '/campaigns/:id/edit', access: 'campaigns.edit' },
} as const satisfies Screens<'campaigns', keyof typeof permissions>;
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
