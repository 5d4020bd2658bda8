import { ErrorCode } from '@console/contract/errors';
import type { RequestOf, RouteId } from '@console/contract/routes';
import { buildPath, routeOf } from '@console/contract/routes/web';
import type { MerterFile } from '@console/contract/schemas/merter';
import { getSession } from '../../../lib/auth/session';
import { ApiError } from '../../../lib/api/api-error';
import { endSession } from '../../../lib/api/end-session';
import { errorText } from '../../../lib/api/error-text';
import { isFailure } from '../../../lib/api/http';
import { refreshTokens } from '../../../lib/api/refresh';
import { currentLanguage } from '../../../lib/i18n/language';
import { notifyError } from '../../../lib/notify';

/**
 * Upload and download of mer-ter files: not JSON, so not `callApi`, and exempt from the 5-second
 * client timeout (readings). Failures are answered and shown as `callApi` shows them; an expired
 * access token is refreshed once.
 */
async function send(url: string, init: RequestInit, retried = false): Promise<Response> {
  const token = getSession()?.accessToken;
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', currentLanguage());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers });
  } catch {
    const error = new ApiError(0, ErrorCode.UNAVAILABLE, 'connection.network');
    notifyError(errorText(error));
    throw error;
  }
  if (response.ok) return response;
  // The envelopes are checked by hand, as callApi checks them (lib/api/http.ts): no zod here.
  const body: unknown = await response.json().catch(() => undefined);
  const error = isFailure(body)
    ? new ApiError(response.status, body.code, body.message, body.detail)
    : new ApiError(response.status, ErrorCode.INTERNAL, 'common.internal');
  if (error.status === 401 && error.code === ErrorCode.TOKEN_EXPIRED && !retried) {
    if (await refreshTokens()) return send(url, init, true);
  }
  notifyError(errorText(error));
  if (error.status === 401) endSession();
  throw error;
}

export async function uploadMerterFile(campaignId: number, file: File): Promise<MerterFile> {
  const form = new FormData();
  form.set('campaignId', String(campaignId));
  form.set('file', file, file.name);
  const { path } = await routeOf('merter.upload');
  const response = await send(path, { method: 'POST', body: form });
  const body = (await response.json()) as { success?: unknown; item?: MerterFile };
  if (body.success !== true || !body.item) {
    throw new ApiError(response.status, ErrorCode.INTERNAL, 'connection.invalid_response');
  }
  return body.item;
}

/** The GET routes of the files: the spec's DownloadFileProcessResult is POST, its link GET. */
type DownloadRoute = Extract<RouteId, 'merter.resultLink' | 'merter.template'>;

/** Fetches a file answer and hands it to the browser as a download under its own name. */
export async function downloadFile<K extends DownloadRoute>(id: K, input: RequestOf<K>) {
  const query = new URLSearchParams(
    Object.entries(input).map(([key, value]) => [key, String(value)]),
  ).toString();
  const url = buildPath((await routeOf(id)).path, input) + (query ? `?${query}` : '');
  const response = await send(url, { method: 'GET' });
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : 'mer-ter.xlsx';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
