import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { JOINED, type AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'campaigns',
    order: 10,
    kind: 'area',
    icon: <FundProjectionScreenOutlined />,
    labelKey: 'campaigns.title',
    descriptionKey: 'campaigns.description',
    screens: {
      'campaigns.list': () => import('./pages/campaign-list-page').then((m) => m.CampaignListPage),
      'campaigns.create': () =>
        import('./pages/campaign-create-page').then((m) => m.CampaignCreatePage),
      // With the mer-ter files and the redemptions of their own areas.
      'campaigns.show': JOINED,
      'campaigns.edit': () => import('./pages/campaign-edit-page').then((m) => m.CampaignEditPage),
    },
  },
];
