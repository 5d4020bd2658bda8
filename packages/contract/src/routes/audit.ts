import { errors, permissions, screens } from './areas/audit';

/** Its permissions, error keys and screens, which the web client loads without the calls. */
export { errors, permissions, screens };

export const routes = {};
