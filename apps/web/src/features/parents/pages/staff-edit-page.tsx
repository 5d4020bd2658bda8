import type { StaffUser } from '@console/contract/schemas/parents';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useStaffChange } from '../api/update-staff';
import { StaffForm, type StaffFormValues } from '../components/staff-form';
import { StaffLoader } from '../components/staff-loader';

function EditStaff({ staff }: { staff: StaffUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edit = useStaffChange('parents.staffEdit');
  const detail = linkTo('parents.staffShow', { id: staff.id });
  const submit = ({ full_name }: StaffFormValues) =>
    edit.mutateAsync({ staff_id: staff.id, full_name }).then(() => {
      notifySuccess(t('parents.messages.update_staff_success'));
      void navigate(detail);
    });
  return (
    <>
      <PageTitle title={t('parents.titles.edit_staff', { name: staff.user_name })} />
      <Card>
        <StaffForm
          editing={{ user_name: staff.user_name, full_name: staff.full_name }}
          pending={edit.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(detail)}
        />
      </Card>
    </>
  );
}

export function StaffEditPage() {
  return <StaffLoader>{(staff) => <EditStaff staff={staff} />}</StaffLoader>;
}
