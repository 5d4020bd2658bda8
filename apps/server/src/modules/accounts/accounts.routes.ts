import type { AreaHandlers, Deps } from '../../context';
import * as accounts from './accounts.service';
import * as ownAccount from './own-account.service';

export function handlers(deps: Deps): AreaHandlers<'accounts'> {
  return {
    'accounts.signup': async (input, ctx) => {
      await accounts.signup(deps, input, ctx);
      return { success: true, message: 'accounts.messages.check_email' };
    },
    'accounts.testName': async ({ userName }) => {
      const exists = await accounts.testName(deps, userName);
      return { success: exists, exists };
    },
    'accounts.activate': async ({ token }, ctx) => ({
      success: true,
      user_name: await accounts.activate(deps, token, ctx),
    }),
    'accounts.resendVerification': async (input, ctx) => {
      await accounts.resendVerification(deps, input, ctx);
      return { success: true };
    },
    'accounts.forgotPassword': async (input, ctx) => {
      await accounts.forgotPassword(deps, input, ctx);
      return { success: true };
    },
    'accounts.resetPassword': async (input, ctx) => ({
      success: true,
      user_name: await accounts.resetPassword(deps, input, ctx),
    }),
    'accounts.changePassword': async (input, ctx) => ({
      success: true,
      ...(await ownAccount.changePassword(deps, input, ctx.user, ctx)),
    }),
    'accounts.setLanguage': async ({ language }, ctx) => {
      await ownAccount.setLanguage(deps, language, ctx.user, ctx);
      return { success: true };
    },
  };
}
