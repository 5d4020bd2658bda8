import type { AdminRole } from '@console/contract/schemas/users';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec section 2: green for standard, a warning colour for anything else. */
export function AdminRoleTag({ role }: { role: AdminRole }) {
  const { t } = useTranslation();
  return (
    <Tag color={role === 'standard' ? 'green' : 'orange'}>{t(`users.admin_roles.${role}`)}</Tag>
  );
}
