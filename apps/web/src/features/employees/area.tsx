import { SolutionOutlined } from '@ant-design/icons';
import type { AreaDefinition } from '../../lib/areas';

export const areas: AreaDefinition[] = [
  {
    key: 'employees',
    order: 70,
    kind: 'area',
    icon: <SolutionOutlined />,
    labelKey: 'employees.title',
    descriptionKey: 'employees.description',
    screens: {
      'employees.list': () =>
        import('./pages/employees-list-page').then((m) => m.EmployeesListPage),
    },
  },
];
