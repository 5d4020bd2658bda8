import { REQUEST_TIMEOUT_MS } from '@console/contract/constants';
import { buildPath, type CallDef } from '@console/contract/routes/web';
import { ErrorCode } from '@console/contract/errors';
import type { Failure } from '@console/contract/schemas/common';
import { currentLanguage } from '../i18n/language';
import { ApiError } from './api-error';

export interface HttpCall {
  route: CallDef;
  input: Record<string, unknown>;
  bearer: string | null;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server acts on a key once (routes marked `idempotent`). */
  idempotencyKey?: string;
}

function pathParamsOf(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
}

function toQuery(values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

function requestOf({
  route,
  input,
  bearer,
  signal,
  idempotencyKey,
}: HttpCall): [string, RequestInit] {
  const pathParams = pathParamsOf(route.path);
  const rest = Object.fromEntries(
    Object.entries(input).filter(([key]) => !pathParams.includes(key)),
  );
  const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const init: RequestInit = {
    method: route.method,
    headers,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  };
  let url = buildPath(route.path, input);
  if (route.method === 'GET') {
    url += toQuery(rest);
  } else {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(rest);
  }
  return [url, init];
}

function transportError(error: unknown, signal?: AbortSignal): unknown {
  if (signal?.aborted) return error;
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return timedOut
    ? new ApiError(0, ErrorCode.UNAVAILABLE, 'connection.timeout')
    : new ApiError(0, ErrorCode.UNAVAILABLE, 'connection.network');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldError = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.path === 'string' &&
  typeof value.message === 'string' &&
  (value.params === undefined || isRecord(value.params)) &&
  (value.detail === undefined || typeof value.detail === 'string');

/**
 * The error envelope (`failure` of the contract, checked by hand: zod stays off the web caller's
 * path). `success: false` alone is an answer where a call says so (testname).
 */
export function isFailure(body: unknown): body is Failure {
  return (
    isRecord(body) &&
    body.success === false &&
    Number.isInteger(body.code) &&
    typeof body.message === 'string' &&
    typeof body.detail === 'string' &&
    (body.errors === undefined || (Array.isArray(body.errors) && body.errors.every(isFieldError)))
  );
}

/**
 * An answer: an object with its `success`. The server sends every answer through the call's
 * response schema, so its fields are the contract's; the web caller checks the envelope alone.
 */
const isAnswer = (body: unknown): body is Record<string, unknown> =>
  isRecord(body) && typeof body.success === 'boolean';

function failureOf(status: number, body: unknown): ApiError {
  if (!isFailure(body)) {
    return new ApiError(
      status,
      ErrorCode.INTERNAL,
      status >= 500 ? 'common.internal' : 'connection.invalid_response',
    );
  }
  const { code, message, detail, errors } = body;
  return new ApiError(status, code, message, detail, errors);
}

/** One HTTP exchange; answers the successful envelope, its shape checked (`isAnswer`). */
export async function sendHttp(call: HttpCall): Promise<unknown> {
  const [url, init] = requestOf(call);
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw transportError(error, call.signal);
  }
  try {
    body = await response.json();
  } catch (error) {
    // A body cut while it arrived (the timeout, the caller's abort, the network) is no answer; a
    // body that is not JSON is an answer the checks below name.
    if (!(error instanceof SyntaxError)) throw transportError(error, call.signal);
    body = undefined;
  }
  if (!response.ok || isFailure(body)) throw failureOf(response.status, body);
  if (!isAnswer(body)) {
    console.error('Unexpected answer', url, body);
    throw new ApiError(response.status, ErrorCode.INTERNAL, 'connection.invalid_response');
  }
  return body;
}
