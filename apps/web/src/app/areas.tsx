import {
  DashboardOutlined,
  IdcardOutlined,
  SolutionOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { Access } from '@console/contract/permissions';
import type { ComponentType, ReactNode } from 'react';

export interface AreaRoute {
  path: string;
  access: Access;
  page: () => Promise<ComponentType>;
}

/**
 * One entry per area of the console: it gives the routes, the side-menu entry and the dashboard
 * card. `home` is the dashboard itself, `account` is reached from the header, not the menu.
 */
export interface Area {
  key: string;
  kind: 'home' | 'area' | 'account';
  path: string;
  icon: ReactNode;
  labelKey: string;
  descriptionKey: string;
  access: Access;
  routes: AreaRoute[];
}

export const areas: Area[] = [
  {
    key: 'dashboard',
    kind: 'home',
    path: '/Dashboard',
    icon: <DashboardOutlined />,
    labelKey: 'dashboard.title',
    descriptionKey: 'dashboard.description',
    access: 'authenticated',
    routes: [
      {
        path: '/Dashboard',
        access: 'authenticated',
        page: () => import('./dashboard-route').then((m) => m.DashboardRoute),
      },
    ],
  },
  {
    key: 'browsers',
    kind: 'area',
    path: '/browser',
    icon: <StopOutlined />,
    labelKey: 'browsers.title',
    descriptionKey: 'browsers.description',
    access: 'browser.list',
    routes: [
      {
        path: '/browser',
        access: 'browser.list',
        page: () =>
          import('../features/browsers/pages/browser-list-page').then((m) => m.BrowserListPage),
      },
      {
        path: '/create-browser',
        access: 'browser.create',
        page: () =>
          import('../features/browsers/pages/browser-create-page').then((m) => m.BrowserCreatePage),
      },
      {
        path: '/browser/:id',
        access: 'browser.get',
        page: () =>
          import('../features/browsers/pages/browser-show-page').then((m) => m.BrowserShowPage),
      },
      {
        path: '/browser/:id/edit',
        access: 'browser.edit',
        page: () =>
          import('../features/browsers/pages/browser-edit-page').then((m) => m.BrowserEditPage),
      },
    ],
  },
  {
    key: 'users',
    kind: 'area',
    path: '/users',
    icon: <TeamOutlined />,
    labelKey: 'users.title',
    descriptionKey: 'users.description',
    access: 'user.list',
    routes: [
      {
        path: '/users',
        access: 'user.list',
        page: () => import('../features/users/pages/user-list-page').then((m) => m.UserListPage),
      },
      {
        path: '/usermanager',
        access: 'user.list',
        page: () => import('../features/users/pages/user-list-page').then((m) => m.UserListPage),
      },
      {
        path: '/usermanager/:id',
        access: 'user.get',
        page: () => import('../features/users/pages/user-show-page').then((m) => m.UserShowPage),
      },
      {
        path: '/usermanager/:id/edit',
        access: 'user.update',
        page: () => import('../features/users/pages/user-edit-page').then((m) => m.UserEditPage),
      },
    ],
  },
  {
    key: 'staff',
    kind: 'area',
    path: '/staff',
    icon: <SolutionOutlined />,
    labelKey: 'staff.title',
    descriptionKey: 'staff.description',
    access: 'staff.manage',
    routes: [
      {
        path: '/staff',
        access: 'staff.manage',
        page: () => import('../features/staff/pages/staff-list-page').then((m) => m.StaffListPage),
      },
    ],
  },
  {
    key: 'profile',
    kind: 'account',
    path: '/profile',
    icon: <IdcardOutlined />,
    labelKey: 'profile.title',
    descriptionKey: 'profile.description',
    access: 'authenticated',
    routes: [
      {
        path: '/profile',
        access: 'authenticated',
        page: () => import('../features/profile/pages/profile-page').then((m) => m.ProfilePage),
      },
    ],
  },
];
