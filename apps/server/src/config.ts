import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_NAME_AND_ADDRESS,
} from '@console/contract/constants';

/** All configuration comes from environment variables; this is the only file that reads them. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Absent: an SQLite file in dataDir. */
  databaseUrl: string | undefined;
  /**
   * Whether other processes may open the SQLite file while the server runs (the sqlite3 shell, a
   * second server on this machine). Off: the server keeps the file's locks (db/sqlite.ts).
   */
  sqliteShared: boolean;
  logLevel: string;
  smtpUrl: string | undefined;
  /** Sender of the mails the console sends. */
  mailFrom: string;
  publicUrl: string;
  webDist: string;
  /** Fastify's trustProxy: whether, how many hops of, or which proxies' X-Forwarded-For to believe. */
  trustProxy: boolean | number | string[];
  seedDemo: boolean;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  captchaMaxNumber: number;
  /** Sign-in limits (docs/decisions/sign-in-limits.md), per 15-minute window. */
  loginFailuresPerNameAndAddress: number;
  loginFailuresPerAddress: number;
  /** Failures of one name across addresses after which its password checks are delayed. */
  loginSlowdownAfter: number;
  loginSlowdownMaxMs: number;
  /** Password checks one address may have running at once. */
  loginChecksPerAddress: number;
  /** PEM files of the identity provider's public keys; absent: the development key in dataDir. */
  ssoPublicKeyFiles: string[];
  ssoIssuer: string;
  ssoAudience: string;
  /** Seconds a call may run before it is cut with 503 (a long poll declares its own). */
  requestTimeoutSeconds: number;
  /**
   * Seconds a client has to send a whole request, headers and body; then 408 and the connection
   * closes, so slow or stalled uploads cannot hold the server. 0: no limit.
   */
  receiveTimeoutSeconds: number;
  /** Seconds a connection may stay silent (nothing received or sent) before it is closed. */
  idleTimeoutSeconds: number;
  /** How often each server looks for due background jobs; 0 only on demand (tests). */
  jobsPollMs: number;
  /**
   * Mer-ter file processing: rows committed per chunk with the file's progress, how long a
   * server's claim on a file lasts unrenewed, and a pause between chunks (0; tests slow a file
   * down to stop a server in the middle of it).
   */
  merter: { chunkRows: number; leaseMs: number; chunkPauseMs: number };
  /** List prices per month of the paid packages, in minor units (đồng, cents). */
  prices: { standard_vnd: number; standard_usd: number };
  /** Agent reports kept: raw rows this many days, daily rollups this many (retention jobs). */
  reports: { rawDays: number; rollupDays: number };
}

const here = path.dirname(fileURLToPath(import.meta.url));

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** Names proxy-addr knows for address ranges, besides addresses and CIDRs. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY in Fastify's forms: true/false, a hop count (how many proxies in front append to
 * X-Forwarded-For), or a comma-separated list of proxy addresses and CIDRs.
 */
function trustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim().toLowerCase();
  if (['', 'false', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return true;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined)
    throw new Error(`TRUST_PROXY: "${bad}" is not an address, CIDR or hop count`);
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteShared: bool(env.SQLITE_SHARED, false),
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Console <no-reply@console.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDist: path.resolve(env.WEB_DIST ?? path.join(here, '../../web/dist')),
    trustProxy: trustProxy(env.TRUST_PROXY),
    seedDemo: bool(env.SEED_DEMO, true),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 15 * 60),
    captchaMaxNumber: int(env.CAPTCHA_MAX_NUMBER, 100_000),
    loginFailuresPerNameAndAddress: int(
      env.LOGIN_FAILURES_PER_NAME_AND_ADDRESS,
      LOGIN_FAILURES_PER_NAME_AND_ADDRESS,
    ),
    loginFailuresPerAddress: int(env.LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURES_PER_ADDRESS),
    loginSlowdownAfter: int(env.LOGIN_SLOWDOWN_AFTER, 10),
    loginSlowdownMaxMs: int(env.LOGIN_SLOWDOWN_MAX_MS, 3000),
    loginChecksPerAddress: int(env.LOGIN_CHECKS_PER_ADDRESS, 2),
    ssoPublicKeyFiles: (env.SSO_PUBLIC_KEY_FILES ?? '').split(',').filter(Boolean),
    ssoIssuer: env.SSO_ISSUER ?? 'console-dev-sso',
    ssoAudience: env.SSO_AUDIENCE ?? 'console',
    requestTimeoutSeconds: int(env.REQUEST_TIMEOUT, 30),
    receiveTimeoutSeconds: int(env.RECEIVE_TIMEOUT, 30),
    idleTimeoutSeconds: int(env.IDLE_TIMEOUT, 120),
    jobsPollMs: int(env.JOBS_POLL_MS, 1000),
    merter: {
      chunkRows: int(env.MERTER_CHUNK_ROWS, 500),
      leaseMs: int(env.MERTER_LEASE_MS, 15_000),
      chunkPauseMs: int(env.MERTER_CHUNK_PAUSE_MS, 0),
    },
    prices: {
      standard_vnd: int(env.PRICE_STANDARD_VND, 99_000),
      standard_usd: int(env.PRICE_STANDARD_USD, 499),
    },
    reports: {
      rawDays: int(env.TELEMETRY_RAW_DAYS, 30),
      rollupDays: int(env.TELEMETRY_ROLLUP_DAYS, 400),
    },
  };
}
