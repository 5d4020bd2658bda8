import { AppstoreOutlined } from '@ant-design/icons';
import type { AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'rules',
    order: 120,
    kind: 'area',
    icon: <AppstoreOutlined />,
    labelKey: 'rules.title',
    descriptionKey: 'rules.description',
    screens: {
      'rules.list': () => import('./pages/rule-list-page').then((m) => m.RuleListPage),
      'rules.create': () => import('./pages/rule-create-page').then((m) => m.RuleCreatePage),
      'rules.show': () => import('./pages/rule-show-page').then((m) => m.RuleShowPage),
      'rules.edit': () => import('./pages/rule-edit-page').then((m) => m.RuleEditPage),
    },
  },
];
