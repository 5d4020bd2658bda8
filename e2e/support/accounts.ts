/** The demo accounts the server seeds (README.md). */
export const ACCOUNTS = {
  admin: { username: 'admin001', password: 'Admin@12345' },
  manager: { username: 'manager01', password: 'Manager@123' },
  supporter: { username: 'supporter1', password: 'Support@123' },
  operator: { username: 'operator1', password: 'Operat@1234' },
  risk: { username: 'riskuser1', password: 'Risk@123456' },
  salesman: { username: 'salesman1', password: 'Sales@12345' },
  parent: { username: 'parent001', password: 'Parent@1234' },
  guest: { username: 'guest0001', password: 'Guest@12345' },
} as const;

export type DemoRole = keyof typeof ACCOUNTS;
