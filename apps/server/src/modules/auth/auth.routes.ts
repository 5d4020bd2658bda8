import type { Deps, Handlers } from '../../context';
import * as auth from './auth.service';

type AuthRoutes =
  | 'auth.publicKey'
  | 'auth.captcha'
  | 'auth.login'
  | 'auth.refresh'
  | 'auth.logout'
  | 'auth.ssoLogin';

export function authHandlers(deps: Deps): Handlers<AuthRoutes> {
  return {
    'auth.publicKey': async () => ({ success: true, key: auth.publicKey(deps) }),
    'auth.captcha': async () => ({ success: true, ...auth.captcha(deps) }),
    'auth.login': async (input, ctx) => ({
      success: true,
      ...(await auth.login(deps, input, ctx)),
    }),
    'auth.refresh': async (_input, ctx) => ({ success: true, ...(await auth.refresh(deps, ctx)) }),
    'auth.logout': async ({ refresh_token }, ctx) => {
      await auth.logout(deps, refresh_token, ctx);
      return { success: true };
    },
    'auth.ssoLogin': async (_input, ctx) => ({
      success: true,
      ...(await auth.ssoLogin(deps, ctx)),
    }),
  };
}
