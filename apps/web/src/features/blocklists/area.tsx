import { LockOutlined, ShopOutlined } from '@ant-design/icons';
import type { AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'blocklists-customers',
    order: 20,
    kind: 'area',
    icon: <LockOutlined />,
    labelKey: 'blocklists.title_customers',
    descriptionKey: 'blocklists.description_customers',
    screens: {
      'blocklists.customers': () =>
        import('./pages/customer-blocklist-page').then((m) => m.CustomerBlocklistPage),
    },
  },
  {
    key: 'blocklists-merchants',
    order: 30,
    kind: 'area',
    icon: <ShopOutlined />,
    labelKey: 'blocklists.title_merchants',
    descriptionKey: 'blocklists.description_merchants',
    screens: {
      'blocklists.merchants': () =>
        import('./pages/merchant-blocklist-page').then((m) => m.MerchantBlocklistPage),
      'blocklists.terminals': () => import('./pages/terminals-page').then((m) => m.TerminalsPage),
    },
  },
];
