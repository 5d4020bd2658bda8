import * as merchants from '../schemas/merchants';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/merchants';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Merchants and their terminals: the catalogue campaigns and mer-ter files name.';

const route = routesOf('merchants', permissions);

export const routes = {
  'merchants.list': route({
    method: 'POST',
    path: '/rpc/Merchant/List',
    request: merchants.merchantListRequest,
    response: merchants.merchantListResponse,
    access: 'merchants.read',
    write: false,
    summary: 'Merchants by code or name, with how many terminals each has',
  }),
};
