import { browserFields } from '@console/contract/schemas/browsers';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm, useFieldItem } from '../../../lib/forms/entity-form';
import type { BrowserInput } from '../api/create-browser';

interface BrowserFormProps {
  initialValues?: BrowserInput;
  pending: boolean;
  onSubmit: (values: BrowserInput) => Promise<unknown>;
  onCancel: () => void;
}

export function BrowserForm(props: BrowserFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BrowserInput>();
  const item = useFieldItem('browsers', browserFields.shape);

  return (
    <EntityForm<BrowserInput>
      form={form}
      errorFields={{ 'browsers.duplicate_file_name': 'file_name' }}
      {...props}
    >
      <Form.Item {...item('browser_name')}>
        <Input placeholder={t('browsers.fields.browser_name.placeholder')} />
      </Form.Item>
      <Form.Item {...item('file_name')}>
        <Input placeholder={t('browsers.fields.file_name.placeholder')} />
      </Form.Item>
      <Form.Item {...item('original_name')}>
        <Input placeholder={t('browsers.fields.original_name.placeholder')} />
      </Form.Item>
      <Form.Item {...item('file_description')}>
        <Input.TextArea rows={4} />
      </Form.Item>
    </EntityForm>
  );
}
