import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CloudDownloadOutlined,
  DashboardOutlined,
  DollarOutlined,
  FundProjectionScreenOutlined,
  GiftOutlined,
  GlobalOutlined,
  HistoryOutlined,
  ApiOutlined,
  RobotOutlined,
  IdcardOutlined,
  LockOutlined,
  ShopOutlined,
  UsergroupAddOutlined,
  SolutionOutlined,
  StopOutlined,
  TeamOutlined,
  WindowsOutlined,
} from '@ant-design/icons';
import { defineArea, menuEntry, type Area } from './define-area';

/**
 * The dashboard, first in the side menu. Its page shows the areas below as cards, so the router
 * loads it (`dashboard-route.tsx`) rather than this list, which the page itself reads.
 */
export const home = menuEntry('home.dashboard', {
  key: 'dashboard',
  icon: <DashboardOutlined />,
  labelKey: 'dashboard.title',
});

/**
 * One entry per area of the console: its screens (paths and access from the contract) with their
 * pages, which give the routes, the side-menu entry and the dashboard card.
 */
export const areas: Area[] = [
  defineArea({
    key: 'campaigns',
    kind: 'area',
    icon: <FundProjectionScreenOutlined />,
    labelKey: 'campaigns.title',
    descriptionKey: 'campaigns.description',
    screens: {
      'campaigns.list': () =>
        import('../features/campaigns/pages/campaign-list-page').then((m) => m.CampaignListPage),
      'campaigns.create': () =>
        import('../features/campaigns/pages/campaign-create-page').then(
          (m) => m.CampaignCreatePage,
        ),
      'campaigns.show': () => import('./campaign-show-route').then((m) => m.loadCampaignShow()),
      'campaigns.edit': () =>
        import('../features/campaigns/pages/campaign-edit-page').then((m) => m.CampaignEditPage),
    },
  }),
  defineArea({
    key: 'blocklists-customers',
    kind: 'area',
    icon: <LockOutlined />,
    labelKey: 'blocklists.title_customers',
    descriptionKey: 'blocklists.description_customers',
    screens: {
      'blocklists.customers': () =>
        import('../features/blocklists/pages/customer-blocklist-page').then(
          (m) => m.CustomerBlocklistPage,
        ),
    },
  }),
  defineArea({
    key: 'blocklists-merchants',
    kind: 'area',
    icon: <ShopOutlined />,
    labelKey: 'blocklists.title_merchants',
    descriptionKey: 'blocklists.description_merchants',
    screens: {
      'blocklists.merchants': () =>
        import('../features/blocklists/pages/merchant-blocklist-page').then(
          (m) => m.MerchantBlocklistPage,
        ),
      'blocklists.terminals': () =>
        import('../features/blocklists/pages/terminals-page').then((m) => m.TerminalsPage),
    },
  }),
  defineArea({
    key: 'browsers',
    kind: 'area',
    icon: <StopOutlined />,
    labelKey: 'browsers.title',
    descriptionKey: 'browsers.description',
    screens: {
      'browsers.list': () =>
        import('../features/browsers/pages/browser-list-page').then((m) => m.BrowserListPage),
      'browsers.create': () =>
        import('../features/browsers/pages/browser-create-page').then((m) => m.BrowserCreatePage),
      'browsers.show': () =>
        import('../features/browsers/pages/browser-show-page').then((m) => m.BrowserShowPage),
      'browsers.edit': () =>
        import('../features/browsers/pages/browser-edit-page').then((m) => m.BrowserEditPage),
    },
  }),
  defineArea({
    // A salesman reaches the same screens with bank.mine; the pages then call the *_mine calls.
    key: 'bank',
    kind: 'area',
    icon: <BankOutlined />,
    labelKey: 'bank.title',
    descriptionKey: 'bank.description',
    screens: {
      'bank.list': () =>
        import('../features/bank/pages/bank-list-page').then((m) => m.BankListPage),
      'bank.create': () =>
        import('../features/bank/pages/bank-create-page').then((m) => m.BankCreatePage),
      'bank.show': () =>
        import('../features/bank/pages/bank-show-page').then((m) => m.BankShowPage),
      'bank.edit': () =>
        import('../features/bank/pages/bank-edit-page').then((m) => m.BankEditPage),
    },
  }),
  defineArea({
    key: 'users',
    kind: 'area',
    icon: <TeamOutlined />,
    labelKey: 'users.title',
    descriptionKey: 'users.description',
    screens: {
      'users.list': () =>
        import('../features/users/pages/user-list-page').then((m) => m.UserListPage),
      'users.manager': () =>
        import('../features/users/pages/user-list-page').then((m) => m.UserListPage),
      'users.show': () =>
        import('../features/users/pages/user-show-page').then((m) => m.UserShowPage),
      'users.edit': () =>
        import('../features/users/pages/user-edit-page').then((m) => m.UserEditPage),
    },
  }),
  defineArea({
    key: 'staff',
    kind: 'area',
    icon: <SolutionOutlined />,
    labelKey: 'staff.title',
    descriptionKey: 'staff.description',
    screens: {
      'staff.list': () =>
        import('../features/staff/pages/staff-list-page').then((m) => m.StaffListPage),
    },
  }),
  defineArea({
    key: 'promotions',
    kind: 'area',
    icon: <GiftOutlined />,
    labelKey: 'promotions.title',
    descriptionKey: 'promotions.description',
    screens: {
      'promotions.list': () =>
        import('../features/promotions/pages/promotion-list-page').then((m) => m.PromotionListPage),
      'promotions.create': () =>
        import('../features/promotions/pages/promotion-create-page').then(
          (m) => m.PromotionCreatePage,
        ),
      'promotions.show': () =>
        import('../features/promotions/pages/promotion-show-page').then((m) => m.PromotionShowPage),
      'promotions.edit': () =>
        import('../features/promotions/pages/promotion-edit-page').then((m) => m.PromotionEditPage),
      'promotions.sales': () =>
        import('../features/promotions/pages/promotion-sales-page').then(
          (m) => m.PromotionSalesPage,
        ),
    },
  }),
  defineArea({
    key: 'promotions-mine',
    kind: 'area',
    icon: <GiftOutlined />,
    labelKey: 'promotions.titles.mine',
    descriptionKey: 'promotions.description_mine',
    screens: {
      'promotions.mine': () =>
        import('../features/promotions/pages/promotion-list-page').then((m) => m.PromotionMinePage),
      'promotions.mineShow': () =>
        import('../features/promotions/pages/promotion-show-page').then(
          (m) => m.PromotionMineShowPage,
        ),
    },
  }),
  defineArea({
    key: 'sales',
    kind: 'area',
    icon: <DollarOutlined />,
    labelKey: 'sales.title',
    descriptionKey: 'sales.description',
    screens: {
      'sales.list': () =>
        import('../features/sales/pages/sale-list-page').then((m) => m.SaleListPage),
    },
  }),
  defineArea({
    key: 'redemption',
    kind: 'area',
    icon: <ApiOutlined />,
    labelKey: 'redemption.title',
    descriptionKey: 'redemption.description',
    screens: {
      'redemption.clients': () =>
        import('../features/redemption/pages/integrations-page').then((m) => m.IntegrationsPage),
    },
  }),
  defineArea({
    key: 'rules',
    kind: 'area',
    icon: <AppstoreOutlined />,
    labelKey: 'rules.title',
    descriptionKey: 'rules.description',
    screens: {
      'rules.list': () =>
        import('../features/rules/pages/rule-list-page').then((m) => m.RuleListPage),
      'rules.create': () =>
        import('../features/rules/pages/rule-create-page').then((m) => m.RuleCreatePage),
      'rules.show': () =>
        import('../features/rules/pages/rule-show-page').then((m) => m.RuleShowPage),
      'rules.edit': () =>
        import('../features/rules/pages/rule-edit-page').then((m) => m.RuleEditPage),
    },
  }),
  defineArea({
    key: 'parents',
    kind: 'area',
    icon: <UsergroupAddOutlined />,
    labelKey: 'parents.title',
    descriptionKey: 'parents.description',
    screens: {
      'parents.children': () => import('./children-route').then((m) => m.ChildrenRoute),
      'parents.staffCreate': () =>
        import('../features/parents/pages/staff-create-page').then((m) => m.StaffCreatePage),
      'parents.staffShow': () =>
        import('../features/parents/pages/staff-show-page').then((m) => m.StaffShowPage),
      'parents.staffEdit': () =>
        import('../features/parents/pages/staff-edit-page').then((m) => m.StaffEditPage),
    },
  }),
  defineArea({
    key: 'agents',
    kind: 'area',
    icon: <CloudDownloadOutlined />,
    labelKey: 'agents.titles.release',
    descriptionKey: 'agents.description',
    screens: {
      'agents.release': () =>
        import('../features/agents/pages/release-page').then((m) => m.ReleasePage),
    },
  }),
  // The overview pages (issue 16): one menu entry each, for the roles the contract gives them.
  defineArea({
    key: 'overview-website',
    kind: 'area',
    icon: <GlobalOutlined />,
    labelKey: 'overview.website.title',
    descriptionKey: 'overview.website.description',
    screens: {
      'overview.website': () => import('./website-route').then((m) => m.WebsiteRoute),
    },
  }),
  defineArea({
    key: 'overview-application',
    kind: 'area',
    icon: <WindowsOutlined />,
    labelKey: 'overview.application.title',
    descriptionKey: 'overview.application.description',
    screens: {
      'overview.application': () =>
        import('../features/overview/pages/application-page').then((m) => m.ApplicationPage),
    },
  }),
  defineArea({
    key: 'overview-policy',
    kind: 'area',
    icon: <AuditOutlined />,
    labelKey: 'overview.policy.title',
    descriptionKey: 'overview.policy.description',
    screens: {
      'overview.policy': () => import('./policy-route').then((m) => m.PolicyRoute),
    },
  }),
  defineArea({
    key: 'rpa',
    kind: 'area',
    icon: <RobotOutlined />,
    labelKey: 'rpa.title',
    descriptionKey: 'rpa.description',
    screens: {
      'rpa.manage': () => import('./rpa-list-route').then((m) => m.RpaListRoute),
      'rpa.create': () => import('./rpa-create-route').then((m) => m.RpaCreateRoute),
      'rpa.show': () => import('../features/rpa/pages/job-show-page').then((m) => m.JobShowPage),
      'rpa.edit': () => import('../features/rpa/pages/job-edit-page').then((m) => m.JobEditPage),
      'rpa.run': () => import('../features/rpa/pages/run-page').then((m) => m.RunPage),
    },
  }),
  defineArea({
    key: 'history',
    kind: 'area',
    icon: <HistoryOutlined />,
    labelKey: 'agents.titles.history',
    descriptionKey: 'agents.history.description',
    screens: {
      'agents.history': () => import('./history-route').then((m) => m.HistoryRoute),
      'agents.page': () => import('./agent-page-route').then((m) => m.AgentPageRoute),
    },
  }),
  defineArea({
    key: 'profile',
    kind: 'account',
    icon: <IdcardOutlined />,
    labelKey: 'profile.title',
    descriptionKey: 'profile.description',
    screens: {
      'users.profile': () =>
        import('../features/profile/pages/profile-page').then((m) => m.ProfilePage),
    },
  }),
];
