import { App, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface ReasonDialogProps {
  /** The title and the button's text. */
  title: string;
  okText: string;
  open: boolean;
  pending: boolean;
  /** Answers whether the action was done, and so whether the dialog closes. */
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}

/** Asks why before an action that needs a reason (reject, stop …); empty each time it opens. */
export function ReasonDialog({
  title,
  okText,
  open,
  pending,
  onSubmit,
  onCancel,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = async () => {
    const { reason } = await form.validateFields();
    await onSubmit(reason);
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={() => void submit().catch(() => message.destroy())}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('campaigns.fields.reason.label')}
          rules={[{ required: true, whitespace: true, message: t('validation.reason_required') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
