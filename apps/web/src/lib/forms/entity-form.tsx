import type { ErrorKey } from '@console/contract/errors';
import { Button, Flex, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { clearChangedErrors, showFieldErrors } from '../api/form-errors';
import { useLeaveGuard } from './use-leave-guard';
import { useSubmitGuard } from './use-submit-guard';
import { isRequired, zodRule } from './zod-rule';

/**
 * The `Form.Item` props of a contract field: the label `<namespace>.fields.<name>.label`, the
 * contract's zod schema as the rule (so the browser checks what the server checks) and the
 * required mark the schema implies.
 */
export function useFieldItem<F extends Record<string, z.ZodType>>(namespace: string, fields: F) {
  const { t } = useTranslation();
  return (name: keyof F & string) => {
    const schema = fields[name] as z.ZodType;
    return {
      name,
      label: t(`${namespace}.fields.${name}.label`),
      rules: [zodRule(schema)],
      required: isRequired(schema),
    };
  };
}

interface EntityFormProps<V> {
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  pending: boolean;
  /** Rejects with the server's error, which the form then shows on its fields. */
  onSubmit: (values: V) => Promise<unknown>;
  onCancel: () => void;
  /** Server errors that belong to one field, such as a duplicate code, are shown under it. */
  errorFields?: Partial<Record<ErrorKey, keyof V & string>>;
  maxWidth?: number;
  children: ReactNode;
}

/**
 * The create and edit form of an entity: its fields, then Save and Cancel. Leaving it changed and
 * unsaved asks first (`useLeaveGuard`).
 */
export function EntityForm<V>({
  form,
  initialValues,
  pending,
  onSubmit,
  onCancel,
  errorFields = {},
  maxWidth = 640,
  children,
}: EntityFormProps<V>) {
  const { t } = useTranslation();
  const leave = useLeaveGuard();
  // One submission at a time: a double click saves once. A save may navigate away as it ends, so
  // the form counts as unchanged while it runs, and as changed again if it fails.
  const submit = useSubmitGuard()((values: V) => {
    const changed = leave.isChanged();
    leave.saved();
    return onSubmit(values).catch((error: unknown) => {
      if (changed) leave.changed();
      showFieldErrors(form, error, errorFields);
    });
  });

  return (
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => {
        leave.changed();
        clearChangedErrors(form);
      }}
      onFinish={submit}
      // The schema's messages in the app's language, never the browser's own bubbles.
      noValidate
      style={{ maxWidth }}
    >
      {children}
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('buttons.save')}
        </Button>
        <Button onClick={onCancel}>{t('buttons.cancel')}</Button>
      </Flex>
    </Form>
  );
}
