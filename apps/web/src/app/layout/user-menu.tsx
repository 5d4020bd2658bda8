import { DisconnectOutlined, IdcardOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout, useLogoutEverywhere } from '../../features/auth/api/logout';
import { useCurrentUser } from '../../lib/auth/current-user';
import { useSession } from '../../lib/auth/use-session';
import { linkTo } from '../../lib/paths';
import { UserAvatar } from './user-avatar';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const logoutEverywhere = useLogoutEverywhere();
  const session = useSession();
  const { data: user } = useCurrentUser();
  const roles = user?.roles ?? (session?.role ? [session.role] : []);
  const name = user?.name || user?.user_name || session?.userName || '';

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <IdcardOutlined />, label: t('profile.title') },
    { type: 'divider' },
    {
      key: 'logout_everywhere',
      icon: <DisconnectOutlined />,
      label: t('buttons.logout_everywhere'),
    },
    { key: 'logout', icon: <LogoutOutlined />, label: t('buttons.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') void navigate(linkTo('users.profile'));
    if (key === 'logout') logout.mutate();
    if (key === 'logout_everywhere') logoutEverywhere.mutate();
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button
        type="text"
        aria-label={t('header.account', { name })}
        style={{ height: 'auto', padding: '4px 8px' }}
      >
        <UserAvatar roles={roles} />
        <span className="console-user-name">{name}</span>
      </Button>
    </Dropdown>
  );
}
