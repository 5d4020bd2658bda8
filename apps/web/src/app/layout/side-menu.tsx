import { canAccessAny } from '@console/contract/permissions';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth/current-user';
import { areas, dashboard } from '../areas';

const menuAreas = areas.filter((area) => area.kind === 'area');

/** `onNavigate` runs after a pick (the phone's drawer closes). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const opened = menuAreas.find((area) =>
    area.screens.some((screen) => matchPath(screen.path, pathname)),
  );
  const selected = opened ?? (matchPath(dashboard.path, pathname) ? dashboard : undefined);
  // Real links, so an entry opens in a new tab like any other link.
  const items = [dashboard, ...menuAreas]
    .filter((entry) => canAccessAny(entry.access, user ?? null))
    .map((entry) => ({
      key: entry.key,
      icon: entry.icon,
      label: <Link to={entry.path}>{t(entry.labelKey)}</Link>,
    }));

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected.key] : []}
      onClick={onNavigate}
    />
  );
}
