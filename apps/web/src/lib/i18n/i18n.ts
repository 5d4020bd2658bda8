import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
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

document.documentElement.lang = language;

export { i18n };
