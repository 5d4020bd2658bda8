import * as bank from '../schemas/bank';
import { routesOf, type ErrorKinds, type Grants, type Screens } from './define';

/** Bank details for payouts; a salesman keeps his own through the *_mine calls. */
export const permissions = {
  'bank.list': ['admin', 'operator'],
  'bank.get': ['admin', 'operator'],
  'bank.write': ['admin', 'operator'],
  'bank.mine': ['salesman'],
} as const satisfies Grants<'bank'>;

export const errors = {
  'bank.not_found': 'not_found',
  'bank.unknown_bank': 'not_found',
} as const satisfies ErrorKinds<'bank'>;

// A salesman opens the same screens with bank.mine; the pages then call the *_mine calls.
export const screens = {
  'bank.list': { path: '/bank', access: ['bank.list', 'bank.mine'] },
  'bank.create': { path: '/bank-create', access: ['bank.write', 'bank.mine'] },
  'bank.show': { path: '/bank/:id', access: ['bank.get', 'bank.mine'] },
  'bank.edit': { path: '/bank/:id/edit', access: ['bank.write', 'bank.mine'] },
} as const satisfies Screens<'bank', keyof typeof permissions>;

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
