import { GiftOutlined } from '@ant-design/icons';
import type { AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'promotions',
    order: 80,
    kind: 'area',
    icon: <GiftOutlined />,
    labelKey: 'promotions.title',
    descriptionKey: 'promotions.description',
    screens: {
      'promotions.list': () =>
        import('./pages/promotion-list-page').then((m) => m.PromotionListPage),
      'promotions.create': () =>
        import('./pages/promotion-create-page').then((m) => m.PromotionCreatePage),
      'promotions.show': () =>
        import('./pages/promotion-show-page').then((m) => m.PromotionShowPage),
      'promotions.edit': () =>
        import('./pages/promotion-edit-page').then((m) => m.PromotionEditPage),
      'promotions.sales': () =>
        import('./pages/promotion-sales-page').then((m) => m.PromotionSalesPage),
    },
  },
  {
    key: 'promotions-mine',
    order: 90,
    kind: 'area',
    icon: <GiftOutlined />,
    labelKey: 'promotions.titles.mine',
    descriptionKey: 'promotions.description_mine',
    screens: {
      'promotions.mine': () =>
        import('./pages/promotion-list-page').then((m) => m.PromotionMinePage),
      'promotions.mineShow': () =>
        import('./pages/promotion-show-page').then((m) => m.PromotionMineShowPage),
    },
  },
];
