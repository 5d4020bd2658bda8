import { browserFields } from '@console/contract/schemas/browsers';
import { Button, Flex, Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { showFieldErrors } from '../../../lib/api/form-errors';
import { isRequired, zodRule } from '../../../lib/forms/zod-rule';
import type { BrowserInput } from '../api/create-browser';

const fields = browserFields.shape;
type FieldName = keyof typeof fields;

interface BrowserFormProps {
  initialValues?: BrowserInput;
  pending: boolean;
  onSubmit: (values: BrowserInput) => Promise<unknown>;
  onCancel: () => void;
}

function showErrors(form: FormInstance<BrowserInput>, error: unknown) {
  if (isApiError(error) && error.message === 'browsers.duplicate_file_name') {
    form.setFields([{ name: 'file_name', errors: [errorText(error)] }]);
  }
  showFieldErrors(form, error);
}

export function BrowserForm({ initialValues, pending, onSubmit, onCancel }: BrowserFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BrowserInput>();
  const item = (name: FieldName) => ({
    name,
    label: t(`browsers.fields.${name}.label`),
    rules: [zodRule(fields[name])],
    required: isRequired(fields[name]),
  });
  const submit = (values: BrowserInput) =>
    onSubmit(values).catch((error: unknown) => showErrors(form, error));

  return (
    <Form<BrowserInput>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      style={{ maxWidth: 640 }}
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
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('buttons.save')}
        </Button>
        <Button onClick={onCancel}>{t('buttons.cancel')}</Button>
      </Flex>
    </Form>
  );
}
