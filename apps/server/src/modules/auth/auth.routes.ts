import type { LoginRequest } from '@console/contract/schemas/auth';
import type { AreaHandlers, Deps, RequestContext } from '../../context';
import * as auth from './auth.service';

export function handlers(deps: Deps): AreaHandlers<'auth'> {
  const login = async (input: LoginRequest, ctx: RequestContext) => ({
    success: true as const,
    ...(await auth.login(deps, input, ctx)),
  });
  return {
    'auth.publicKey': async () => ({ success: true, key: auth.publicKey(deps) }),
    'auth.captcha': async () => ({ success: true, ...(await auth.captcha(deps)) }),
    'auth.login': login,
    'auth.rpcLogin': async (input, ctx) => ({
      success: true,
      ...(await auth.rpcLogin(deps, input, ctx)),
    }),
    'auth.refresh': async (_input, ctx) => ({ success: true, ...(await auth.refresh(deps, ctx)) }),
    'auth.logout': async ({ refresh_token }, ctx) => {
      await auth.logout(deps, refresh_token, ctx);
      return { success: true };
    },
    'auth.logoutAll': async (_input, ctx) => {
      await auth.logoutEverywhere(deps, ctx.user.id);
      return { success: true };
    },
    'auth.ssoLogin': async (_input, ctx) => ({
      success: true,
      ...(await auth.ssoLogin(deps, ctx)),
    }),
  };
}
