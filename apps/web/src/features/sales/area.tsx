import { DollarOutlined } from '@ant-design/icons';
import type { AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'sales',
    order: 100,
    kind: 'area',
    icon: <DollarOutlined />,
    labelKey: 'sales.title',
    descriptionKey: 'sales.description',
    screens: {
      'sales.list': () => import('./pages/sale-list-page').then((m) => m.SaleListPage),
    },
  },
];
