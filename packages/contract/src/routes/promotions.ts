import * as promotions from '../schemas/promotions';
import * as sales from '../schemas/sales';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/promotions';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Promotion codes with rewards and quotes; a salesman sees his own through the *_mine calls.';

const route = routesOf('promotions', permissions);
const PROMOTION = '/api/v1/manager/promotion';

export const routes = {
  'promotions.list': route({
    method: 'POST',
    path: `${PROMOTION}/list`,
    request: promotions.promotionListRequest,
    response: promotions.promotionListResponse,
    access: 'promotions.list',
    write: false,
    summary: 'Promotion codes with their sales count and sum, by code, status and package',
  }),
  'promotions.listMine': route({
    method: 'POST',
    path: `${PROMOTION}/list_mine`,
    request: promotions.promotionListRequest,
    response: promotions.promotionListResponse,
    access: 'promotions.mine',
    write: false,
    summary: "The signed-in salesman's codes (their e-mail is his)",
  }),
  'promotions.create': route({
    method: 'POST',
    path: `${PROMOTION}/create`,
    request: promotions.promotionCreateRequest,
    response: promotions.promotionItemResponse,
    access: 'promotions.create',
    write: true,
    idempotent: true,
    summary: 'Add a promotion code (codes are unique, case-insensitively)',
  }),
  'promotions.get': route({
    method: 'POST',
    path: `${PROMOTION}/get`,
    request: promotions.promotionCodeRequest,
    response: promotions.promotionItemResponse,
    access: 'promotions.get',
    write: false,
    summary: 'One promotion code',
  }),
  'promotions.getMine': route({
    method: 'POST',
    path: `${PROMOTION}/get_mine`,
    request: promotions.promotionCodeRequest,
    response: promotions.promotionItemResponse,
    access: 'promotions.mine',
    write: false,
    summary: "One of the signed-in salesman's codes (another's: 404)",
  }),
  'promotions.count': route({
    method: 'POST',
    path: `${PROMOTION}/count`,
    request: promotions.promotionCodeRequest,
    response: promotions.promotionCountResponse,
    access: 'promotions.get',
    write: false,
    summary: "A code's number of sales and the sum paid",
  }),
  'promotions.countMine': route({
    method: 'POST',
    path: `${PROMOTION}/count_mine`,
    request: promotions.promotionCodeRequest,
    response: promotions.promotionCountResponse,
    access: 'promotions.mine',
    write: false,
    summary: "count, for one of the signed-in salesman's codes",
  }),
  'promotions.edit': route({
    errors: ['common.conflict'],
    method: 'POST',
    path: `${PROMOTION}/edit`,
    request: promotions.promotionEditRequest,
    response: promotions.promotionItemResponse,
    access: 'promotions.edit',
    write: true,
    summary: 'Change a promotion code (named by its code), its status included',
  }),
  'promotions.sales': route({
    method: 'POST',
    path: `${PROMOTION}/sales`,
    request: sales.codeSalesRequest,
    response: sales.codeSalesResponse,
    access: 'promotions.get',
    write: false,
    summary: "A code's sales, newest first",
  }),
  'promotions.salesMine': route({
    method: 'POST',
    path: `${PROMOTION}/sales_mine`,
    request: sales.codeSalesRequest,
    response: sales.codeSalesResponse,
    access: 'promotions.mine',
    write: false,
    summary: "The sales of one of the signed-in salesman's codes",
  }),
};
