import { BankOutlined } from '@ant-design/icons';
import type { AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    // A salesman reaches the same screens with bank.mine; the pages then call the *_mine calls.
    key: 'bank',
    order: 50,
    kind: 'area',
    icon: <BankOutlined />,
    labelKey: 'bank.title',
    descriptionKey: 'bank.description',
    screens: {
      'bank.list': () => import('./pages/bank-list-page').then((m) => m.BankListPage),
      'bank.create': () => import('./pages/bank-create-page').then((m) => m.BankCreatePage),
      'bank.show': () => import('./pages/bank-show-page').then((m) => m.BankShowPage),
      'bank.edit': () => import('./pages/bank-edit-page').then((m) => m.BankEditPage),
    },
  },
];
