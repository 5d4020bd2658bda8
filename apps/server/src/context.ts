import type { Language } from '@console/contract/constants';
import type { Permission, Role } from '@console/contract/permissions';
import type { ParsedRequestOf, ResponseOf, RouteId, Routes } from '@console/contract/routes';
import type { Config } from './config';
import type { Db } from './db/database';
import type { Keys } from './keys';
import type { Mailer } from './mail/mailer';
import type { TokenSettings } from './modules/auth/tokens';

/** What every service may use. Built once in app.ts. */
export interface Deps {
  db: Db;
  config: Config;
  keys: Keys;
  tokens: TokenSettings;
  mailer: Mailer;
}

export interface AuthUser {
  id: number;
  user_name: string;
  role: Role;
  permissions: readonly Permission[];
}

/** What a handler learns of its request besides the validated input. */
export interface RequestContext {
  user: AuthUser | null;
  ip: string;
  /** The Authorization header's bearer credential, for calls whose credential is not the access token. */
  bearer: string | undefined;
  lang: Language;
  /** Filled by handlers for the audit log: what the call acted on, and who, when not the signed-in user. */
  audit: { target?: string; actor?: { id: number | null; name: string } };
}

/** Handlers of routes that need a signed-in user get one. */
export type ContextOf<K extends RouteId> = Routes[K]['access'] extends 'public'
  ? RequestContext
  : RequestContext & { user: AuthUser };

export type Handler<K extends RouteId> = (
  input: ParsedRequestOf<K>,
  ctx: ContextOf<K>,
) => Promise<ResponseOf<K>>;

export type Handlers<K extends RouteId> = { [P in K]: Handler<P> };
