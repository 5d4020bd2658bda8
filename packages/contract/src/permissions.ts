/**
 * Roles and permissions (DESIGN.md, "Roles and permissions"). Permissions are fine-grained strings;
 * a role is a bundle of them. The server checks every call against this table and the web app
 * derives its menu, routes and buttons from the same table.
 */
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

export const PERMISSIONS = [
  // blocked browsers
  'browser.list',
  'browser.get',
  'browser.create',
  'browser.edit',
  'browser.delete',
  'browser.apply',
  // users, memberships and subscriptions
  'user.list',
  'user.get',
  'user.update',
  'user.activate',
  'user.lookup',
  'subscription.change',
  'staff.manage',
  // promotion codes and sales
  'promotion.list',
  'promotion.get',
  'promotion.create',
  'promotion.edit',
  'promotion.mine',
  'sale.list',
  'sale.mine',
  // bank details
  'bank_info.list',
  'bank_info.get',
  'bank_info.write',
  'bank_info.mine',
  // app and web rules
  'app_rule.manage',
  'web_rule.manage',
  // parents, their staff and agents
  'parent.any',
  'parent.own',
  // campaigns, blocklists, merchants
  'campaign.read',
  'campaign.create',
  'campaign.edit',
  'campaign.submit',
  'campaign.sync',
  'campaign.approve',
  'campaign.reject',
  'campaign.lock',
  'campaign.unlock',
  'campaign.stop',
  'merter.upload',
  'blacklist.read',
  'blacklist.write',
  'merchant.read',
  'merchant.write',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const browserAll: Permission[] = [
  'browser.list',
  'browser.get',
  'browser.create',
  'browser.edit',
  'browser.delete',
  'browser.apply',
];
const campaignRead: Permission[] = ['campaign.read', 'blacklist.read', 'merchant.read'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS.filter(
    (p) =>
      p !== 'promotion.mine' && p !== 'sale.mine' && p !== 'bank_info.mine' && p !== 'parent.own',
  ),
  manager: [
    ...campaignRead,
    'campaign.approve',
    'campaign.reject',
    'campaign.lock',
    'campaign.unlock',
    'campaign.stop',
    'blacklist.write',
    'merchant.write',
    'user.list',
    'user.get',
    'user.lookup',
    'promotion.list',
    'promotion.get',
    'promotion.create',
    'promotion.edit',
    'sale.list',
    'parent.any',
  ],
  supporter: [
    ...campaignRead,
    'campaign.create',
    'campaign.edit',
    'campaign.submit',
    'campaign.sync',
    'merter.upload',
    'blacklist.write',
    'merchant.write',
    'parent.any',
    'user.lookup',
  ],
  operator: [
    ...browserAll,
    'app_rule.manage',
    'web_rule.manage',
    'bank_info.list',
    'bank_info.get',
    'bank_info.write',
    'user.lookup',
  ],
  risk: campaignRead,
  salesman: ['promotion.mine', 'sale.mine', 'bank_info.mine'],
  parent: ['parent.own'],
  guest: [],
};

export function permissionsOf(role: Role): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

export function roleHas(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Who may call a route: anyone, any signed-in user, or holders of a permission. */
export type Access = 'public' | 'authenticated' | Permission;

export function canAccess(
  access: Access,
  user: { permissions: readonly string[] } | null,
): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'authenticated') return true;
  return user.permissions.includes(access);
}

/** One rule, or several of which any one opens (a screen shared by general and *_mine calls). */
export type AnyAccess = Access | readonly Access[];

export function canAccessAny(
  access: AnyAccess,
  user: { permissions: readonly string[] } | null,
): boolean {
  const rules: readonly Access[] = typeof access === 'string' ? [access] : access;
  return rules.some((rule) => canAccess(rule, user));
}
