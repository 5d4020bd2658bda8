import type { MachineAccess } from '@console/contract/access';
import type { Language } from '@console/contract/constants';
import type { Permission, Role } from '@console/contract/permissions';
import type {
  AreaName,
  ParsedRequestOf,
  ResponseOf,
  RouteId,
  RouteIdOf,
  Routes,
} from '@console/contract/routes';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Signals } from './db/signals';
import type { AccountRow } from './db/schema';
import type { Jobs } from './jobs/jobs';
import type { Keys } from './keys';
import type { Mailer } from './mail/mailer';
import type { TokenSettings } from './modules/auth/tokens';
import type { Clock } from './clock';
import type { PriorityGate } from './limits/priority-gate';

/** What every service may use. Built once in app.ts. */
export interface Deps {
  db: Db;
  config: Config;
  keys: Keys;
  tokens: TokenSettings;
  mailer: Mailer;
  /** This server's password checks, known names with a clean record first (limits/priority-gate.ts). */
  passwordChecks: PriorityGate;
  clock: Clock;
  jobs: Jobs;
  /** Wake-ups across servers (LISTEN/NOTIFY on PostgreSQL): a waiting agent check-in. */
  signals: Signals;
}

export interface AuthUser {
  id: number;
  user_name: string;
  email: string;
  role: Role;
  permissions: readonly Permission[];
  /**
   * The account's row as the call's authentication read it (modules/auth/authenticate.ts), so
   * a handler about the caller's own account need not read it again. Not an answer as it is.
   */
  account?: AccountRow;
}

/** A desktop agent or a payment system, by the machine credential its call carried. */
export interface MachineCaller {
  kind: MachineAccess;
  /** The credential's own id: rotating a key gives a new one. */
  credentialId: number;
  /** The agent's or the integration client's id. */
  subjectId: number;
  name: string;
}

/** What a handler learns of its request besides the validated input. */
export interface RequestContext {
  user: AuthUser | null;
  machine: MachineCaller | null;
  ip: string;
  /** The Authorization header's bearer credential, for calls whose credential is not the access token. */
  bearer: string | undefined;
  lang: Language;
  /** The file of an upload call (routes with `upload`), read whole within its limit. */
  upload?: { name: string; bytes: Buffer };
  /** Aborted when the client goes away or the call runs past its time: stop working then. */
  signal: AbortSignal;
  /** Filled by handlers for the audit log: what the call acted on, and who, when not the signed-in user. */
  audit: {
    target?: string;
    actor?: { id: number | null; name: string };
    /** Leave no row: a refusal already recorded for this address and window. */
    skip?: boolean;
  };
}

type AccessOf<K extends RouteId> = Routes[K]['access'];

/** Handlers get the caller their route's access rule names: nobody, a machine, or a user. */
export type ContextOf<K extends RouteId> =
  AccessOf<K> extends 'public'
    ? RequestContext
    : AccessOf<K> extends MachineAccess
      ? RequestContext & { machine: MachineCaller }
      : RequestContext & { user: AuthUser };

export type Handler<K extends RouteId> = (
  input: ParsedRequestOf<K>,
  ctx: ContextOf<K>,
) => Promise<ResponseOf<K>>;

export type Handlers<K extends RouteId> = { [P in K]: Handler<P> };

/** Every handler of one area, typed from the area's own routes file. */
export type AreaHandlers<A extends AreaName> = Handlers<RouteIdOf<A>>;
export type AllHandlers = Handlers<RouteId>;
