import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@console/contract/constants';
import { formatCount } from '../format/numbers';
import { currentLanguage } from './language';

const language = currentLanguage();

// The texts come in with loadLanguage (load-language.ts), before the console renders: only the
// reader's language is downloaded.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: language,
  fallbackLng: false,
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
});

// `{{count, number}}` in a text: a whole number grouped by thousands in the text's language
// (2.000, 2,000); anything else as it came (a figure the screen formatted itself).
i18n.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
  typeof value === 'number' || typeof value === 'string'
    ? formatCount(value, (lng ?? language) as Language)
    : String(value),
);

document.documentElement.lang = language;

export { i18n };
