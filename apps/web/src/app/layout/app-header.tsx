import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../components/language-menu';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  collapsed: boolean;
  onToggle: () => void;
}

export function AppHeader({ collapsed, onToggle }: AppHeaderProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout.Header style={{ background: token.colorBgContainer, padding: '0 16px' }}>
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <Button
          type="text"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-label={collapsed ? t('header.expand_menu') : t('header.collapse_menu')}
          aria-expanded={!collapsed}
          onClick={onToggle}
        />
        <Flex align="center" gap="small">
          <LanguageMenu />
          <UserMenu />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
