import { USERNAME_CHECK_DEBOUNCE_MS } from '@console/contract/constants';
import { newUserName } from '@console/contract/schemas/accounts';
import type { FormInstance, FormRule } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../lib/hooks/use-debounced-callback';
import { isNameTaken } from '../api/test-name';

/**
 * Asks the server whether a name is taken once typing pauses, and keeps the answers: the field's
 * rule then says "Account already exists" for a taken name on every later validation too.
 */
export function useNameAvailability(form: FormInstance, field: string) {
  const { t } = useTranslation();
  const taken = useRef(new Set<string>());

  const check = useDebouncedCallback((value: string) => {
    const name = value.trim().toLowerCase();
    if (!newUserName.safeParse(name).success || taken.current.has(name)) return;
    void isNameTaken(name)
      .then((exists) => {
        if (!exists) return;
        taken.current.add(name);
        if (String(form.getFieldValue(field)).trim().toLowerCase() === name) {
          void form.validateFields([field]).catch(() => undefined);
        }
      })
      .catch(() => undefined);
  }, USERNAME_CHECK_DEBOUNCE_MS);

  const rule = useMemo<FormRule>(
    () => ({
      validator: async (_rule, value: unknown) => {
        if (typeof value === 'string' && taken.current.has(value.trim().toLowerCase())) {
          throw new Error(t('errors.accounts.user_exists'));
        }
      },
    }),
    [t],
  );

  return { rule, check, markTaken: (name: string) => taken.current.add(name.trim().toLowerCase()) };
}
