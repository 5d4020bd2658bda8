import type { AuthUser } from '../../context';
import type { Actor } from '../../machines/transitions';

/** Who a job's history row names: the clock's own changes are the system's. */
export const SYSTEM: Actor = { id: null, name: 'system' };

export const actorOf = (user: AuthUser): Actor => ({ id: user.id, name: user.user_name });
