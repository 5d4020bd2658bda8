import * as b from '../schemas/blocklists';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/blocklists';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description = 'Customer, merchant and terminal blocklists.';

const route = routesOf('blocklists', permissions);

export const routes = {
  'blocklists.customers': route({
    method: 'POST',
    path: '/rpc/Blacklist/GetBlacklistCustomer',
    request: b.customerListRequest,
    response: b.customerListResponse,
    access: 'blocklists.read',
    write: false,
    summary: 'Phones on the customer blocklist, by part of a phone and status, newest change first',
  }),
  'blocklists.customerHistory': route({
    method: 'POST',
    path: '/rpc/Blacklist/GetCustomerHistories',
    request: b.customerHistoryRequest,
    response: b.historyResponse,
    access: 'blocklists.read',
    write: false,
    summary: 'Every lock and open of one phone, newest first',
  }),
  'blocklists.lockCustomer': route({
    method: 'POST',
    path: '/rpc/Blacklist/LockCustomer',
    request: b.lockCustomerInput,
    response: b.customerItemResponse,
    access: 'blocklists.write',
    write: true,
    summary: 'Locks a phone (adding it to the list), saying why; a locked phone answers 409',
  }),
  'blocklists.unlockCustomer': route({
    method: 'POST',
    path: '/rpc/Blacklist/UnlockCustomerByPhone',
    request: b.unlockCustomerInput,
    response: b.customerItemResponse,
    access: 'blocklists.write',
    write: true,
    summary: 'Opens a locked phone, saying why; an open phone answers 409',
  }),
  'blocklists.merchants': route({
    method: 'POST',
    path: '/rpc/Blacklist/GetBlacklistMerchant',
    request: b.merchantListRequest,
    response: b.merchantListResponse,
    access: 'blocklists.read',
    write: false,
    summary: 'Merchants by code or name, with their total and locked terminals',
  }),
  'blocklists.terminals': route({
    method: 'POST',
    path: '/rpc/Blacklist/GetBlacklistTerminal',
    request: b.terminalListRequest,
    response: b.terminalListResponse,
    access: 'blocklists.read',
    write: false,
    summary: 'A merchant’s terminals with their blocklist status, by code or name and status',
  }),
  'blocklists.merchantHistory': route({
    method: 'POST',
    path: '/rpc/Blacklist/GetBlacklistMerchantHistories',
    request: b.merchantHistoryRequest,
    response: b.historyResponse,
    access: 'blocklists.read',
    write: false,
    summary: 'Every lock and open of a merchant’s terminals, newest first',
  }),
  'blocklists.lockTerminal': route({
    method: 'POST',
    path: '/rpc/Blacklist/LockTerminal',
    request: b.lockTerminalInput,
    response: b.terminalItemResponse,
    access: 'blocklists.write',
    write: true,
    summary: 'Locks a terminal, saying why; a locked terminal answers 409',
  }),
  'blocklists.unlockTerminal': route({
    method: 'POST',
    path: '/rpc/Blacklist/UnlockTerminal',
    request: b.unlockTerminalInput,
    response: b.terminalItemResponse,
    access: 'blocklists.write',
    write: true,
    summary: 'Opens a locked terminal, saying why; an open terminal answers 409',
  }),
  'blocklists.syncTerminal': route({
    method: 'POST',
    path: '/rpc/Blacklist/SyncTerminal',
    request: b.merchantKey,
    response: b.syncResponse,
    access: 'blocklists.write',
    write: true,
    summary: 'Re-reads a merchant’s terminals from the catalogue and counts them afresh',
  }),
};
