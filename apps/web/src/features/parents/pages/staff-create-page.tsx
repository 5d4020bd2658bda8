import { pathId } from '../../../lib/path-id';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { notifySuccess } from '../../../lib/notify';
import { useCreateStaff } from '../api/create-staff';
import { StaffForm, type StaffFormValues } from '../components/staff-form';
import { staffPageTabPath } from '../hooks/use-staff-params';

/** A new staff user of the parent in `?parent_id=` (a parent: himself). */
export function StaffCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const me = useCurrentUser().data;
  const named = pathId.safeParse(search.get('parent_id') ?? undefined);
  const parentId = named.success ? named.data : (me?.id ?? 0);
  const create = useCreateStaff();
  const back = staffPageTabPath(parentId, '7');
  const submit = ({ user_name, full_name, password }: StaffFormValues) =>
    create.mutateAsync({ admin_id: parentId, user_name, full_name, password }).then(() => {
      notifySuccess(t('parents.messages.create_staff_success'));
      void navigate(back);
    });
  return (
    <>
      <PageTitle title={t('parents.titles.create_staff')} />
      <Card>
        <StaffForm
          pending={create.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(back)}
        />
      </Card>
    </>
  );
}
