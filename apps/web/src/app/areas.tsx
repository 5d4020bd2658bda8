import {
  BankOutlined,
  DashboardOutlined,
  DollarOutlined,
  GiftOutlined,
  IdcardOutlined,
  SolutionOutlined,
  StopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { AnyAccess } from '@console/contract/permissions';
import type { ComponentType, ReactNode } from 'react';

export interface AreaRoute {
  path: string;
  access: AnyAccess;
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
  access: AnyAccess;
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
    access: 'browsers.list',
    routes: [
      {
        path: '/browser',
        access: 'browsers.list',
        page: () =>
          import('../features/browsers/pages/browser-list-page').then((m) => m.BrowserListPage),
      },
      {
        path: '/create-browser',
        access: 'browsers.create',
        page: () =>
          import('../features/browsers/pages/browser-create-page').then((m) => m.BrowserCreatePage),
      },
      {
        path: '/browser/:id',
        access: 'browsers.get',
        page: () =>
          import('../features/browsers/pages/browser-show-page').then((m) => m.BrowserShowPage),
      },
      {
        path: '/browser/:id/edit',
        access: 'browsers.edit',
        page: () =>
          import('../features/browsers/pages/browser-edit-page').then((m) => m.BrowserEditPage),
      },
    ],
  },
  {
    // A salesman reaches the same screens with bank.mine; the pages then call the *_mine calls.
    key: 'bank',
    kind: 'area',
    path: '/bank',
    icon: <BankOutlined />,
    labelKey: 'bank.title',
    descriptionKey: 'bank.description',
    access: ['bank.list', 'bank.mine'],
    routes: [
      {
        path: '/bank',
        access: ['bank.list', 'bank.mine'],
        page: () => import('../features/bank/pages/bank-list-page').then((m) => m.BankListPage),
      },
      {
        path: '/bank-create',
        access: ['bank.write', 'bank.mine'],
        page: () => import('../features/bank/pages/bank-create-page').then((m) => m.BankCreatePage),
      },
      {
        path: '/bank/:id',
        access: ['bank.get', 'bank.mine'],
        page: () => import('../features/bank/pages/bank-show-page').then((m) => m.BankShowPage),
      },
      {
        path: '/bank/:id/edit',
        access: ['bank.write', 'bank.mine'],
        page: () => import('../features/bank/pages/bank-edit-page').then((m) => m.BankEditPage),
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
    access: 'users.list',
    routes: [
      {
        path: '/users',
        access: 'users.list',
        page: () => import('../features/users/pages/user-list-page').then((m) => m.UserListPage),
      },
      {
        path: '/usermanager',
        access: 'users.list',
        page: () => import('../features/users/pages/user-list-page').then((m) => m.UserListPage),
      },
      {
        path: '/usermanager/:id',
        access: 'users.get',
        page: () => import('../features/users/pages/user-show-page').then((m) => m.UserShowPage),
      },
      {
        path: '/usermanager/:id/edit',
        access: 'users.update',
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
    key: 'promotions',
    kind: 'area',
    path: '/promotion',
    icon: <GiftOutlined />,
    labelKey: 'promotions.title',
    descriptionKey: 'promotions.description',
    access: 'promotions.list',
    routes: [
      {
        path: '/promotion',
        access: 'promotions.list',
        page: () =>
          import('../features/promotions/pages/promotion-list-page').then(
            (m) => m.PromotionListPage,
          ),
      },
      {
        path: '/promotion/create',
        access: 'promotions.create',
        page: () =>
          import('../features/promotions/pages/promotion-create-page').then(
            (m) => m.PromotionCreatePage,
          ),
      },
      {
        path: '/promotion/:id/:code',
        access: 'promotions.get',
        page: () =>
          import('../features/promotions/pages/promotion-show-page').then(
            (m) => m.PromotionShowPage,
          ),
      },
      {
        path: '/promotion/:id/:code/edit',
        access: 'promotions.edit',
        page: () =>
          import('../features/promotions/pages/promotion-edit-page').then(
            (m) => m.PromotionEditPage,
          ),
      },
      {
        // The per-row sales view, for staff and for the salesman who owns the code.
        path: '/promotion/:id/:code/sale',
        access: ['promotions.get', 'promotions.mine'],
        page: () =>
          import('../features/promotions/pages/promotion-sales-page').then(
            (m) => m.PromotionSalesPage,
          ),
      },
    ],
  },
  {
    key: 'promotions-mine',
    kind: 'area',
    path: '/promotion-mine',
    icon: <GiftOutlined />,
    labelKey: 'promotions.titles.mine',
    descriptionKey: 'promotions.description_mine',
    access: 'promotions.mine',
    routes: [
      {
        path: '/promotion-mine',
        access: 'promotions.mine',
        page: () =>
          import('../features/promotions/pages/promotion-list-page').then(
            (m) => m.PromotionMinePage,
          ),
      },
      {
        path: '/promotion-mine/:id/:code',
        access: 'promotions.mine',
        page: () =>
          import('../features/promotions/pages/promotion-show-page').then(
            (m) => m.PromotionMineShowPage,
          ),
      },
    ],
  },
  {
    key: 'sales',
    kind: 'area',
    path: '/sale',
    icon: <DollarOutlined />,
    labelKey: 'sales.title',
    descriptionKey: 'sales.description',
    access: ['sales.list', 'sales.mine'],
    routes: [
      {
        path: '/sale',
        access: ['sales.list', 'sales.mine'],
        page: () => import('../features/sales/pages/sale-list-page').then((m) => m.SaleListPage),
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
