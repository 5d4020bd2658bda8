import type { Language } from '@console/contract/constants';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { i18n } from './i18n';
import { currentLanguage } from './language';
import type { Tree } from './tree';

interface LanguagePack {
  texts: Tree;
  antd: Locale;
}

/** Each language's texts, antd's texts and dayjs's names, in chunks of their own. */
const packs: Record<Language, () => Promise<LanguagePack>> = {
  en: async () => {
    const [texts, antd] = await Promise.all([
      import('@console/contract/locales/en.json'),
      import('antd/locale/en_US'),
    ]);
    return { texts: texts.default as unknown as Tree, antd: antd.default };
  },
  vi: async () => {
    const [texts, antd] = await Promise.all([
      import('@console/contract/locales/vi.json'),
      import('antd/locale/vi_VN'),
      import('dayjs/locale/vi'),
    ]);
    return { texts: texts.default as unknown as Tree, antd: antd.default };
  },
};

let antdLocale: Locale | undefined;

/**
 * Loads the reader's language (the spec reloads the page on a change, so one per page) before the
 * console renders: its texts into i18next, antd's locale, dayjs's.
 */
export async function loadLanguage(): Promise<void> {
  const language = currentLanguage();
  const pack = await packs[language]();
  i18n.addResourceBundle(language, 'translation', pack.texts);
  antdLocale = pack.antd;
  dayjs.locale(language);
}

/** antd's locale of the reader's language, once loadLanguage is done. */
export function antdLocaleOf(): Locale | undefined {
  return antdLocale;
}
