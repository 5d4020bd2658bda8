import type { StaffUser } from '@console/contract/schemas/parents';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpin } from '../../../components/full-page-spin';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api/api-error';
import { useStaff } from '../api/get-staff';
import { useStaffId } from '../hooks/use-staff-id';

function StaffNotFound() {
  const { t } = useTranslation();
  return <Result status="404" title={t('errors.parents.staff_not_found')} />;
}

/** Loads the staff user named by the URL and shows the loading, missing and failed states. */
export function StaffLoader({ children }: { children: (staff: StaffUser) => ReactNode }) {
  const id = useStaffId();
  const staff = useStaff(id);
  if (id === null) return <StaffNotFound />;
  if (staff.isPending) return <FullPageSpin />;
  if (staff.isError) {
    const missing = isApiError(staff.error) && staff.error.status === 404;
    return missing ? <StaffNotFound /> : <LoadError onRetry={() => void staff.refetch()} />;
  }
  return children(staff.data);
}
