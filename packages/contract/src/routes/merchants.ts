import * as merchants from '../schemas/merchants';
import { routesOf, type ErrorKinds, type Grants, type Screens } from './define';

/** Merchants and their terminals: the catalogue campaigns and mer-ter files name. */
export const permissions = {
  'merchants.read': ['admin', 'manager', 'supporter', 'risk'],
  'merchants.write': ['admin', 'manager', 'supporter'],
} as const satisfies Grants<'merchants'>;

export const errors = {} as const satisfies ErrorKinds<'merchants'>;
export const screens = {} as const satisfies Screens<'merchants'>;

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
