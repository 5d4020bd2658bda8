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

/** Writes the language cookie; answers whether that changed the language (the caller reloads). */
export function adoptLanguage(language: Language): boolean {
  if (language === currentLanguage()) return false;
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
  return true;
}

const PICKED_BEFORE_SIGN_IN = 'language_picked';

/** A pick on a public page (the login screen), which the next sign-in in this tab saves. */
export function markPickedBeforeSignIn(): void {
  sessionStorage.setItem(PICKED_BEFORE_SIGN_IN, '1');
}

export function takePickedBeforeSignIn(): boolean {
  const picked = sessionStorage.getItem(PICKED_BEFORE_SIGN_IN) !== null;
  sessionStorage.removeItem(PICKED_BEFORE_SIGN_IN);
  return picked;
}
