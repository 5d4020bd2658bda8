import { errors, permissions, screens } from './areas/audit';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description = 'The audit log of sign-ins and write calls.';

export const routes = {};
