import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGES,
  type Language,
} from '@console/contract/constants';
import { readCookie, writeCookie } from '../cookies';

function isLanguage(value: string | null): value is Language {
  return (LANGUAGES as readonly (string | null)[]).includes(value);
}

export function currentLanguage(): Language {
  const saved = readCookie(LANGUAGE_COOKIE);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

/** The spec reloads the page on a language change, so every screen starts in the new language. */
export function switchLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  window.location.reload();
}
