import {
  EXTEND_FIELDS,
  extendIssues,
  type CampaignItem,
  type CampaignRevisionChanges,
  type ExtendBase,
} from '@console/contract/schemas/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, Modal } from 'antd';
import { NumberInput } from '../../../components/number-input';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTimeInputFormat } from '../../../lib/format/use-date-input-format';
import { callApi } from '../../../lib/api/call-api';
import { clearChangedErrors, showFieldErrors } from '../../../lib/api/form-errors';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { i18n } from '../../../lib/i18n/i18n';
import { notifySuccess } from '../../../lib/notify';
import { MoneyInput } from './amount-input';

interface ExtendValues {
  endTime?: Dayjs | null;
  /** Whole đồng, or the text typed when it is not a whole number (`amount-input.tsx`). */
  maxBudget?: number | string | null;
  totalUsageLimit?: number | null;
  usesPerCycle?: number | null;
  usesPerCampaign?: number | null;
  reason?: string;
}

const baseOf = (c: CampaignItem): ExtendBase => ({
  endTime: c.endTime,
  maxBudget: c.maxBudget,
  totalUsageLimit: c.totalUsageLimit,
  usesPerCycle: c.usesPerCycle,
  usesPerCampaign: c.usesPerCampaign,
});

/** The values that move, as the call takes them; one left as it is stays out. */
function changesOf(base: ExtendBase, v: ExtendValues): CampaignRevisionChanges {
  const changes: CampaignRevisionChanges = {};
  const end = v.endTime?.toISOString();
  if (end && Date.parse(end) !== Date.parse(base.endTime)) changes.endTime = end;
  for (const field of [
    'maxBudget',
    'totalUsageLimit',
    'usesPerCycle',
    'usesPerCampaign',
  ] as const) {
    const value = v[field];
    if (typeof value === 'number' && value !== base[field]) changes[field] = value;
  }
  return changes;
}

interface ExtendDialogProps {
  campaign: CampaignItem;
  open: boolean;
  onClose: () => void;
}

/**
 * The extension's dialog (`ExtendCampaign` opens it): a later end, more budget, higher limits, and
 * why. Each value is checked as it is typed with the contract's rules (never less); the live
 * campaign runs on unchanged until a manager approves. It starts from the campaign's values each
 * time it opens.
 */
export function ExtendDialog({ campaign, open, onClose }: ExtendDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ExtendValues>();
  const [general, setGeneral] = useState<string | null>(null);
  const dateFormat = useDateTimeInputFormat();
  const base = baseOf(campaign);
  const label = (key: string) => t(`campaigns.fields.${key}.label`);
  const extend = useMutation({
    mutationFn: (input: CampaignRevisionChanges & { reason: string }) =>
      callApi('campaigns.extend', { id: campaign.id, version: campaign.version, ...input }),
    onSettled: () => invalidateQueriesOf(queryClient, 'campaigns.get', 'campaigns.list'),
  });

  /** Shows each value's refusal; answers whether the revision may be sent. */
  const check = () => {
    const values = form.getFieldsValue(true) as ExtendValues;
    // A budget typed as text ("12,5") is no change to leave out silently: it is refused here.
    const typed =
      typeof values.maxBudget === 'string'
        ? [{ path: ['maxBudget'], message: 'validation.invalid' }]
        : [];
    const issues = [...typed, ...extendIssues(base, changesOf(base, values))];
    form.setFields(
      EXTEND_FIELDS.map((field) => ({
        name: field,
        errors: issues.filter((i) => i.path[0] === field).map((i) => i18n.t(i.message)),
      })),
    );
    const whole = issues.find((i) => i.path.length === 0);
    setGeneral(whole ? i18n.t(whole.message) : null);
    return issues.length === 0;
  };

  const submit = async () => {
    const { reason } = await form.validateFields(['reason']);
    if (!check() || extend.isPending) return;
    try {
      await extend.mutateAsync({
        ...changesOf(base, form.getFieldsValue(true)),
        reason: reason ?? '',
      });
      notifySuccess(t('campaigns.messages.extension_sent'));
      onClose();
    } catch (error) {
      showFieldErrors(form, error);
    }
  };

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue({
      endTime: dayjs(campaign.endTime),
      maxBudget: campaign.maxBudget,
      totalUsageLimit: campaign.totalUsageLimit,
      usesPerCycle: campaign.usesPerCycle,
      usesPerCampaign: campaign.usesPerCampaign,
      reason: '',
    });
    setGeneral(null);
    // Only when it opens: the campaign's values must not overwrite what the user is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return (
    <Modal
      open={open}
      title={t('campaigns.confirm.extend', { name: campaign.name })}
      okText={t('campaigns.actions.extend')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ loading: extend.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form<ExtendValues>
        form={form}
        name="campaign-extend"
        layout="vertical"
        noValidate
        onValuesChange={() => {
          clearChangedErrors(form);
          check();
        }}
      >
        <Alert
          type="info"
          showIcon
          message={t('campaigns.messages.extend_hint')}
          style={{ marginBottom: 16 }}
        />
        <Form.Item name="endTime" label={label('endTime')}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={dateFormat}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {campaign.maxBudget !== null && (
          <Form.Item name="maxBudget" label={label('maxBudget')}>
            <MoneyInput />
          </Form.Item>
        )}
        <Form.Item name="totalUsageLimit" label={label('totalUsageLimit')}>
          <NumberInput min={1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="usesPerCycle" label={label('usesPerCycle')}>
          <NumberInput min={1} max={1000} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="usesPerCampaign" label={label('usesPerCampaign')}>
          <NumberInput min={1} max={1000} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={label('reason')}
          rules={[{ required: true, whitespace: true, message: t('validation.reason_required') }]}
        >
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        {general && <Alert type="error" showIcon message={general} />}
      </Form>
    </Modal>
  );
}
