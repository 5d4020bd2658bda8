import { i18n } from '../i18n/i18n';
import type { ApiError } from './api-error';

/** The server's message key in the reader's language, else the server's own text, else a fallback. */
export function errorText(error: ApiError): string {
  const key = `errors.${error.message}`;
  if (error.message && i18n.exists(key)) return i18n.t(key);
  return error.detail || i18n.t('common.messages.something_wrong');
}
