import { canAccessAny } from '@console/contract/permissions';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth/current-user';
import { areas } from '../areas';

const menuAreas = areas.filter((area) => area.kind !== 'account');

export function SideMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const selected = menuAreas.find((area) =>
    area.routes.some((route) => matchPath(route.path, pathname)),
  );
  // Real links, so an entry opens in a new tab like any other link.
  const items = menuAreas
    .filter((area) => canAccessAny(area.access, user ?? null))
    .map((area) => ({
      key: area.key,
      icon: area.icon,
      label: <Link to={area.path}>{t(area.labelKey)}</Link>,
    }));

  return (
    <Menu theme="dark" mode="inline" items={items} selectedKeys={selected ? [selected.key] : []} />
  );
}
