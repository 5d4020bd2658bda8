import * as bank from '../schemas/bank';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/bank';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Bank details for payouts; a salesman keeps his own through the *_mine calls.';

const route = routesOf('bank', permissions);
const BANK_INFO = '/api/v1/manager/bank_info';

export const routes = {
  'bank.list': route({
    method: 'POST',
    path: `${BANK_INFO}/list`,
    request: bank.bankListRequest,
    response: bank.bankListResponse,
    access: 'bank.list',
    write: false,
    summary: 'Bank details of every user',
  }),
  'bank.listMine': route({
    method: 'POST',
    path: `${BANK_INFO}/list_mine`,
    request: bank.bankListRequest,
    response: bank.bankListResponse,
    access: 'bank.mine',
    write: false,
    summary: 'Bank details of the signed-in user',
  }),
  'bank.get': route({
    method: 'POST',
    path: `${BANK_INFO}/get`,
    request: bank.bankIdRequest,
    response: bank.bankItemResponse,
    access: 'bank.get',
    write: false,
    summary: 'One bank detail',
  }),
  'bank.getMine': route({
    method: 'POST',
    path: `${BANK_INFO}/get_mine`,
    request: bank.bankIdRequest,
    response: bank.bankItemResponse,
    access: 'bank.mine',
    write: false,
    summary: 'One bank detail of the signed-in user (404 for any other)',
  }),
  'bank.add': route({
    errors: ['users.not_found'],
    method: 'POST',
    path: `${BANK_INFO}/add`,
    request: bank.bankAddRequest,
    response: bank.bankItemResponse,
    access: 'bank.write',
    write: true,
    idempotent: true,
    summary: 'Add bank details for a user (a catalogue bank; holder upper case, no diacritics)',
  }),
  'bank.addMine': route({
    errors: ['users.not_found'],
    method: 'POST',
    path: `${BANK_INFO}/add_mine`,
    request: bank.bankAddMineRequest,
    response: bank.bankItemResponse,
    access: 'bank.mine',
    write: true,
    idempotent: true,
    summary: 'Add bank details for the signed-in user (a user name sent is ignored)',
  }),
  'bank.catalogueList': route({
    method: 'POST',
    path: '/rpc/Bank/List',
    request: bank.catalogueListRequest,
    response: bank.catalogueListResponse,
    access: 'authenticated',
    write: false,
    summary:
      'The built-in bank catalogue, filtered by name or code (any case, accents or not), paged',
  }),
  'bank.catalogueGet': route({
    method: 'POST',
    path: '/rpc/Bank/Get',
    request: bank.catalogueGetRequest,
    response: bank.catalogueItemResponse,
    access: 'authenticated',
    write: false,
    summary: 'One catalogue bank by its code (bankCode) or its NAPAS id (bankId)',
  }),
  'bank.edit': route({
    method: 'POST',
    path: `${BANK_INFO}/edit`,
    request: bank.bankEditRequest,
    response: bank.bankItemResponse,
    access: 'bank.write',
    write: true,
    summary: 'Change bank details',
  }),
  'bank.editMine': route({
    method: 'POST',
    path: `${BANK_INFO}/edit_mine`,
    request: bank.bankEditRequest,
    response: bank.bankItemResponse,
    access: 'bank.mine',
    write: true,
    summary: 'Change one bank detail of the signed-in user (404 for any other)',
  }),
};
