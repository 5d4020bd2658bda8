import { Layout } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FullPageSpin } from '../../components/full-page-spin';
import { usePhone } from '../../lib/hooks/use-phone';
import { AppHeader } from './app-header';
import { Brand } from './brand';
import { SideMenu } from './side-menu';
import { MAIN_ID, SkipLink } from '../../components/skip-link';
import { useMenuCollapse } from './use-menu-collapse';

/** Phones alone open the menu as a drawer: antd's Drawer loads only there. */
const PhoneMenu = lazy(() => import('./phone-menu'));

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
        <Suspense fallback={null}>
          <PhoneMenu open={drawerOpen} onClose={closeDrawer} />
        </Suspense>
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
