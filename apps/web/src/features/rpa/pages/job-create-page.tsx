import { pathId } from '../../../lib/path-id';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { browserTimeZone } from '../../../components/time-zone-select';
import { useCan } from '../../../lib/auth/use-can';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { useSession } from '../../../lib/auth/use-session';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useCreateJob, type JobInput } from '../api/create-job';
import { JobForm } from '../components/job-form';
import type { ParentPicker } from '../components/parent-filter';

/** A new job: a parent's own, or for employees the parent of `?parent_id=` or the one they choose. */
export function JobCreatePage({ ParentPicker }: { ParentPicker: ParentPicker }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateJob();
  const anyParent = useCan('parents.any');
  const me = useCurrentUser().data;
  const session = useSession();
  const [search] = useSearchParams();
  const chosen = pathId.safeParse(search.get('parent_id') ?? undefined);
  if (!me) return null;
  const adminId = anyParent ? (chosen.success ? chosen.data : undefined) : me.id;
  // A parent's jobs run in his own zone by default; employees start from the browser's.
  const timezone = (!anyParent && session?.timezone) || browserTimeZone();
  const submit = (input: JobInput) =>
    create.mutateAsync(input).then((job) => {
      notifySuccess(t('rpa.messages.create_success'));
      void navigate(linkTo('rpa.show', { id: job.id }));
    });

  return (
    <>
      <PageTitle title={t('rpa.titles.create')} />
      <Card>
        <JobForm
          initialValues={{
            admin_id: adminId,
            target: 'agents',
            agent_ids: [],
            staff_ids: [],
            schedule: 'now',
            days: [],
            timezone,
          }}
          pending={create.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(linkTo('rpa.manage'))}
          ParentPicker={anyParent ? ParentPicker : undefined}
        />
      </Card>
    </>
  );
}
