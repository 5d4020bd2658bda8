import { okEmpty } from '../schemas/common';
import * as p from '../schemas/parents';
import { routesOf, type ErrorKinds, type Grants, type Screens } from './define';

/**
 * Parent accounts with their staff users and those users' settings (agents: their own area).
 * Staff with `parents.any` reach any parent; a parent with `parents.own` only himself. Every call
 * needs `parents.children`; the service then checks the parent or staff user named.
 */
export const permissions = {
  'parents.any': ['admin', 'manager', 'supporter'],
  'parents.own': ['parent'],
  /** The children screen's calls, about one parent checked call by call. */
  'parents.children': ['admin', 'manager', 'supporter', 'parent'],
} as const satisfies Grants<'parents'>;

export const errors = {
  'parents.not_found': 'not_found',
  'parents.staff_not_found': 'not_found',
  'parents.staff_exists': 'already_exists',
  /** A restrictive run mode needs its group assigned first. */
  'parents.no_group': 'failed_precondition',
} as const satisfies ErrorKinds<'parents'>;

export const screens = {
  'parents.children': { path: '/children', access: 'parents.children' },
  'parents.staffCreate': { path: '/children-create', access: 'parents.children' },
  'parents.staffShow': { path: '/children/:id', access: 'parents.children' },
  'parents.staffEdit': { path: '/children/:id/edit', access: 'parents.children' },
} as const satisfies Screens<'parents', keyof typeof permissions>;

const route = routesOf('parents', permissions);
const M = '/api/v1/manager';

export const routes = {
  'parents.get': route({
    method: 'POST',
    path: `${M}/parent/get`,
    request: p.adminIdRequest,
    response: p.parentItemResponse,
    access: 'parents.children',
    write: false,
    summary: 'The parent tab: the account and its licence',
  }),
  'parents.staffList': route({
    method: 'POST',
    path: `${M}/staff_user/list`,
    request: p.adminIdRequest,
    response: p.staffListResponse,
    access: 'parents.children',
    write: false,
    summary: "A parent's staff users",
  }),
  'parents.staffGet': route({
    method: 'POST',
    path: `${M}/staff_user/get`,
    request: p.staffIdRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: false,
    summary: 'One staff user',
  }),
  'parents.staffCreate': route({
    method: 'POST',
    path: `${M}/staff_user/create`,
    request: p.staffCreateRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: true,
    idempotent: true,
    summary: 'A staff user of a parent; the password travels encrypted and is stored hashed',
  }),
  'parents.staffEdit': route({
    method: 'POST',
    path: `${M}/staff_user/edit`,
    request: p.staffEditRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: true,
    summary: "Change a staff user's name",
  }),
  'parents.staffDelete': route({
    method: 'POST',
    path: `${M}/staff_user/delete`,
    request: p.staffIdRequest,
    response: okEmpty,
    access: 'parents.children',
    write: true,
    summary: 'Delete a staff user and his agent links',
  }),
  'parents.switchAppMode': route({
    method: 'POST',
    path: `${M}/staff_user/switch_app_mode`,
    request: p.switchAppModeRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: true,
    summary: 'App mode: manual, or timer (the allowed windows apply)',
  }),
  'parents.staffWebList': route({
    method: 'POST',
    path: `${M}/staff_web/list`,
    request: p.adminIdRequest,
    response: p.staffWebResponse,
    access: 'parents.children',
    write: false,
    summary: "A parent's staff users with their web lists",
  }),
  'parents.staffAppList': route({
    method: 'POST',
    path: `${M}/staff_app/list`,
    request: p.adminIdRequest,
    response: p.staffAppResponse,
    access: 'parents.children',
    write: false,
    summary: "A parent's staff users with their app blocklists",
  }),
  'parents.blacklistAdd': route({
    method: 'POST',
    path: `${M}/staff_web/blacklist/add`,
    request: p.staffRuleAddRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: true,
    errors: ['rules.not_found'],
    summary: "Assign a staff user's web blacklist",
  }),
  'parents.whitelistAdd': route({
    method: 'POST',
    path: `${M}/staff_web/whitelist/add`,
    request: p.staffRuleAddRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: true,
    errors: ['rules.not_found'],
    summary: "Assign a staff user's web whitelist",
  }),
  'parents.blocklistAdd': route({
    method: 'POST',
    path: `${M}/staff_app/blocklist/add`,
    request: p.staffRuleAddRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: true,
    errors: ['rules.not_found'],
    summary: "Assign a staff user's app blocklist",
  }),
  'parents.blacklistSet': route({
    method: 'POST',
    path: `${M}/staff_web/blacklist/set`,
    request: p.staffIdRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: true,
    summary: 'Run mode blacklist (a blacklist must be assigned)',
  }),
  'parents.whitelistSet': route({
    method: 'POST',
    path: `${M}/staff_web/whitelist/set`,
    request: p.staffIdRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: true,
    summary: 'Run mode whitelist (a whitelist must be assigned)',
  }),
  'parents.blocklistSet': route({
    method: 'POST',
    path: `${M}/staff_app/blocklist/set`,
    request: p.staffIdRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: true,
    summary: 'Run mode blocklist (an app blocklist must be assigned)',
  }),
  'parents.runModeSet': route({
    method: 'POST',
    path: `${M}/run_mode/set`,
    request: p.runModeSetRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: true,
    summary: 'Run mode: normal, blacklist, whitelist or blocklist',
  }),
  'parents.tabModeSet': route({
    method: 'POST',
    path: `${M}/tab_mode/set`,
    request: p.tabModeSetRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: true,
    summary: 'What a blocked tab does: cover or closetab',
  }),
  'parents.notificationModeSet': route({
    method: 'POST',
    path: `${M}/notification_mode/set`,
    request: p.notificationModeSetRequest,
    response: p.staffItemResponse,
    access: 'parents.children',
    write: true,
    summary: 'What a blocked app shows: hide or toast',
  }),
  'parents.timerGet': route({
    method: 'POST',
    path: `${M}/staff_timer/get`,
    request: p.staffIdRequest,
    response: p.timerResponse,
    access: 'parents.children',
    write: false,
    summary: "A staff user's allowed windows per weekday",
  }),
  'parents.timerSet': route({
    method: 'POST',
    path: `${M}/staff_timer/set`,
    request: p.timerSetRequest,
    response: p.timerResponse,
    access: 'parents.children',
    write: true,
    summary: "Replace a staff user's allowed windows (enforced in app mode timer)",
  }),
};
