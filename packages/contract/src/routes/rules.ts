import { empty, okEmpty } from '../schemas/common';
import * as r from '../schemas/rules';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/rules';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description = 'Global app blocklists and web black and white lists.';

const route = routesOf('rules', permissions);
const M = '/api/v1/manager';

const webList = (kind: 'blacklist' | 'whitelist') =>
  route({
    method: 'POST',
    path: `${M}/web_rule/${kind}/list`,
    request: r.webRuleListRequest,
    response: r.ruleListResponse,
    access: 'rules.groups',
    write: false,
    errors: ['parents.not_found'],
    summary: `Web ${kind}s: the global ones and the parent's own (a parent's when he calls)`,
  });
const webCreate = (kind: 'blacklist' | 'whitelist') =>
  route({
    method: 'POST',
    path: `${M}/web_rule/${kind}/create`,
    request: kind === 'blacklist' ? r.webBlacklistCreateRequest : r.webRuleCreateRequest,
    response: r.ruleItemResponse,
    access: 'rules.groups',
    write: true,
    idempotent: true,
    errors: ['parents.not_found'],
    summary: `A web ${kind} of a parent, or a global one (employees with rules.web, no admin_id)`,
  });
export const routes = {
  'rules.webBlacklistList': webList('blacklist'),
  'rules.webWhitelistList': webList('whitelist'),
  'rules.webBlacklistCreate': webCreate('blacklist'),
  'rules.webWhitelistCreate': webCreate('whitelist'),
  'rules.webSetName': route({
    method: 'POST',
    path: `${M}/web_rule/set_name`,
    request: r.ruleSetNameRequest,
    response: r.ruleItemResponse,
    access: 'rules.groups',
    write: true,
    summary: 'Rename a web list',
  }),
  'rules.webDelete': route({
    method: 'POST',
    path: `${M}/web_rule/delete`,
    request: r.ruleIdRequest,
    response: okEmpty,
    access: 'rules.groups',
    write: true,
    summary: 'Delete a web list no staff user is assigned',
  }),
  'rules.webEdit': route({
    method: 'POST',
    path: `${M}/web_rule/edit`,
    request: r.webRuleEditRequest,
    response: r.ruleItemResponse,
    access: 'rules.groups',
    write: true,
    summary: "Replace a web list's entries (normalised; its version moves)",
  }),
  'rules.appList': route({
    method: 'GET',
    path: `${M}/app_rule/blocklist/list`,
    request: r.appRuleListRequest,
    response: r.ruleListResponse,
    access: 'rules.groups',
    write: false,
    summary: "App blocklists: the global ones and the parent's own",
  }),
  'rules.appCreate': route({
    method: 'POST',
    path: `${M}/app_rule/blocklist/create`,
    request: r.appRuleCreateRequest,
    response: r.ruleItemResponse,
    access: 'rules.app',
    write: true,
    idempotent: true,
    summary: 'A global app blocklist',
  }),
  'rules.appSetName': route({
    method: 'POST',
    path: `${M}/app_rule/set_name`,
    request: r.ruleSetNameRequest,
    response: r.ruleItemResponse,
    access: 'rules.groups',
    write: true,
    summary: 'Rename an app blocklist',
  }),
  'rules.appDelete': route({
    method: 'POST',
    path: `${M}/app_rule/delete`,
    request: r.ruleIdRequest,
    response: okEmpty,
    access: 'rules.groups',
    write: true,
    summary: 'Delete an app blocklist no staff user is assigned',
  }),
  'rules.blocklistGet': route({
    method: 'POST',
    path: `${M}/blocklist/get`,
    request: r.ruleIdRequest,
    response: r.ruleItemResponse,
    access: 'rules.groups',
    write: false,
    summary: 'One app blocklist',
  }),
  'rules.blocklistEdit': route({
    method: 'POST',
    path: `${M}/blocklist/edit`,
    request: r.appRuleEditRequest,
    response: r.ruleItemResponse,
    access: 'rules.groups',
    write: true,
    summary: "Replace an app blocklist's apps (its version moves)",
  }),
  'rules.blocklistListAdmin': route({
    method: 'POST',
    path: `${M}/blocklist/list_admin`,
    request: r.blocklistListAdminRequest,
    response: r.ruleListResponse,
    access: 'rules.groups',
    write: false,
    errors: ['parents.not_found'],
    summary: "A parent's own app blocklists",
  }),
  'rules.blocklistCreateAdmin': route({
    method: 'POST',
    path: `${M}/blocklist/create_admin`,
    request: r.blocklistCreateAdminRequest,
    response: r.ruleItemResponse,
    access: 'rules.groups',
    write: true,
    idempotent: true,
    errors: ['parents.not_found'],
    summary: 'An app blocklist of a parent',
  }),
  'rules.blocklistEditAdmin': route({
    method: 'POST',
    path: `${M}/blocklist/edit_admin`,
    request: r.appRuleEditRequest,
    response: r.ruleItemResponse,
    access: 'rules.groups',
    write: true,
    summary: "Replace the apps of a parent's blocklist",
  }),
  'rules.appNames': route({
    method: 'GET',
    path: `${M}/app_info/list_name`,
    request: empty,
    response: r.appNamesResponse,
    access: 'rules.groups',
    write: false,
    summary: 'Names of the app catalogue, for the blocklist pickers',
  }),
};
