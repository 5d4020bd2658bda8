import type { RpaJob } from '@console/contract/schemas/rpa';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FullPageSpin } from '../../../components/full-page-spin';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api/api-error';
import { linkTo } from '../../../lib/paths';
import { useJob } from '../api/get-job';
import { useRouteId } from '../hooks/use-route-id';

export function JobNotFound({ title }: { title?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={title ?? t('errors.rpa.not_found')}
      extra={
        <Button type="primary" onClick={() => void navigate(linkTo('rpa.manage'))}>
          {t('rpa.actions.back_to_list')}
        </Button>
      }
    />
  );
}

/** Loads the job named by the URL and shows the loading, missing and failed states. */
export function JobLoader({ children }: { children: (job: RpaJob) => ReactNode }) {
  const id = useRouteId('id');
  const job = useJob(id);
  if (id === null) return <JobNotFound />;
  if (job.isPending) return <FullPageSpin />;
  if (job.isError) {
    const missing = isApiError(job.error) && job.error.status === 404;
    return missing ? <JobNotFound /> : <LoadError onRetry={() => void job.refetch()} />;
  }
  return children(job.data);
}
