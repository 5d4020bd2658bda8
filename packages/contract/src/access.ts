/**
 * Who may call a route, by the credential the call carries:
 * - `public`: no credential (sign-in and friends; a call may still read its own bearer, see
 *   `RouteDef.credential`);
 * - `authenticated`: any signed-in user; a permission: a signed-in user whose role holds it;
 * - `agent`: a desktop agent's own secret;
 * - `integration`: a payment system's integration key.
 */
export type MachineAccess = 'agent' | 'integration';
export type Access<P extends string = string> = 'public' | 'authenticated' | MachineAccess | P;

export const MACHINE_ACCESS: readonly MachineAccess[] = ['agent', 'integration'];

export function isMachineAccess(access: string): access is MachineAccess {
  return (MACHINE_ACCESS as readonly string[]).includes(access);
}

/** Whether a route of this access rule is called with a user's session. */
export function isUserAccess(access: string): boolean {
  return access !== 'public' && !isMachineAccess(access);
}

/** Whether a signed-in user (or nobody) may call a route; machine routes are never a user's. */
export function canAccess(
  access: string,
  user: { permissions: readonly string[] } | null,
): boolean {
  if (access === 'public') return true;
  if (!user || isMachineAccess(access)) return false;
  if (access === 'authenticated') return true;
  return user.permissions.includes(access);
}

/** One rule, or several of which any one opens (a screen shared by general and *_mine calls). */
export type AnyAccess = string | readonly string[];

export function canAccessAny(
  access: AnyAccess,
  user: { permissions: readonly string[] } | null,
): boolean {
  const rules: readonly string[] = typeof access === 'string' ? [access] : access;
  return rules.some((rule) => canAccess(rule, user));
}
