import { RobotOutlined } from '@ant-design/icons';
import { JOINED, type AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'rpa',
    order: 180,
    kind: 'area',
    icon: <RobotOutlined />,
    labelKey: 'rpa.title',
    descriptionKey: 'rpa.description',
    screens: {
      // Both with the parents area's search as the employees' parent picker.
      'rpa.manage': JOINED,
      'rpa.create': JOINED,
      'rpa.show': () => import('./pages/job-show-page').then((m) => m.JobShowPage),
      'rpa.edit': () => import('./pages/job-edit-page').then((m) => m.JobEditPage),
      'rpa.run': () => import('./pages/run-page').then((m) => m.RunPage),
    },
  },
];
