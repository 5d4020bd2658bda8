import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import type { JobInput } from '../api/create-job';
import { useUpdateJob } from '../api/update-job';
import { JobForm } from '../components/job-form';
import { fromJob } from '../components/job-form-values';
import { JobLoader } from '../components/job-loader';

/** Edits every field of a job but its parent; the server computes its next run from now. */
export function JobEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateJob();
  return (
    <JobLoader>
      {(job) => {
        const detail = linkTo('rpa.show', { id: job.id });
        const submit = (input: JobInput) =>
          update.mutateAsync({ ...input, id: job.id }).then(() => {
            notifySuccess(t('rpa.messages.update_success'));
            void navigate(detail);
          });
        return (
          <>
            <PageTitle title={t('rpa.titles.edit', { name: job.name })} />
            <Card>
              <JobForm
                initialValues={fromJob(job)}
                pending={update.isPending}
                onSubmit={submit}
                onCancel={() => void navigate(detail)}
              />
            </Card>
          </>
        );
      }}
    </JobLoader>
  );
}
