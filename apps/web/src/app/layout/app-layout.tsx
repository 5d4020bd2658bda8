import { Drawer, Layout, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { FullPageSpin } from '../../components/full-page-spin';
import { usePhone } from '../../lib/hooks/use-phone';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';
import { MAIN_ID, SkipLink } from '../../components/skip-link';
import { useMenuCollapse } from './use-menu-collapse';

function Brand({ short }: { short: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" style={{ display: 'block', padding: 16, textAlign: 'center' }}>
      <Typography.Text strong style={{ color: '#fff' }}>
        {short ? t('app.short_name') : t('app.name')}
      </Typography.Text>
    </Link>
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useMenuCollapse();
  // On a phone the menu is a drawer over the page instead of a column beside it.
  const phone = usePhone();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      {phone ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={closeDrawer}
          closable={false}
          size={240}
          styles={{ body: { padding: 0, background: '#001529' } }}
          title={null}
          aria-label={t('header.side_menu')}
        >
          <nav aria-label={t('header.side_menu')}>
            <Brand short={false} />
            <SideMenu onNavigate={closeDrawer} />
          </nav>
        </Drawer>
      ) : (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          trigger={null}
          width={220}
          aria-label={t('header.side_menu')}
        >
          <Brand short={collapsed} />
          <SideMenu />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <AppHeader
          collapsed={phone ? !drawerOpen : collapsed}
          onToggle={phone ? () => setDrawerOpen(!drawerOpen) : () => setCollapsed(!collapsed)}
        />
        <Layout.Content id={MAIN_ID} tabIndex={-1} style={{ margin: phone ? 12 : 24, minWidth: 0 }}>
          <Suspense fallback={<FullPageSpin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
