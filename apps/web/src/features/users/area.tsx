import { TeamOutlined } from '@ant-design/icons';
import type { AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'users',
    order: 60,
    kind: 'area',
    icon: <TeamOutlined />,
    labelKey: 'users.title',
    descriptionKey: 'users.description',
    screens: {
      'users.list': () => import('./pages/user-list-page').then((m) => m.UserListPage),
      'users.manager': () => import('./pages/user-list-page').then((m) => m.UserListPage),
      'users.show': () => import('./pages/user-show-page').then((m) => m.UserShowPage),
      'users.edit': () => import('./pages/user-edit-page').then((m) => m.UserEditPage),
    },
  },
];
