import { CloudDownloadOutlined, HistoryOutlined } from '@ant-design/icons';
import { JOINED, type AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'agents',
    order: 140,
    kind: 'area',
    icon: <CloudDownloadOutlined />,
    labelKey: 'agents.titles.release',
    descriptionKey: 'agents.description',
    screens: {
      'agents.release': () => import('./pages/release-page').then((m) => m.ReleasePage),
    },
  },
  {
    key: 'reports',
    order: 190,
    kind: 'area',
    icon: <HistoryOutlined />,
    labelKey: 'agents.titles.reports',
    descriptionKey: 'agents.reports.description',
    // Both with the parents area: its search as the parent picker, a parent's time zone.
    screens: { 'agents.reports': JOINED, 'agents.page': JOINED },
  },
];
