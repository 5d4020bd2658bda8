import type { ErrorKinds, Grants, Screens } from '../define';

/** Liveness and readiness for load balancers and orchestrators (also GET /healthz, /readyz). */
export const permissions = {} as const satisfies Grants<'health'>;
export const errors = {} as const satisfies ErrorKinds<'health'>;
export const screens = {} as const satisfies Screens<'health'>;
