import { ROLES, type Role } from './roles';
import { grants } from './routes/web';

export { ROLES, type Role } from './roles';
export { canAccess, canAccessAny, type Access, type AnyAccess } from './access';

/**
 * Roles and permissions (docs/decisions/foundations.md, "Roles and permissions"). Permissions are fine-grained strings
 * declared by each area with the roles that hold them; a role is the bundle of what it holds. The
 * server checks every call against this table and the web app derives its menu, routes and buttons
 * from the same table.
 */
export type Permission = keyof typeof grants;
export const PERMISSIONS = Object.keys(grants) as Permission[];

export const ROLE_PERMISSIONS = {} as Record<Role, readonly Permission[]>;
for (const role of ROLES) {
  ROLE_PERMISSIONS[role] = PERMISSIONS.filter((p) => (grants[p] as readonly Role[]).includes(role));
}

export function permissionsOf(role: Role): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

export function roleHas(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
