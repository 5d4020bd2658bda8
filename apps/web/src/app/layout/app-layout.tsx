import { Layout, Typography } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { FullPageSpin } from '../../components/full-page-spin';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';
import { useMenuCollapse } from './use-menu-collapse';

export function AppLayout() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useMenuCollapse();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        trigger={null}
        width={220}
        aria-label={t('header.side_menu')}
      >
        <Link to="/" style={{ display: 'block', padding: 16, textAlign: 'center' }}>
          <Typography.Text strong style={{ color: '#fff' }}>
            {collapsed ? t('app.short_name') : t('app.name')}
          </Typography.Text>
        </Link>
        <SideMenu />
      </Layout.Sider>
      <Layout>
        <AppHeader collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} />
        <Layout.Content style={{ margin: 24, minWidth: 0 }}>
          <Suspense fallback={<FullPageSpin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
