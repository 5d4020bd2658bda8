import { actionsFor } from '@console/contract/machines/define';
import { campaignMachine } from '@console/contract/machines/campaign';
import type { CampaignItem, CampaignRevision } from '@console/contract/schemas/campaigns';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part';
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

// The reason's dialog (antd's Form) loads when an action first asks for one.
const ReasonDialog = lazyPart(() => import('./reason-dialog').then((m) => m.ReasonDialog), null);

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
  const formatTime = useDateTime();
  const confirm = useConfirm();
  const { data: user } = useCurrentUser();
  const act = useCampaignAction();
  const [asking, setAsking] = useState<PersonAction | null>(null);
  // The last action asked about: the dialog keeps its title while it closes.
  const [reasonFor, setReasonFor] = useState<PersonAction | null>(null);

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
      setAsking(action);
      setReasonFor(action);
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

  const submitReason = async (reason: string) => {
    if (!asking) return;
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
      {reasonFor && (
        <ReasonDialog
          title={t(`campaigns.confirm.${reasonFor}`, { name: campaign.name })}
          okText={t(`campaigns.actions.${reasonFor}`)}
          open={asking !== null}
          pending={act.isPending}
          onSubmit={submitReason}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
