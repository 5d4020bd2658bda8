import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language } from '@console/contract/constants';
import { interpolate, textAt } from '@console/contract/messages';

/** The caller's language: the web app's `lang` cookie, else Accept-Language, else English. */
export function languageOf(headers: { cookie?: string; 'accept-language'?: string }): Language {
  const cookie = headers.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (cookie === 'vi' || cookie === 'en') return cookie;
  const accepted = headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return accepted.startsWith('vi') ? 'vi' : DEFAULT_LANGUAGE;
}

/**
 * The text of a message key: an error key (`browsers.not_found`, or prefixed `errors.`) or a
 * validation key (`validation.required`). Unknown keys come back as they are.
 */
export function translate(lang: Language, key: string, params?: Record<string, string | number>) {
  const path = key.startsWith('validation.') || key.startsWith('errors.') ? key : `errors.${key}`;
  return interpolate(textAt(lang, path) ?? key, params);
}
