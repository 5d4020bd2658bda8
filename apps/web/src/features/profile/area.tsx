import { IdcardOutlined } from '@ant-design/icons';
import type { AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'profile',
    order: 200,
    kind: 'account',
    icon: <IdcardOutlined />,
    labelKey: 'profile.title',
    descriptionKey: 'profile.description',
    screens: {
      'users.profile': () => import('./pages/profile-page').then((m) => m.ProfilePage),
    },
  },
];
