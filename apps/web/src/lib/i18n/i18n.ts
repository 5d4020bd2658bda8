import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage } from './language';
import { resources } from './resources';

const language = currentLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: language,
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

dayjs.locale(language);
document.documentElement.lang = language;

export { i18n };
