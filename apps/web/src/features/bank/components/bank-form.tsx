import { bankAddRequest, normalizeHolder } from '@console/contract/schemas/bank';
import { Button, Flex, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { showFieldErrors } from '../../../lib/api/form-errors';
import { isRequired, zodRule } from '../../../lib/forms/zod-rule';
import type { BankInput } from '../api/create-bank';
import { BankSelect } from './bank-select';
import { UserNameSelect } from './user-name-select';

const fields = bankAddRequest.shape;
type FieldName = keyof typeof fields;

interface BankFormProps {
  /** The user-name picker shows only where the owner is chosen (create, not by a salesman). */
  withUserName: boolean;
  initialValues?: Partial<BankInput>;
  pending: boolean;
  onSubmit: (values: BankInput) => Promise<unknown>;
  onCancel: () => void;
}

function showErrors(form: FormInstance<BankInput>, error: unknown) {
  if (isApiError(error) && error.message === 'user.not_found') {
    form.setFields([{ name: 'user_name', errors: [errorText(error)] }]);
  }
  showFieldErrors(form, error);
}

export function BankForm({
  withUserName,
  initialValues,
  pending,
  onSubmit,
  onCancel,
}: BankFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BankInput>();
  const holder = Form.useWatch('bank_holder', form);
  const preview = typeof holder === 'string' ? normalizeHolder(holder) : '';
  const item = (name: FieldName) => ({
    name,
    label: t(`bank.fields.${name}.label`),
    rules: [zodRule(fields[name])],
    required: isRequired(fields[name]),
  });
  const submit = (values: BankInput) =>
    onSubmit(values).catch((error: unknown) => showErrors(form, error));

  return (
    <Form<BankInput>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      style={{ maxWidth: 640 }}
    >
      {withUserName && (
        <Form.Item {...item('user_name')}>
          <UserNameSelect placeholder={t('bank.fields.user_name.placeholder')} />
        </Form.Item>
      )}
      <Form.Item {...item('bank_name')}>
        <BankSelect placeholder={t('bank.fields.bank_name.placeholder')} />
      </Form.Item>
      <Form.Item {...item('bank_number')}>
        <Input inputMode="numeric" placeholder={t('bank.fields.bank_number.placeholder')} />
      </Form.Item>
      <Form.Item
        {...item('bank_holder')}
        extra={preview ? t('bank.messages.holder_preview', { holder: preview }) : undefined}
      >
        <Input placeholder={t('bank.fields.bank_holder.placeholder')} />
      </Form.Item>
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('buttons.save')}
        </Button>
        <Button onClick={onCancel}>{t('buttons.cancel')}</Button>
      </Flex>
    </Form>
  );
}
