import * as sales from '../schemas/sales';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/sales';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description = 'Sales made with promotion codes, per salesman, with commissions.';

const route = routesOf('sales', permissions);
const SALE = '/api/v1/manager/sale';

export const routes = {
  'sales.list': route({
    method: 'POST',
    path: `${SALE}/list`,
    request: sales.saleListRequest,
    response: sales.saleListResponse,
    access: 'sales.list',
    write: false,
    summary:
      'Sales per code in a period with commissions and totals per currency, any salesman; sorted by code, latest sale, sum or count',
  }),
  'sales.salesmen': route({
    method: 'POST',
    path: `${SALE}/salesmen`,
    request: sales.salesmanSearchRequest,
    response: sales.salesmanSearchResponse,
    access: 'sales.list',
    write: false,
    summary: 'Salesmen whose user name or full name contains the text (the sales filter picker)',
  }),
  'sales.listMine': route({
    method: 'POST',
    path: `${SALE}/list_mine`,
    request: sales.saleListMineRequest,
    response: sales.saleListResponse,
    access: 'sales.mine',
    write: false,
    summary: "The signed-in salesman's sales per code, commissions and totals per currency",
  }),
};
