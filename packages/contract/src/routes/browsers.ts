import { empty, okEmpty } from '../schemas/common';
import * as browsers from '../schemas/browsers';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/browsers';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Blocked browsers: the rule set agents enforce, published as numbered versions.';

const route = routesOf('browsers', permissions);
const BROWSER = '/api/v1/manager/black_browser';

export const routes = {
  'browsers.list': route({
    method: 'POST',
    path: `${BROWSER}/list`,
    request: browsers.browserListRequest,
    response: browsers.browserListResponse,
    access: 'browsers.list',
    write: false,
    summary: 'Blocked browsers, with the rule version in force',
  }),
  'browsers.get': route({
    method: 'POST',
    path: `${BROWSER}/get`,
    request: browsers.browserIdRequest,
    response: browsers.browserItemResponse,
    access: 'browsers.get',
    write: false,
    summary: 'One blocked browser',
  }),
  'browsers.create': route({
    method: 'POST',
    path: `${BROWSER}/create`,
    request: browsers.browserFields,
    response: browsers.browserItemResponse,
    access: 'browsers.create',
    write: true,
    idempotent: true,
    summary: 'Add a blocked browser (file names are unique, case-insensitively)',
  }),
  'browsers.edit': route({
    method: 'POST',
    path: `${BROWSER}/edit`,
    request: browsers.browserEditRequest,
    response: browsers.browserItemResponse,
    access: 'browsers.edit',
    write: true,
    summary: 'Change a blocked browser',
  }),
  'browsers.delete': route({
    method: 'POST',
    path: `${BROWSER}/delete`,
    request: browsers.browserIdRequest,
    response: okEmpty,
    access: 'browsers.delete',
    write: true,
    summary: 'Remove a blocked browser',
  }),
  'browsers.apply': route({
    method: 'GET',
    path: `${BROWSER}/apply`,
    request: empty,
    response: browsers.browserApplyResponse,
    access: 'browsers.apply',
    write: true,
    summary: 'Publish the current rule set as a new numbered version (unchanged sets keep theirs)',
  }),
};
