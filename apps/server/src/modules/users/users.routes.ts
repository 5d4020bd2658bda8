import type { AreaHandlers, Deps } from '../../context';
import * as subscriptions from './subscriptions.service';
import * as users from './users.service';

export function handlers(deps: Deps): AreaHandlers<'users'> {
  return {
    'users.me': async (_input, ctx) => ({
      success: true,
      item: await users.getCurrentUser(deps, ctx.user),
    }),
    'users.byId': async ({ id }, ctx) => ({
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
      return {
        success: true,
        item: await subscriptions.activateMembership(deps, ctx.user, username),
      };
    },
    'users.listLike': async ({ user_name }, ctx) => ({
      success: true,
      list: await users.listLike(deps, ctx.user, user_name),
    }),
    'users.searchLike': async ({ keyword, type }, ctx) => ({
      success: true,
      list: await users.searchLike(deps, ctx.user, keyword, type),
    }),
    'users.info': async ({ user_name }) => ({
      success: true,
      user: await users.userInfo(deps, user_name),
    }),
    'users.upToStandard': async ({ username, count, package: pkg, code }, ctx) => {
      ctx.audit.target = username;
      return {
        success: true,
        item: await subscriptions.upToStandard(deps, ctx.user, username, count, {
          ...(pkg && { package: pkg }),
          ...(code && { code }),
        }),
      };
    },
    'users.downToFree': async ({ username }, ctx) => {
      ctx.audit.target = username;
      return { success: true, item: await subscriptions.downToFree(deps, ctx.user, username) };
    },
    'users.history': async ({ user_id }) => ({
      success: true,
      ...(await subscriptions.history(deps, user_id)),
    }),
    'users.quote': async ({ username, package: pkg, count, code }) => ({
      success: true,
      quote: await subscriptions.quoteFor(deps, { username, pkg, count, code }),
    }),
  };
}
