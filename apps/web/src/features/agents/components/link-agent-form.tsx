import {
  CHECK_GIVE_UP_MS,
  CHECK_POLL_MS,
  otp as otpSchema,
} from '@console/contract/schemas/agents';
import { Alert, Button, Form, Input, Space } from 'antd';
import { NumberInput } from '../../../components/number-input';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { zodRule } from '../../../lib/forms/zod-rule';
import { notifySuccess } from '../../../lib/notify';
import { checkAgentLink, requestAgentLink } from '../api/agent-access';

interface LinkValues {
  agent_id: number;
  otp: string;
}

/**
 * Links an agent: the agent id and the OTP the agent shows, then `agent_access/check` every 2 s
 * until the agent confirms; after 7 s without it the OTP is void for this attempt (spec section 4).
 */
export function LinkAgentForm({ parentId, onDone }: { parentId: number; onDone?: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LinkValues>();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);

  const poll = (agentId: number, startedAt: number) =>
    new Promise<boolean>((resolve) => {
      const tick = async () => {
        const answer = await checkAgentLink({ admin_id: parentId, agent_id: agentId }).catch(
          () => null,
        );
        if (answer?.linked) return resolve(true);
        if (Date.now() - startedAt + CHECK_POLL_MS > CHECK_GIVE_UP_MS) {
          timers.current.push(
            window.setTimeout(() => resolve(false), CHECK_GIVE_UP_MS - (Date.now() - startedAt)),
          );
          return;
        }
        timers.current.push(window.setTimeout(() => void tick(), CHECK_POLL_MS));
      };
      timers.current.push(window.setTimeout(() => void tick(), CHECK_POLL_MS));
    });

  const submit = async (values: LinkValues) => {
    setTimedOut(false);
    try {
      await requestAgentLink({ admin_id: parentId, agent_id: values.agent_id, otp: values.otp });
    } catch {
      return;
    }
    setWaiting(true);
    const linked = await poll(values.agent_id, Date.now());
    setWaiting(false);
    if (linked) {
      notifySuccess(t('agents.messages.linked'));
      form.resetFields();
      await invalidateQueriesOf(queryClient, 'agents');
      onDone?.();
    } else {
      setTimedOut(true);
      form.setFieldValue('otp', '');
    }
  };

  return (
    <Form form={form} name="link-agent" layout="vertical" onFinish={(v) => void submit(v)}>
      <Space wrap align="start">
        <Form.Item
          name="agent_id"
          label={t('agents.fields.agent_id')}
          rules={[{ required: true, message: t('validation.agent_required') }]}
        >
          <NumberInput min={1} precision={0} style={{ width: 160 }} disabled={waiting} />
        </Form.Item>
        <Form.Item name="otp" label={t('agents.fields.otp')} required rules={[zodRule(otpSchema)]}>
          <Input maxLength={30} autoComplete="one-time-code" disabled={waiting} />
        </Form.Item>
        <Form.Item label=" ">
          <Button type="primary" htmlType="submit" loading={waiting}>
            {t('agents.actions.link_submit')}
          </Button>
        </Form.Item>
      </Space>
      {waiting && <Alert type="info" showIcon message={t('agents.messages.waiting')} />}
      {timedOut && (
        <Alert type="error" showIcon role="alert" message={t('agents.messages.otp_timeout')} />
      )}
    </Form>
  );
}
