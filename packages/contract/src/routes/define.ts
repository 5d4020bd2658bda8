import type { z } from 'zod';
import type { Access } from '../access';
import type { Role } from '../roles';

/**
 * The building blocks of an area's declaration (`routes/<area>.ts`): the permissions it adds and
 * which roles hold them, its error keys, its calls and its screens. Every key starts with the
 * area's name, so one word finds everything about an area.
 */

/**
 * Numeric `code`s of the envelope. They follow gRPC's numbering, which the old console's clients
 * already read; 16 is kept for an expired access token alone, so a client refreshes only when a
 * refresh can help.
 */
export const ErrorCode = {
  INVALID_INPUT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  TOO_MANY_REQUESTS: 8,
  FAILED_PRECONDITION: 9,
  PAYLOAD_TOO_LARGE: 11,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  TOKEN_EXPIRED: 16,
  UNAUTHENTICATED: 17,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** What kind of failure an error key is: its HTTP status and envelope code, in one place. */
export const ERROR_KINDS = {
  invalid_input: { status: 400, code: ErrorCode.INVALID_INPUT },
  not_found: { status: 404, code: ErrorCode.NOT_FOUND },
  already_exists: { status: 409, code: ErrorCode.ALREADY_EXISTS },
  permission_denied: { status: 403, code: ErrorCode.PERMISSION_DENIED },
  too_many_requests: { status: 429, code: ErrorCode.TOO_MANY_REQUESTS },
  failed_precondition: { status: 409, code: ErrorCode.FAILED_PRECONDITION },
  payload_too_large: { status: 413, code: ErrorCode.PAYLOAD_TOO_LARGE },
  internal: { status: 500, code: ErrorCode.INTERNAL },
  unavailable: { status: 503, code: ErrorCode.UNAVAILABLE },
  token_expired: { status: 401, code: ErrorCode.TOKEN_EXPIRED },
  unauthenticated: { status: 401, code: ErrorCode.UNAUTHENTICATED },
} as const satisfies Record<string, { status: number; code: ErrorCodeValue }>;
export type ErrorKind = keyof typeof ERROR_KINDS;

/** An area's permissions and the roles that hold each. */
export type Grants<Area extends string> = Record<`${Area}.${string}`, readonly Role[]>;

/** An area's error keys and their kinds; texts live in the locale files under `errors.`. */
export type ErrorKinds<Area extends string> = Record<`${Area}.${string}`, ErrorKind>;

export interface RouteDef<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends string = string,
  Area extends string = string,
> {
  method: 'GET' | 'POST';
  /** Fastify syntax: `:name` marks a path parameter. */
  path: string;
  /** Body for POST; query string and path parameters for GET. */
  request: Req;
  response: Res;
  access: A;
  /** The call changes something: it is recorded in the audit log unless `audit` is false. */
  write: boolean;
  /**
   * Whether a call leaves an audit row; write calls do unless false (frequent machine polls and
   * reports), a read call does when true (a public probe worth tracing, like a name check).
   */
  audit?: boolean;
  /** How long the call may take before it is cut (a long poll); the server's default otherwise. */
  timeoutSeconds?: number;
  /** What the Authorization header of a public call carries: a refresh or an SSO token. */
  credential?: 'refresh_token' | 'sso_token';
  /**
   * The most calls one client address may make in a window; more get 429 with Retry-After. Every
   * public write call declares one, so anonymous callers cannot flood the audit log, and so does
   * a public read worth harvesting (whether a name is taken). Counted in the database, so all
   * servers share the count (docs/decisions/sign-in-limits.md).
   */
  limit?: { calls: number; seconds: number };
  /**
   * Repeating the call must not repeat its effect (a payment, a new record): the web caller sends
   * an `Idempotency-Key` header with it, and the server answers a repeat of the same key with the
   * first answer (docs/decisions/idempotency.md).
   */
  idempotent?: true;
  /**
   * Error keys of other areas (or `common.*`) the call may answer, beyond its own area's keys and
   * those every call of its kind answers (`route-errors.ts`). The OpenAPI document lists them per
   * status, and the API tests fail when a call answers a key it does not declare.
   */
  errors?: readonly `${string}.${string}`[];
  /**
   * The call takes `multipart/form-data`: its fields are the request, its one file is read as it
   * streams in and refused past `maxBytes` before the rest is read (413). The handler gets the
   * file's bytes as `ctx.upload`.
   */
  upload?: { maxBytes: number; /** The error key past the limit (413). */ tooLarge?: string };
  /** The call answers a file (`{file: {name, type, body}}` from the handler), not JSON. */
  download?: true;
  area: Area;
  summary: string;
}

/** Whether a call leaves an audit row, whatever it answers (docs/decisions/errors-and-messages.md). */
export const isAudited = (def: Pick<RouteDef, 'write' | 'audit'>): boolean =>
  def.audit ?? def.write;

/**
 * The `route` helper of one area: it names the area on each call, and only lets a call require
 * this area's own permissions (or a credential kind).
 */
export function routesOf<const Area extends string, G extends Grants<Area>>(
  area: Area,
  _grants: G,
) {
  return <Req extends z.ZodType, Res extends z.ZodType, A extends Access<keyof G & string>>(
    def: Omit<RouteDef<Req, Res, A, Area>, 'area'>,
  ): RouteDef<Req, Res, A, Area> => ({ ...def, area });
}

/** An in-app page: its path (react-router syntax) and who may open it. */
export interface ScreenDef<P extends string = string> {
  path: string;
  access: 'public' | 'authenticated' | P | readonly P[];
}

export type Screens<Area extends string, P extends string = string> = Record<
  `${Area}.${string}`,
  ScreenDef<P>
>;
