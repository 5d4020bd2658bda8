/**
 * What each area's calls are for, as integrators read it: the OpenAPI document's tag
 * descriptions and the headings of the reference page at /api/docs. An area missing here still
 * gets a tag, with a plain sentence naming it.
 */
export const AREA_DESCRIPTIONS: Record<string, string> = {
  health: 'Liveness and readiness for load balancers and orchestrators.',
  auth:
    'Sign-in: the public key to encrypt passwords with, the captcha, password and single sign-on, ' +
    'refreshing an access token, and logout.',
  accounts:
    'Self-registration, e-mail verification and password reset; the signed-in user changes his ' +
    'own password and language.',
  users:
    "Users of the console, their memberships and subscriptions, and the signed-in user's own record.",
  staff: 'Staff administration with invitations (the campaign console’s User service).',
  browsers: 'Blocked browsers: the rule set agents enforce, published as numbered versions.',
  bank: 'Bank details for payouts; a salesman keeps his own through the *_mine calls.',
  promotions:
    'Promotion codes with rewards and quotes; a salesman sees his own through the *_mine calls.',
  sales: 'Sales made with promotion codes, per salesman, with commissions.',
  campaigns:
    'Promotion campaigns: drafted and submitted by supporters, approved, locked and stopped by ' +
    'managers, started and ended by the clock.',
  merchants: 'Merchants and their terminals: the catalogue campaigns and mer-ter files name.',
  blocklists: 'Customer, merchant and terminal blocklists.',
  rules: 'Global app blocklists and web black and white lists.',
  parents: 'Parent accounts with their staff users, agents, rules and reports.',
  agents: 'Desktop agents: registration, polls for rules, and reports, with their own secret.',
  audit: 'The audit log of sign-ins and write calls.',
  overview:
    'Overview pages: global web lists and their use, the app catalogue, and the policy one agent receives.',
};

export function areaDescription(area: string): string {
  return AREA_DESCRIPTIONS[area] ?? `The calls of the ${area} area.`;
}
