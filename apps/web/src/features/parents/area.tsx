import { UsergroupAddOutlined } from '@ant-design/icons';
import { JOINED, type AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'parents',
    order: 130,
    kind: 'area',
    icon: <UsergroupAddOutlined />,
    labelKey: 'parents.title',
    descriptionKey: 'parents.description',
    screens: {
      // With the agents area's two tabs.
      'parents.staff': JOINED,
      'parents.staffCreate': () =>
        import('./pages/staff-create-page').then((m) => m.StaffCreatePage),
      'parents.staffShow': () => import('./pages/staff-show-page').then((m) => m.StaffShowPage),
      'parents.staffEdit': () => import('./pages/staff-edit-page').then((m) => m.StaffEditPage),
    },
  },
];
