import * as r from '../schemas/redemption';
import { routesOf, type ErrorKinds, type Grants, type Screens } from './define';

/**
 * Redemption (issue 13). Payment systems are integration clients: an admin issues each a key
 * (shown once), rotates and revokes it; their calls are the spec's `CampaignExpose` service with
 * `Quote`, `Redeem`, `Reverse` and `GetRedemption` added (readings.md). Staff who read campaigns
 * see their redemptions. docs/decisions/redemption.md says how budgets stay whole.
 */
export const permissions = {
  'redemption.read': ['admin', 'manager', 'supporter', 'risk'],
  'redemption.clients': ['admin'],
} as const satisfies Grants<'redemption'>;

export const errors = {
  'redemption.client_not_found': 'not_found',
  'redemption.client_revoked': 'failed_precondition',
  'redemption.not_found': 'not_found',
  'redemption.campaign_not_found': 'not_found',
  'redemption.not_private': 'failed_precondition',
  /** The transaction (or refund) id was used before with another request. */
  'redemption.transaction_reused': 'failed_precondition',
} as const satisfies ErrorKinds<'redemption'>;

export const screens = {
  'redemption.clients': { path: '/integrations', access: 'redemption.clients' },
} as const satisfies Screens<'redemption', keyof typeof permissions>;

const route = routesOf('redemption', permissions);

export const routes = {
  'redemption.expose.list': route({
    method: 'POST',
    path: '/rpc/CampaignExpose/List',
    request: r.exposedListRequest,
    response: r.exposedListResponse,
    access: 'integration',
    write: false,
    summary: 'Running campaigns the calling client may redeem',
  }),
  'redemption.expose.detail': route({
    method: 'POST',
    path: '/rpc/CampaignExpose/GetDetail',
    request: r.transactionContext,
    response: r.detailResponse,
    access: 'integration',
    write: false,
    summary: 'The campaigns that apply to a transaction, each with the discount it would give',
  }),
  'redemption.expose.terminal': route({
    method: 'POST',
    path: '/rpc/CampaignExpose/GetTerminal',
    request: r.terminalInput,
    response: r.terminalResponse,
    access: 'integration',
    write: false,
    summary: 'A terminal, whether it is locked, and the campaigns it takes',
  }),
  'redemption.expose.addCustomer': route({
    method: 'POST',
    path: '/rpc/CampaignExpose/AddCustomer',
    request: r.addCustomerInput,
    response: r.addCustomerResponse,
    access: 'integration',
    write: true,
    summary: 'Adds customers (phones) to a private campaign',
  }),
  'redemption.expose.quote': route({
    method: 'POST',
    path: '/rpc/CampaignExpose/Quote',
    request: r.quoteInput,
    response: r.redemptionDecisionResponse,
    access: 'integration',
    write: false,
    summary: 'What redeeming would give, every check made; writes nothing',
  }),
  'redemption.expose.redeem': route({
    method: 'POST',
    path: '/rpc/CampaignExpose/Redeem',
    request: r.redeemInput,
    response: r.redemptionDecisionResponse,
    access: 'integration',
    write: true,
    // The redemption row records the client and its credential: it is this call's record.
    audit: false,
    summary: 'Redeems a campaign for a transaction, once per transaction id',
  }),
  'redemption.expose.reverse': route({
    method: 'POST',
    path: '/rpc/CampaignExpose/Reverse',
    request: r.reverseInput,
    response: r.reversalDecisionResponse,
    access: 'integration',
    write: true,
    audit: false,
    summary:
      'Reverses a redemption on a refund, in proportion to a partial one; once per refund id',
  }),
  'redemption.expose.get': route({
    method: 'POST',
    path: '/rpc/CampaignExpose/GetRedemption',
    request: r.transactionIdInput,
    response: r.redemptionResponse,
    access: 'integration',
    write: false,
    summary: 'One of the client’s redemptions with its refunds',
  }),

  'redemption.list': route({
    method: 'POST',
    path: '/rpc/Redemption/List',
    request: r.redemptionListRequest,
    response: r.redemptionListResponse,
    access: 'redemption.read',
    write: false,
    summary: 'A campaign’s redemptions, newest first',
  }),
  'redemption.clients.list': route({
    method: 'POST',
    path: '/rpc/IntegrationClient/List',
    request: r.exposedListRequest,
    response: r.clientListResponse,
    access: 'redemption.clients',
    write: false,
    summary: 'Integration clients, newest first',
  }),
  'redemption.clients.create': route({
    method: 'POST',
    path: '/rpc/IntegrationClient/Create',
    request: r.clientInput,
    response: r.clientKeyResponse,
    access: 'redemption.clients',
    write: true,
    idempotent: true,
    summary: 'A new integration client and its key, shown this once',
  }),
  'redemption.clients.rotate': route({
    method: 'POST',
    path: '/rpc/IntegrationClient/Rotate',
    request: r.clientIdInput,
    response: r.clientKeyResponse,
    access: 'redemption.clients',
    write: true,
    summary: 'A new key for a client; the old one stops working at once',
  }),
  'redemption.clients.revoke': route({
    method: 'POST',
    path: '/rpc/IntegrationClient/Revoke',
    request: r.clientIdInput,
    response: r.clientItemResponse,
    access: 'redemption.clients',
    write: true,
    summary: 'Stops a client’s key for good',
  }),
};
