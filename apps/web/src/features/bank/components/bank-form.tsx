import { bankAddRequest, normalizeHolder } from '@console/contract/schemas/bank';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm, useFieldItem } from '../../../lib/forms/entity-form';
import type { BankInput } from '../api/create-bank';
import { BankSelect } from './bank-select';
import { UserNameSelect } from './user-name-select';

interface BankFormProps {
  /** The user-name picker shows only where the owner is chosen (create, not by a salesman). */
  withUserName: boolean;
  initialValues?: Partial<BankInput>;
  pending: boolean;
  onSubmit: (values: BankInput) => Promise<unknown>;
  onCancel: () => void;
}

export function BankForm({ withUserName, ...props }: BankFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BankInput>();
  const item = useFieldItem('bank', bankAddRequest.shape);
  const holder = Form.useWatch('bank_holder', form);
  const preview = typeof holder === 'string' ? normalizeHolder(holder) : '';

  return (
    <EntityForm<BankInput> form={form} errorFields={{ 'users.not_found': 'user_name' }} {...props}>
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
    </EntityForm>
  );
}
