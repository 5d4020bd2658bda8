import type { FormRule } from 'antd';
import { i18n } from '../i18n/i18n';

/** A confirmation field that must repeat the value of `field` (typically the new password). */
export function confirmRule(field: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(i18n.t('common.messages.confirm_required'));
      if (value !== getFieldValue(field)) {
        throw new Error(i18n.t('common.messages.password_mismatch'));
      }
    },
  });
}
