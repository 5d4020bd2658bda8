import type { FastifyInstance } from 'fastify';
import { isMachineAccess } from '@console/contract/access';
import { routeIds, routes, type RouteId } from '@console/contract/routes';
import { otpOf } from '../helpers/agents';
import { encrypted } from '../helpers/app';
import { fieldPaths } from '../helpers/schema-fields';
import { FIXTURE_WINDOWS, jobBody, type Tenant } from '../helpers/two-parents';
import { expectedAllowed } from './expected-roles';

/**
 * The requests of the parent-reach walk (parent-reach.test.ts): which calls it walks, derived
 * from the contract, a valid request of each for one parent's fixture, and the order it walks
 * them in.
 */

export type Body = Record<string, unknown>;
/** A request for one parent's fixture; `app` for what the request needs of the server first. */
export type Build = (f: Tenant, app: FastifyInstance) => Body | Promise<Body>;

/** A field naming a record: `id`, `admin_id`, `staff_ids`, … */
const ID_FIELD = /^(id|\w+_ids?)$/;
export const idFieldsOf = (id: RouteId) =>
  [...new Set(fieldPaths(routes[id].request).map((p) => p.split('.')[0]!))].filter((f) =>
    ID_FIELD.test(f),
  );

/**
 * The calls walked, derived from the contract: those a parent may make by the hand-written role
 * table (expected-roles.ts) whose request names a record. Public calls act for nobody, and
 * machine calls take no user's session (role-walk.test.ts covers both).
 */
export const WALKED: RouteId[] = routeIds.filter((id) => {
  const { access } = routes[id];
  if (access === 'public' || isMachineAccess(access)) return false;
  return expectedAllowed('parent', access) && idFieldsOf(id).length > 0;
});

let counter = 0;
const unique = (f: Tenant, what: string) => `${f.tag} ${what} ${(counter += 1)}`;
export const own = (f: Tenant) => ({ admin_id: f.id });
const ofStaff = (f: Tenant) => ({ staff_id: f.staffId });
export const onAgent = (f: Tenant) => ({ admin_id: f.id, agent_id: f.agent.id });

/**
 * A valid request of each walked call for one parent's fixture (helpers/two-parents.ts); several
 * when the call may leave the parent out (then it reaches the record by its own id alone). Calls
 * that delete or use up what they name get a record made for the call.
 */
