import type { BlockAction } from '@console/contract/machines/blocklist';
import {
  customerPhone,
  LOCK_REASONS,
  OPEN_REASONS,
  REASON_TEXT_MAX,
  type BlockReason,
} from '@console/contract/schemas/blocklists';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearChangedErrors, showFieldErrors } from '../../../lib/api/form-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { useSubmitGuard } from '../../../lib/forms/use-submit-guard';

export interface ReasonValues {
  phone?: string;
  reason: BlockReason;
  reasonText: string;
}

interface ReasonModalProps {
  open: boolean;
  title: string;
  action: BlockAction;
  /** Asks for the phone too: locking a phone not yet on the list. */
  askPhone?: boolean;
  /** Resolves when done (the modal closes), rejects to stay open with the server's field errors. */
  onSubmit: (values: ReasonValues) => Promise<void>;
  onClose: () => void;
}

/** Why a phone or a terminal is locked or opened: a reason from the list, in words for Other. */
export function ReasonModal({
  open,
  title,
  action,
  askPhone,
  onSubmit,
  onClose,
}: ReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReasonValues>();
  const reasons = action === 'lock' ? LOCK_REASONS : OPEN_REASONS;
  const other = Form.useWatch('reason', form) === 'other';
  const guard = useSubmitGuard();
  const [submitting, setSubmitting] = useState(false);
  const submit = guard(async (values: ReasonValues) => {
    setSubmitting(true);
    try {
      await onSubmit({ ...values, reasonText: values.reasonText?.trim() ?? '' });
      onClose();
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  });
  return (
    <Modal
      open={open}
      title={title}
      okText={t(`blocklists.actions.${action}`)}
      okButtonProps={{ danger: action === 'lock' }}
      cancelText={t('buttons.cancel')}
      confirmLoading={submitting}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ReasonValues>
        form={form}
        name={`blocklists-${action}`}
        layout="vertical"
        onFinish={submit}
        onValuesChange={() => clearChangedErrors(form)}
        preserve={false}
        noValidate
      >
        {askPhone && (
          <Form.Item
            name="phone"
            label={t('blocklists.fields.phone.label')}
            rules={[zodRule(customerPhone)]}
            required
          >
            <Input inputMode="tel" autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('blocklists.fields.reason.label')}
          rules={[{ required: true, message: t('validation.reason_required') }]}
        >
          <Select<BlockReason>
            showSearch={{ optionFilterProp: 'label' }}
            options={reasons.map((value) => ({ value, label: t(`blocklists.reasons.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="reasonText"
          label={t('blocklists.fields.reason_text.label')}
          required={other}
          rules={[
            { required: other, whitespace: true, message: t('validation.reason_required') },
            { max: REASON_TEXT_MAX, message: t('validation.too_long', { max: REASON_TEXT_MAX }) },
          ]}
        >
          <Input.TextArea rows={3} placeholder={t('blocklists.fields.reason_text.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
