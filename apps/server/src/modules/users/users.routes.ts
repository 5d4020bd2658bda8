import type { Deps, Handlers } from '../../context';
import * as users from './users.service';

type UserRoutes =
  | 'user.me'
  | 'user.byId'
  | 'users.list'
  | 'users.get'
  | 'users.update'
  | 'users.activate'
  | 'users.listLike'
  | 'users.searchLike'
  | 'users.info';

export function userHandlers(deps: Deps): Handlers<UserRoutes> {
  return {
    'user.me': async (_input, ctx) => ({
      success: true,
      item: await users.getCurrentUser(deps, ctx.user),
    }),
    'user.byId': async ({ id }, ctx) => ({
      success: true,
      item: await users.getUserById(deps, ctx.user, id),
    }),
    'users.list': async (q) => ({ success: true, ...(await users.listUsers(deps, q)) }),
    'users.get': async ({ id }) => ({ success: true, item: await users.getUser(deps, id) }),
    'users.update': async (input, ctx) => {
      ctx.audit.target = String(input.id);
      return { success: true, item: await users.updateUser(deps, input) };
    },
    'users.activate': async ({ username }, ctx) => {
      ctx.audit.target = username;
      return { success: true, item: await users.activateMembership(deps, ctx.user, username) };
    },
    'users.listLike': async ({ user_name }) => ({
      success: true,
      list: await users.listLike(deps, user_name),
    }),
    'users.searchLike': async ({ keyword, type }) => ({
      success: true,
      list: await users.searchLike(deps, keyword, type),
    }),
    'users.info': async ({ user_name }) => ({
      success: true,
      user: await users.userInfo(deps, user_name),
    }),
  };
}
