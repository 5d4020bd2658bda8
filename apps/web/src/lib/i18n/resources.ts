import type { Language } from '@console/contract/constants';
import { locales } from '@console/contract/messages';
import type { Tree } from './tree';

/**
 * The web app's texts: the contract's locale files, shared with the server's messages. The app
 * loads one language at a time (load-language.ts); this reads both, for the locale tests.
 */
export function translationsOf(language: Language): Tree {
  return locales[language] as unknown as Tree;
}
