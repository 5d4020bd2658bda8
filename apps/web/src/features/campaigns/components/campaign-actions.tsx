import { actionsFor } from '@console/contract/machines/define';
import { campaignMachine } from '@console/contract/machines/campaign';
import type { CampaignItem, CampaignRevision } from '@console/contract/schemas/campaigns';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { useDateTime } from '../../../lib/format/use-date-time';
import { notifySuccess } from '../../../lib/notify';
import { useConfirm } from '../../../lib/use-confirm';
import { ACTION_ROUTES, useCampaignAction, type PersonAction } from '../api/campaign-action';
import { ExtendCampaign } from './extend-campaign';

const DANGER: readonly PersonAction[] = ['reject', 'stop', 'lock', 'rejectExtension'];
const PRIMARY: readonly PersonAction[] = ['approve', 'submit', 'approveExtension'];
const EXTENSION: readonly PersonAction[] = ['approveExtension', 'rejectExtension'];
const SYNC: readonly PersonAction[] = ['syncMerchant', 'syncTerminal'];

/**
 * The actions this viewer may take on the campaign in its state, as the machine says, and only
 * those; each asks first, naming what will happen, and reject and stop ask why.
 */
export function CampaignActions({
  campaign,
  pendingRevision,
}: {
  campaign: CampaignItem;
  pendingRevision: CampaignRevision | null;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const formatTime = useDateTime();
  const confirm = useConfirm();
  const { data: user } = useCurrentUser();
  const act = useCampaignAction();
  const [asking, setAsking] = useState<PersonAction | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  const allowed = actionsFor(campaignMachine, campaign.state, user?.permissions ?? []);
  const offered = allowed
    .filter((action): action is PersonAction => action in ACTION_ROUTES)
    // An extension is decided only when one waits; a merchant synced only where there is one.
    .filter((action) => !EXTENSION.includes(action) || pendingRevision !== null)
    .filter((action) => !SYNC.includes(action) || campaign.merchantCode !== '');
  const canExtend = allowed.includes('extend') && pendingRevision === null;
  if (offered.length === 0 && !canExtend) return null;

  const run = async (action: PersonAction, reason?: string) => {
    try {
      const done = await act.mutateAsync({
        action,
        id: campaign.id,
        version: campaign.version,
        reason,
      });
      notifySuccess(
        done.added !== undefined
          ? t('campaigns.messages.terminals_added', { count: done.added })
          : t('campaigns.messages.action_success', { action: t(`campaigns.actions.${action}`) }),
      );
      return true;
    } catch {
      // callApi has shown the server's reason (a 409 names the state or the newer version).
      return false;
    }
  };

  const start = async (action: PersonAction) => {
    if (act.isPending) return;
    if (campaignMachine.actions[action].reason) {
      form.resetFields();
      setAsking(action);
      return;
    }
    const go = await confirm({
      title: t(`campaigns.confirm.${action}`, {
        name: campaign.name,
        start: formatTime(campaign.startTime),
        end: formatTime(campaign.endTime),
      }),
      okText: t(`campaigns.actions.${action}`),
      danger: DANGER.includes(action),
    });
    if (go) await run(action);
  };

  const submitReason = async () => {
    if (!asking) return;
    const { reason } = await form.validateFields();
    if (await run(asking, reason)) setAsking(null);
  };

  return (
    <>
      {canExtend && <ExtendCampaign campaign={campaign} />}
      {offered.map((action) => (
        <Button
          key={action}
          danger={DANGER.includes(action)}
          type={PRIMARY.includes(action) ? 'primary' : 'default'}
          loading={act.isPending && act.variables?.action === action}
          onClick={() => void start(action)}
        >
          {t(`campaigns.actions.${action}`)}
        </Button>
      ))}
      <Modal
        open={asking !== null}
        title={asking ? t(`campaigns.confirm.${asking}`, { name: campaign.name }) : ''}
        okText={asking ? t(`campaigns.actions.${asking}`) : ''}
        cancelText={t('buttons.cancel')}
        okButtonProps={{ danger: true, loading: act.isPending }}
        onOk={() => void submitReason().catch(() => message.destroy())}
        onCancel={() => setAsking(null)}
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
    </>
  );
}
