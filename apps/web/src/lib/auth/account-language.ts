import type { Language } from '@console/contract/constants';
import type { Session } from '@console/contract/schemas/auth';
import { callApi } from '../api/call-api';
import {
  adoptLanguage,
  currentLanguage,
  markPickedBeforeSignIn,
  switchLanguage,
  takePickedBeforeSignIn,
} from '../i18n/language';
import { getSession } from './session';

/** Saves the language on the account; the page works on in it even if the server is not told. */
async function saveOnAccount(language: Language): Promise<void> {
  await callApi('accounts.setLanguage', { language }, { silent: true }).catch(() => undefined);
}

/** The language menu and My information: the account remembers it, then the page reloads in it. */
export async function chooseLanguage(language: Language): Promise<void> {
  if (getSession()) await saveOnAccount(language);
  else markPickedBeforeSignIn();
  switchLanguage(language);
}

/**
 * Right after signing in: a language picked on the login screen just now becomes the account's
 * choice; otherwise the account's chosen language is applied, loading the page (or `goTo`, when
 * this page's address must not be loaded again) in it. Answers whether the page reloads.
 */
export function settleLanguageAfterSignIn(session: Session, goTo?: string): boolean {
  if (takePickedBeforeSignIn()) {
    void saveOnAccount(currentLanguage());
    return false;
  }
  if (!session.language || !adoptLanguage(session.language)) return false;
  if (goTo) window.location.replace(goTo);
  else window.location.reload();
  return true;
}
