import { CloseCircleFilled } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An input's `allowClear` whose clear button says what it does in the reader's language: antd's
 * button holds its icon alone, and icons are hidden from screen readers
 * (build/decorative-icons.ts). Pickers and selects name their own clear control.
 */
export function useClearable() {
  const { t } = useTranslation();
  return useMemo(
    () => ({ clearIcon: <CloseCircleFilled aria-label={t('common.aria.clear')} /> }),
    [t],
  );
}
