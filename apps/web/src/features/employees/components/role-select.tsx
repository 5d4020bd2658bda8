import { ROLES, type Role } from '@console/contract/permissions';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

export function RoleSelect(props: Omit<SelectProps<Role>, 'options'>) {
  const { t } = useTranslation();
  const options = ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  return <Select<Role> options={options} style={{ minWidth: 180 }} {...props} />;
}
