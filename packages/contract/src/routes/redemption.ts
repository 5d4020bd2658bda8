import * as r from '../schemas/redemption';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/redemption';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Redemption for payment systems with an integration key: quote, redeem, reverse; the ' +
  'integration clients and their keys; a campaign’s redemptions.';

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
