/** The console's roles (docs/decisions/foundations.md, "Roles and permissions"). What each holds is declared per area. */
export const ROLES = [
  'admin',
  'manager',
  'supporter',
  'operator',
  'risk',
  'salesman',
  'parent',
  'guest',
] as const;
export type Role = (typeof ROLES)[number];

/** Roles of the company's employees; `parent` and `guest` are customers and visitors. */
export const EMPLOYEE_ROLES = [
  'admin',
  'manager',
  'supporter',
  'operator',
  'risk',
  'salesman',
] as const;
