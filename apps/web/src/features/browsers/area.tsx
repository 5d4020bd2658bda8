import { StopOutlined } from '@ant-design/icons';
import type { AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'browsers',
    order: 40,
    kind: 'area',
    icon: <StopOutlined />,
    labelKey: 'browsers.title',
    descriptionKey: 'browsers.description',
    screens: {
      'browsers.list': () => import('./pages/browser-list-page').then((m) => m.BrowserListPage),
      'browsers.create': () =>
        import('./pages/browser-create-page').then((m) => m.BrowserCreatePage),
      'browsers.show': () => import('./pages/browser-show-page').then((m) => m.BrowserShowPage),
      'browsers.edit': () => import('./pages/browser-edit-page').then((m) => m.BrowserEditPage),
    },
  },
];
