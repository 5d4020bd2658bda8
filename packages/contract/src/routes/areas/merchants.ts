import type { ErrorKinds, Grants, Screens } from '../define';

/** Merchants and their terminals: the catalogue campaigns and mer-ter files name. */
export const permissions = {
  'merchants.read': ['admin', 'manager', 'supporter', 'risk'],
  'merchants.write': ['admin', 'manager', 'supporter'],
} as const satisfies Grants<'merchants'>;

export const errors = {} as const satisfies ErrorKinds<'merchants'>;
export const screens = {} as const satisfies Screens<'merchants'>;
