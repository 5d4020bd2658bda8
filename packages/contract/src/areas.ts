import type { ErrorKinds, Grants, RouteDef, Screens } from './routes/define';
import * as accounts from './routes/areas/accounts';
import * as agents from './routes/areas/agents';
import * as audit from './routes/areas/audit';
import * as auth from './routes/areas/auth';
import * as bank from './routes/areas/bank';
import * as blocklists from './routes/areas/blocklists';
import * as browsers from './routes/areas/browsers';
import * as campaigns from './routes/areas/campaigns';
import * as dashboard from './routes/areas/dashboard';
import * as employees from './routes/areas/employees';
import * as errors from './routes/areas/errors';
import * as health from './routes/areas/health';
import * as merchants from './routes/areas/merchants';
import * as merter from './routes/areas/merter';
import * as overview from './routes/areas/overview';
import * as parents from './routes/areas/parents';
import * as promotions from './routes/areas/promotions';
import * as redemption from './routes/areas/redemption';
import * as rpa from './routes/areas/rpa';
import * as rules from './routes/areas/rules';
import * as sales from './routes/areas/sales';

import * as users from './routes/areas/users';

/** The two files an area of the contract is made of. */
interface AreaFiles {
  /** `routes/areas/<area>.ts`: its permissions, error keys and screens, without zod. */
  parts: { permissions: Grants<string>; errors: ErrorKinds<string>; screens: Screens<string> };
  /**
   * `routes/<area>.ts`, loaded on demand: its calls with their zod schemas, and what they are for
   * as integrators read it (the API reference's tag description: required, so an area without
   * one fails the type check).
   */
  calls: () => Promise<{ description: string; routes: Record<string, RouteDef> }>;
}

/**
 * Every area of the console, once, in order: the one list the rest is derived from or found by.
 * The route table (`routes/index.ts`) loads every area's calls from it, which the server registers
 * and the OpenAPI document describes; the web caller (`routes/web.ts`) holds the parts and
 * loads an area's calls on its first call, so its first files hold no zod. The server finds the
 * area's handlers, jobs and demo data by its name (`modules/<area>/<area>.routes.ts`,
 * `<area>.jobs.ts`, `seed/<area>.ts`), the web app its screens' pages
 * (`features/<feature>/area.tsx`). The order is that of the API reference's tags and of the merged
 * permissions (so of a user's `permissions`). A new area is one import and one line here.
 */
export const AREA_LIST = {
  health: { parts: health, calls: () => import('./routes/health') },
  auth: { parts: auth, calls: () => import('./routes/auth') },
  accounts: { parts: accounts, calls: () => import('./routes/accounts') },
  users: { parts: users, calls: () => import('./routes/users') },
  employees: { parts: employees, calls: () => import('./routes/employees') },
  browsers: { parts: browsers, calls: () => import('./routes/browsers') },
  bank: { parts: bank, calls: () => import('./routes/bank') },
  promotions: { parts: promotions, calls: () => import('./routes/promotions') },
  sales: { parts: sales, calls: () => import('./routes/sales') },
  dashboard: { parts: dashboard, calls: () => import('./routes/dashboard') },
  errors: { parts: errors, calls: () => import('./routes/errors') },
  campaigns: { parts: campaigns, calls: () => import('./routes/campaigns') },
  blocklists: { parts: blocklists, calls: () => import('./routes/blocklists') },
  merchants: { parts: merchants, calls: () => import('./routes/merchants') },
  merter: { parts: merter, calls: () => import('./routes/merter') },
  rules: { parts: rules, calls: () => import('./routes/rules') },
  parents: { parts: parents, calls: () => import('./routes/parents') },
  redemption: { parts: redemption, calls: () => import('./routes/redemption') },
  agents: { parts: agents, calls: () => import('./routes/agents') },
  overview: { parts: overview, calls: () => import('./routes/overview') },
  audit: { parts: audit, calls: () => import('./routes/audit') },
  rpa: { parts: rpa, calls: () => import('./routes/rpa') },
} satisfies Record<string, AreaFiles>;

export type AreaName = keyof typeof AREA_LIST;
export const areaNames = Object.keys(AREA_LIST) as AreaName[];
