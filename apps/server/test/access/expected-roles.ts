import type { Role } from '@console/contract/roles';

/**
 * What each role may do, written by hand from DESIGN.md's role table ("Roles and permissions")
 * and NOT derived from the contract's own table (packages/contract/src/routes/<area>.ts): a wrong
 * grant in the code cannot then correct the test that should catch it. role-matrix.test.ts
 * compares the two; the role walk expects its answers from this one.
 *
 * A new permission in the contract fails role-matrix.test.ts until it is written here, for each
 * role that holds it, with the line of DESIGN.md (or docs/decisions/role-matrix.md) that says so.
 */
export const EXPECTED_PERMISSIONS: Record<Role, readonly string[]> = {
  // "everything; changes roles, activates members, downgrades users", but not the own-records
  // views of a salesman or a parent (he sees every record through the general ones).
  admin: [
    'users.list',
    'users.get',
    'users.update',
    'users.activate',
    'users.lookup',
    'users.subscription',
    'employees.manage',
    'audit.read',
    'browsers.list',
    'browsers.get',
    'browsers.create',
    'browsers.edit',
    'browsers.delete',
    'browsers.apply',
    'bank.list',
    'bank.get',
    'bank.write',
    'promotions.list',
    'promotions.get',
    'promotions.create',
    'promotions.edit',
    'sales.list',
    'campaigns.read',
    'campaigns.create',
    'campaigns.edit',
    'campaigns.submit',
    'campaigns.sync',
    'campaigns.upload',
    'campaigns.approve',
    'campaigns.reject',
    'campaigns.lock',
    'campaigns.unlock',
    'campaigns.stop',
    'blocklists.read',
    'blocklists.write',
    'merchants.read',
    'merchants.write',
    // mer-ter files: everything, as every area.
    'merter.read',
    'merter.write',
    'rules.app',
    'rules.web',
    'rules.groups',
    'parents.any',
    // DESIGN "Campaign redemption": an admin creates integration clients; employees with
    // campaign.read see redemptions.
    'redemption.read',
    'redemption.clients',
    'parents.staff',
    // "staff users, reports and agents of any parent"; setting the latest agent version is the admin's
    // (docs/decisions/agents.md).
    'agents.read',
    'agents.manage',
    'agents.command',
    'agents.release',
    // The overview pages: global web lists and the app catalogue cross every parent, the policy
    // of any parent's agent (docs/decisions/overview-pages.md).
    'overview.website',
    'overview.application',
    'overview.policy',
    // Remote automation of any parent's agents, as the agents themselves
    // (docs/decisions/remote-automation.md).
    'rpa.read',
    'rpa.manage',
  ],
  // "campaigns (approve, reject, lock, unlock, stop), blocklists, merchants, users, promotion codes
  // and every salesman's sales, staff users, reports and agents of any parent". Users: read, not change
  // (changing roles, activating and downgrading are the admin's).
  manager: [
    'campaigns.read',
    'campaigns.approve',
    'campaigns.reject',
    'campaigns.lock',
    'campaigns.unlock',
    'campaigns.stop',
    'blocklists.read',
    'blocklists.write',
    'merchants.read',
    'merchants.write',
    // Mer-ter files are the supporter's ("supporter: ... mer-ter files"); the manager, who
    // approves and locks the campaign, reads its files and terminals (docs/decisions/merter.md).
    'merter.read',
    'users.list',
    'users.get',
    'users.lookup',
    'promotions.list',
    'promotions.get',
    'promotions.create',
    'promotions.edit',
    'sales.list',
    'parents.any',
    'redemption.read',
    // The staff users' screen and the parent's rule groups on it (docs/decisions/parent-controls.md).
    'parents.staff',
    'rules.groups',
    'agents.read',
    'agents.manage',
    'agents.command',
    // The overview pages: global web lists and the app catalogue cross every parent, the policy
    // of any parent's agent (docs/decisions/overview-pages.md).
    'overview.website',
    'overview.application',
    'overview.policy',
    // Remote automation of any parent's agents, as the agents themselves
    // (docs/decisions/remote-automation.md).
    'rpa.read',
    'rpa.manage',
  ],
  // "campaigns (create, edit, submit, sync), mer-ter files, blocklists, merchants,
  // staff users, reports and agents of any parent"; finding a parent by id, e-mail or phone is part of
  // the last (docs/decisions/role-matrix.md).
  supporter: [
    'campaigns.read',
    'campaigns.create',
    'campaigns.edit',
    'campaigns.submit',
    'campaigns.sync',
    'campaigns.upload',
    'blocklists.read',
    'blocklists.write',
    'merchants.read',
    'merchants.write',
    // "supporter: campaigns (create, edit, submit, sync), mer-ter files"
    'merter.read',
    'merter.write',
    'parents.any',
    'users.lookup',
    'redemption.read',
    // The staff users' screen and the parent's rule groups on it (docs/decisions/parent-controls.md).
    'parents.staff',
    'rules.groups',
    'agents.read',
    'agents.manage',
    'agents.command',
    // The overview pages: global web lists and the app catalogue cross every parent, the policy
    // of any parent's agent (docs/decisions/overview-pages.md).
    'overview.website',
    'overview.application',
    'overview.policy',
    // Remote automation of any parent's agents, as the agents themselves
    // (docs/decisions/remote-automation.md).
    'rpa.read',
    'rpa.manage',
  ],
  // "blocked browsers, app and web rules, bank info"; bank details name their user, picked by
  // name (docs/decisions/role-matrix.md).
  operator: [
    'browsers.list',
    'browsers.get',
    'browsers.create',
    'browsers.edit',
    'browsers.delete',
    'browsers.apply',
    'rules.app',
    'rules.web',
    // The rule-group calls, for the global groups (docs/decisions/parent-controls.md).
    'rules.groups',
    'bank.list',
    'bank.get',
    'bank.write',
    'users.lookup',
    // "app and web rules": the overview of the global web lists and the app catalogue
    // (docs/decisions/overview-pages.md).
    'overview.website',
    'overview.application',
  ],
  // "campaigns, blocklists and their histories, read-only"; the merchants a campaign targets are
  // part of reading it (docs/decisions/role-matrix.md).
  // "campaigns, blocklists and their histories, read-only": a campaign's files, terminals and redemptions too.
  risk: ['campaigns.read', 'blocklists.read', 'merchants.read', 'merter.read', 'redemption.read'],
  // "own promotions ('mine'), own sales, own bank info".
  salesman: ['promotions.mine', 'sales.mine', 'bank.mine'],
  // "own staff users, agents, rules and reports only".
  // The staff users' screen, rule groups and agents are the calls of "own staff users, agents, rules".
  parent: [
    'parents.own',
    'parents.staff',
    'rules.groups',
    'agents.read',
    'agents.manage',
    'agents.command',
    // His own agents' policy on /policy (docs/decisions/overview-pages.md).
    'overview.policy',
    // Remote automation of his own agents (docs/decisions/remote-automation.md).
    'rpa.read',
    'rpa.manage',
  ],
  // "signed in, nothing granted": the dashboard and own profile, which need only a session.
  guest: [],
};

/** Whether a role may call a route of this access rule, by the hand-written table above. */
export function expectedAllowed(role: Role, access: string): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  return EXPECTED_PERMISSIONS[role].includes(access);
}
