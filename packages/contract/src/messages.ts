import type { Language } from './constants';
import en from './locales/en.json';
import vi from './locales/vi.json';

/**
 * Every text a person sees, in both languages, in one pair of files: the web app's screens, the
 * server's error messages (`errors.<key>`) and field validation messages (`validation.<name>`).
 * The server answers with a key and, as `detail`, its text in the caller's language; the web app
 * shows the same text. Typing `vi` as the shape of `en` makes a key missing in Vietnamese a
 * compile error; the locale tests check the rest (placeholders, keys the code uses).
 */
export type Texts = typeof en;
export const locales: Record<Language, Texts> = { en, vi };

type Node = string | { [key: string]: Node };

/** The text at a dotted key (`errors.browsers.not_found`), or undefined. */
export function textAt(language: Language, key: string): string | undefined {
  let node: Node | undefined = locales[language] as Node;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` placeholders, the i18next syntax the web app uses for the same texts. */
export function interpolate(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
