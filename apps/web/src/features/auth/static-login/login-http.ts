import { REQUEST_TIMEOUT_MS, type Language } from '@console/contract/constants';

/** A refused or failed call, as the server's error body says it (or the client's own). */
export interface Failure {
  status: number;
  message: string;
  detail: string;
  errors: { field: string; message: string; detail?: string }[];
}

/** The failure of a call that threw: the server's, or a timeout or a lost network. */
export function asFailure(error: unknown): Failure {
  if (error && typeof error === 'object' && 'status' in error) return error as Failure;
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return {
    status: 0,
    message: timedOut ? 'connection.timeout' : 'connection.network',
    detail: '',
    errors: [],
  };
}

/** Saves the language on the account just signed in; the sign-in goes on if this fails. */
export async function saveLanguage(
  url: string,
  accessToken: string,
  language: Language,
): Promise<void> {
  await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ language }),
  }).catch(() => undefined);
}

async function send<T>(url: string, language: Language, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'Accept-Language': language, ...init.headers },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => undefined)) as
    (Partial<Failure> & { success?: boolean }) | undefined;
  if (response.ok && body?.success === true) return body as T;
  const known = typeof body?.message === 'string';
  const failure: Failure = {
    status: response.status,
    message: known
      ? (body.message as string)
      : response.status >= 500
        ? 'common.internal'
        : 'connection.invalid_response',
    detail: known ? (body.detail ?? '') : '',
    errors: Array.isArray(body?.errors) ? body.errors : [],
  };
  throw failure;
}

export function getJson<T>(url: string, language: Language): Promise<T> {
  return send<T>(url, language);
}

export function postJson<T>(url: string, language: Language, body: unknown): Promise<T> {
  return send<T>(url, language, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
