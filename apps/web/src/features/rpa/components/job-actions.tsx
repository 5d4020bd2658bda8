import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { RpaJob } from '@console/contract/schemas/rpa';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/delete-button';
import { notifySuccess } from '../../../lib/notify';
import { useChangeJob } from '../api/change-job';
import { useDeleteJob } from '../api/delete-job';

interface JobActionsProps {
  job: RpaJob;
  /** Small link buttons in a table row, plain buttons on the job page. */
  inRow?: boolean;
  onDeleted?: () => void;
}

/** Pause (an active job), Resume (a paused one) and Delete, which asks first. */
export function JobActions({ job, inRow = false, onDeleted }: JobActionsProps) {
  const { t } = useTranslation();
  const change = useChangeJob();
  const remove = useDeleteJob();
  const type = inRow ? 'link' : undefined;
  const size = inRow ? 'small' : undefined;
  const act = (kind: 'pause' | 'resume') =>
    void change
      .mutateAsync({ id: job.id, change: kind })
      .then(() => notifySuccess(t(`rpa.messages.${kind}_success`)))
      .catch(() => undefined);
  return (
    <>
      {job.state === 'active' && (
        <Button
          type={type}
          size={size}
          icon={<PauseCircleOutlined />}
          loading={change.isPending}
          aria-label={`${t('rpa.actions.pause')}: ${job.name}`}
          onClick={() => act('pause')}
        >
          {t('rpa.actions.pause')}
        </Button>
      )}
      {job.state === 'paused' && (
        <Button
          type={type}
          size={size}
          icon={<PlayCircleOutlined />}
          loading={change.isPending}
          aria-label={`${t('rpa.actions.resume')}: ${job.name}`}
          onClick={() => act('resume')}
        >
          {t('rpa.actions.resume')}
        </Button>
      )}
      {job.state !== 'deleted' && (
        <DeleteButton
          type={type}
          question={t('rpa.messages.delete_confirm', { name: job.name })}
          done={t('rpa.messages.delete_success')}
          remove={() => remove.mutateAsync(job.id)}
          pending={remove.isPending}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}
