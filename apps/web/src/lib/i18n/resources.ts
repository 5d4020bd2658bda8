import type { Language } from '@console/contract/constants';
import { messages } from '@console/contract/messages';
import en from '../../locales/en.json';
import vi from '../../locales/vi.json';
import { mergeTrees, nestKeys, type Tree } from './tree';

const webTexts: Record<Language, Tree> = { en, vi };

/** The web app's own texts plus the contract's server messages, under `errors` and `validation`. */
export function translationsOf(language: Language): Tree {
  const server = messages[language];
  return mergeTrees(webTexts[language], {
    errors: nestKeys(server.errors),
    validation: server.validation,
  });
}

export const resources = {
  en: { translation: translationsOf('en') },
  vi: { translation: translationsOf('vi') },
};
