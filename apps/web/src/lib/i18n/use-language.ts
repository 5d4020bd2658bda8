import type { Language } from '@console/contract/constants';
import { useTranslation } from 'react-i18next';

/** The language the screens are in (it changes only with a reload, spec §1). */
export function useLanguage(): Language {
  return useTranslation().i18n.language as Language;
}
