import type { Deps, Handlers } from '../../context';
import { getCurrentUser, getUserById } from './users.service';

export function userHandlers(deps: Deps): Handlers<'user.me' | 'user.byId'> {
  return {
    'user.me': async (_input, ctx) => ({
      success: true,
      item: await getCurrentUser(deps, ctx.user),
    }),
    'user.byId': async ({ id }, ctx) => ({
      success: true,
      item: await getUserById(deps, ctx.user, id),
    }),
  };
}