export const BODIES: Partial<Record<RouteId, Build | readonly Build[]>> = {
  'users.byId': (f) => ({ id: f.id }),

  'parents.get': own,
  'parents.staffList': own,
  'parents.staffGet': ofStaff,
  'parents.staffCreate': async (f, app) => ({
    admin_id: f.id,
    user_name: `${f.tag}.new${(counter += 1)}`,
    full_name: 'Con mới',
    password: await encrypted(app, 'pass1234'),
  }),
  'parents.staffEdit': (f) => ({ staff_id: f.staffId, full_name: unique(f, 'staff') }),
  'parents.staffDelete': async (f) => ({ staff_id: await f.fresh.staff() }),
  'parents.switchAppMode': (f) => ({ staff_id: f.staffId, switch_mode: 'timer' }),
  'parents.staffWebList': own,
  'parents.staffAppList': own,
  'parents.blacklistAdd': (f) => ({ staff_id: f.staffId, rule_id: f.blacklistId }),
  'parents.whitelistAdd': (f) => ({ staff_id: f.staffId, rule_id: f.whitelistId }),
  'parents.blocklistAdd': (f) => ({ staff_id: f.staffId, rule_id: f.blocklistId }),
  'parents.blacklistSet': ofStaff,
  'parents.whitelistSet': ofStaff,
  'parents.blocklistSet': ofStaff,
  'parents.runModeSet': (f) => ({ staff_id: f.staffId, mode: 'normal' }),
  'parents.tabModeSet': (f) => ({ staff_id: f.staffId, mode: 'closetab' }),
  'parents.notificationModeSet': (f) => ({ staff_id: f.staffId, mode: 'hide' }),
  'parents.timerGet': ofStaff,
  'parents.timerSet': (f) => ({ staff_id: f.staffId, windows: FIXTURE_WINDOWS }),

  'rules.webBlacklistList': own,
  'rules.webWhitelistList': own,
  'rules.webBlacklistCreate': (f) => ({
    admin_id: f.id,
    name: unique(f, 'blacklist'),
    list: ['example.com'],
  }),
  'rules.webWhitelistCreate': (f) => ({
    admin_id: f.id,
    name: unique(f, 'whitelist'),
    list: ['example.com'],
  }),
  'rules.webSetName': (f) => ({ id: f.blacklistId, name: unique(f, 'blacklist') }),
  'rules.webDelete': async (f) => ({ id: await f.fresh.webGroup() }),
  'rules.webEdit': (f) => ({ id: f.whitelistId, list: ['wikipedia.org', 'khanacademy.org'] }),
  'rules.appList': own,
  'rules.appSetName': (f) => ({ id: f.blocklistId, name: unique(f, 'blocklist') }),
  'rules.appDelete': async (f) => ({ id: await f.fresh.appGroup() }),
  'rules.blocklistGet': (f) => ({ id: f.blocklistId }),
  'rules.blocklistEdit': (f) => ({ id: f.blocklistId, list: ['Zalo', 'Telegram'] }),
  'rules.blocklistListAdmin': own,
  'rules.blocklistCreateAdmin': (f) => ({
    admin_id: f.id,
    name: unique(f, 'blocklist'),
    list: ['Zalo'],
  }),
  'rules.blocklistEditAdmin': (f) => ({ id: f.blocklistId, list: ['Zalo', 'Discord'] }),

  'agents.list': own,
  'agents.login': async (f, app) => ({
    admin_id: f.id,
    agent_id: f.spareAgent.id,
    otp: await otpOf(app, f.spareAgent),
  }),
  'agents.check': onAgent,
  'agents.logout': async (f) => ({ admin_id: f.id, agent_id: (await f.fresh.linkedAgent()).id }),
  'agents.setBlockBrowser': (f) => ({ ...onAgent(f), block_browser: true }),
  'agents.setUserLogin': (f) => ({ ...onAgent(f), user_login: true }),
  'agents.sendCommand': (f) => ({ ...onAgent(f), command: 'lockscreen' }),
  'agents.commands': onAgent,
  'agents.setName': [
    (f) => ({ agent_id: f.agent.id, name: unique(f, 'PC') }),
    (f) => ({ ...onAgent(f), name: unique(f, 'PC') }),
  ],
  'agents.software': [(f) => ({ agent_id: f.agent.id }), onAgent],
  'agents.staffAgentList': [own, onAgent],
  'agents.staffAgentCreate': async (f) => ({ ...onAgent(f), staff_id: await f.fresh.staff() }),
  'agents.staffAgentActive': (f) => ({ ...onAgent(f), staff_id: f.staffId }),
  'agents.staffAgentDelete': async (f) => ({
    ...onAgent(f),
    staff_id: await f.fresh.linkedStaff(),
  }),
  'agents.urlChart': onAgent,
  'agents.urlList': onAgent,
  'agents.userQuery': onAgent,
  'agents.appList': onAgent,
  'agents.appChart': onAgent,

  'overview.policy': [(f) => ({ agent_id: f.agent.id }), onAgent],

  'rpa.jobList': own,
  'rpa.jobGet': (f) => ({ id: f.jobId }),
  'rpa.jobCreate': (f) => jobBody(f.id, f.agent.id, unique(f, 'job')),
  'rpa.jobUpdate': (f) => ({ id: f.jobId, ...jobBody(f.id, f.agent.id, unique(f, 'job')) }),
  'rpa.jobPause': (f) => ({ id: f.jobId, reason: 'walk' }),
  'rpa.jobResume': (f) => ({ id: f.jobId, reason: 'walk' }),
  'rpa.jobDelete': async (f) => ({ id: await f.fresh.job(), reason: 'walk' }),
  // The fixture's job still runs its first run: a second one would be refused (rpa.state).
  'rpa.jobRunNow': async (f) => ({ id: await f.fresh.job() }),
  'rpa.jobHistory': (f) => ({ id: f.jobId }),
  'rpa.runList': (f) => ({ job_id: f.jobId }),
  'rpa.runGet': (f) => ({ id: f.runId }),
  'rpa.targetsPreview': [
    (f) => ({ admin_id: f.id, target: 'agents', agent_ids: [f.agent.id] }),
    (f) => ({ admin_id: f.id, target: 'staff', staff_ids: [f.staffId] }),
  ],
};

/** Calls that delete what they name: walked last (each on a record made for it). */
export const DESTRUCTIVE: readonly RouteId[] = [
  'parents.staffDelete',
  'rules.webDelete',
  'rules.appDelete',
  'agents.logout',
  'agents.staffAgentDelete',
  'rpa.jobDelete',
];
export const ORDER = [
  ...WALKED.filter((id) => !DESTRUCTIVE.includes(id)),
  ...WALKED.filter((id) => DESTRUCTIVE.includes(id)),
];

export const buildersOf = (id: RouteId): readonly Build[] => {
  const entry = BODIES[id];
  if (!entry) return [];
  return typeof entry === 'function' ? [entry] : entry;
};
