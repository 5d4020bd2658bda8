import { ApiOutlined } from '@ant-design/icons';
import type { AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'redemption',
    order: 110,
    kind: 'area',
    icon: <ApiOutlined />,
    labelKey: 'redemption.title',
    descriptionKey: 'redemption.description',
    screens: {
      'redemption.clients': () =>
        import('./pages/integrations-page').then((m) => m.IntegrationsPage),
    },
  },
];
