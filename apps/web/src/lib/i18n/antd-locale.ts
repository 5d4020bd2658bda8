import type { Language } from '@console/contract/constants';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';

export const antdLocales: Record<Language, Locale> = { en: enUS, vi: viVN };
