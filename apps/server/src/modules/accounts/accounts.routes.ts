import type { Deps, Handlers } from '../../context';
import * as accounts from './accounts.service';

type AccountRoutes =
  | 'accounts.signup'
  | 'accounts.testName'
  | 'accounts.activate'
  | 'accounts.resendVerification'
  | 'accounts.forgotPassword'
  | 'accounts.resetPassword';

export function accountHandlers(deps: Deps): Handlers<AccountRoutes> {
  return {
    'accounts.signup': async (input, ctx) => {
      await accounts.signup(deps, input, ctx);
      return { success: true, message: 'accounts.messages.check_email' };
    },
    'accounts.testName': async ({ userName }) => ({
      success: true,
      exists: await accounts.testName(deps, userName),
    }),
    'accounts.activate': async ({ token }, ctx) => {
      await accounts.activate(deps, token, ctx);
      return { success: true };
    },
    'accounts.resendVerification': async (input, ctx) => {
      await accounts.resendVerification(deps, input, ctx);
      return { success: true };
    },
    'accounts.forgotPassword': async (input, ctx) => {
      await accounts.forgotPassword(deps, input, ctx);
      return { success: true };
    },
    'accounts.resetPassword': async (input, ctx) => {
      await accounts.resetPassword(deps, input, ctx);
      return { success: true };
    },
  };
}
