import { SolutionOutlined } from '@ant-design/icons';
import type { AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'staff',
    order: 70,
    kind: 'area',
    icon: <SolutionOutlined />,
    labelKey: 'staff.title',
    descriptionKey: 'staff.description',
    screens: {
      'staff.list': () => import('./pages/staff-list-page').then((m) => m.StaffListPage),
    },
  },
];
