import { ErrorCode, type ErrorKey } from '@console/contract/errors';
import type { RequestOf, ResponseOf, RouteId } from '@console/contract/routes';
import { routeOf, type CallDef } from '@console/contract/routes/web';
import { getSession } from '../auth/session';
import { navigateTo } from '../navigation';
import { notifyError } from '../notify';
import { linkTo } from '../paths';
import { ApiError } from './api-error';
import { endSession } from './end-session';
import { errorText } from './error-text';
import { reportLater } from './error-report';
import { sendHttp } from './http';
import { refreshTokens } from './refresh';

export interface CallOptions {
  signal?: AbortSignal;
  /** The Bearer credential for calls that take something other than the access token (SSO). */
  bearer?: string;
  /**
   * Failures the caller shows itself, by status (e.g. 404 on a detail page) or by error key (e.g.
   * an unverified account, which the login form explains); `true` silences every failure.
   */
  silent?: true | readonly (number | ErrorKey)[];
  /** One submission's key (`useIdempotencyKey`): a repeat of it is not acted on twice. */
  idempotencyKey?: string;
}

/** The input may be left out when the call needs none (every field optional or no fields). */
type Args<K extends RouteId> =
  Record<string, never> extends RequestOf<K>
    ? [input?: RequestOf<K>, options?: CallOptions]
    : [input: RequestOf<K>, options?: CallOptions];

function bearerFor(route: CallDef, options: CallOptions): string | null {
  if (options.bearer) return options.bearer;
  const session = getSession();
  if (route.credential === 'refresh_token') return session?.freshToken ?? null;
  return session?.accessToken ?? null;
}

function isSilent(error: ApiError, options: CallOptions): boolean {
  if (options.silent === true) return true;
  return options.silent?.some((item) => item === error.status || item === error.message) ?? false;
}

/** Public calls (sign-in and friends) report their failure but never end or refresh a session. */
function report(route: CallDef, error: ApiError, options: CallOptions): void {
  const signedInCall = route.access !== 'public';
  if (signedInCall && error.status === 401) {
    notifyError(errorText(error));
    endSession();
    return;
  }
  // Later, so that a form showing the failure under its fields can claim it (error-report.ts).
  if (!isSilent(error, options)) reportLater(error);
  if (signedInCall && error.status === 403) navigateTo(linkTo('errors.forbidden'));
}

async function send(
  route: CallDef,
  input: object,
  options: CallOptions,
  retried = false,
): Promise<unknown> {
  const bearer = bearerFor(route, options);
  try {
    return await sendHttp({
      route,
      input: { ...input },
      bearer,
      signal: options.signal,
      idempotencyKey: options.idempotencyKey,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const expired = error.status === 401 && error.code === ErrorCode.TOKEN_EXPIRED;
    if (expired && !retried && route.access !== 'public' && !options.bearer) {
      // Another call may have refreshed while this one was in flight: then just retry.
      const current = getSession()?.accessToken;
      const refreshed = current && current !== bearer ? true : await refreshTokens();
      if (refreshed) return send(route, input, options, true);
      notifyError(
        errorText(new ApiError(401, ErrorCode.UNAUTHENTICATED, 'auth.invalid_refresh_token')),
      );
      endSession();
      throw error;
    }
    report(route, error, options);
    throw error;
  }
}

/** Calls one route of the contract: path parameters filled, GET as query string, POST as JSON. */
export async function callApi<K extends RouteId>(id: K, ...args: Args<K>): Promise<ResponseOf<K>> {
  const [input = {}, options = {}] = args;
  return (await send(await routeOf(id), input, options)) as ResponseOf<K>;
}
