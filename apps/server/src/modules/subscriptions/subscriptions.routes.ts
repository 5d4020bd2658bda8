import type { Deps, Handlers } from '../../context';
import * as subscriptions from './subscriptions.service';

type SubscriptionRoutes =
  'subscriptions.upToStandard' | 'subscriptions.downToFree' | 'subscriptions.history';

export function subscriptionHandlers(deps: Deps): Handlers<SubscriptionRoutes> {
  return {
    'subscriptions.upToStandard': async ({ username, count, package: pkg, code }, ctx) => {
      ctx.audit.target = username;
      return {
        success: true,
        item: await subscriptions.upToStandard(deps, ctx.user, username, count, {
          ...(pkg && { package: pkg }),
          ...(code && { code }),
        }),
      };
    },
    'subscriptions.downToFree': async ({ username }, ctx) => {
      ctx.audit.target = username;
      return { success: true, item: await subscriptions.downToFree(deps, ctx.user, username) };
    },
    'subscriptions.history': async ({ user_id }) => ({
      success: true,
      ...(await subscriptions.history(deps, user_id)),
    }),
  };
}
