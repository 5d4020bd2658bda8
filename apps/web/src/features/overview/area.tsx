import { AuditOutlined, GlobalOutlined, WindowsOutlined } from '@ant-design/icons';
import { JOINED, type AreaDefinition } from '../../lib/areas';

// The overview pages (issue 16): one menu entry each, for the roles the contract gives them.
export const areas: AreaDefinition[] = [
  {
    key: 'overview-website',
    order: 150,
    kind: 'area',
    icon: <GlobalOutlined />,
    labelKey: 'overview.website.title',
    descriptionKey: 'overview.website.description',
    // With the parents area's rule-group form.
    screens: { 'overview.website': JOINED },
  },
  {
    key: 'overview-application',
    order: 160,
    kind: 'area',
    icon: <WindowsOutlined />,
    labelKey: 'overview.application.title',
    descriptionKey: 'overview.application.description',
    screens: {
      'overview.application': () =>
        import('./pages/application-page').then((m) => m.ApplicationPage),
    },
  },
  {
    key: 'overview-policy',
    order: 170,
    kind: 'area',
    icon: <AuditOutlined />,
    labelKey: 'overview.policy.title',
    descriptionKey: 'overview.policy.description',
    // With the parents area's search.
    screens: { 'overview.policy': JOINED },
  },
];
