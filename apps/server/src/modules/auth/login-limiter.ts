import { LOGIN_FAILURE_WINDOW_SECONDS } from '@console/contract/constants';
import type { Deps } from '../../context';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import {
  countCall,
  releaseSlot,
  resetCount,
  takeSlot,
  uncountCall,
  type Window,
} from '../../limits/limits';
import { PriorityGate } from '../../limits/priority-gate';
import { slowdownMs } from '../../limits/windows';

/** A slot outlives any check: the call's time limit plus the longest delay, with room to spare. */
const SLOT_LEASE_EXTRA_MS = 30_000;
/**
 * How long a sign-in waits for one of its address's check slots before 429: people signing in at
 * once behind one office address queue for a moment (a check takes well under a second) instead
 * of being refused.
 */
const SLOT_WAIT_MS = 5_000;
const SLOT_POLL_MS = 100;

/**
 * The lanes of the password-check gate (limits/priority-gate.ts): a known name with a clean
 * record (no other attempt in the window; successes are given back) first, then a known name with
 * other attempts, then a name no account has, which can never succeed
 * (docs/decisions/sign-in-limits.md, "The password checks of one server").
 */
export const CHECK_LANES = { cleanRecord: 0, knownName: 1, unknownName: 2 } as const;

/**
 * The password-check gate of a server with `cores` cores: as many checks at once as cores, a
 * quarter of them (at least one, but never all) kept for known names with a clean record.
 */
export function passwordCheckGate(cores: number): PriorityGate {
  const width = Math.max(1, cores);
  return new PriorityGate(width, Math.min(width - 1, Math.ceil(width / 4)));
}

function checkLane(known: boolean, attempts: number): number {
  if (!known) return CHECK_LANES.unknownName;
  return attempts <= 1 ? CHECK_LANES.cleanRecord : CHECK_LANES.knownName;
}

/** The counters and slots of sign-in in the limits tables. */
export const signInLimitKeys = {
  address: (ip: string) => `sign-in address ${ip}`,
  pair: (ip: string, userName: string) => `sign-in pair ${ip} ${userName}`,
  name: (userName: string) => `sign-in name ${userName}`,
  checks: (ip: string) => `sign-in checks ${ip}`,
};

function tooMany(retryAfter: number) {
  return new AppError('auth.too_many_attempts', {
    headers: { 'retry-after': String(retryAfter) },
  });
}

export { slowdownMs };

/**
 * Reserves one attempt before the password is checked, in one transaction: it counts against the
 * address and the (name, address) pair, and is refused (rolled back) past either limit. Answers
 * how many attempts the name has had across all addresses in the window.
 */
async function reserve({ db, config, clock }: Deps, userName: string, ip: string) {
  const now = clock.now();
  const window = (calls: number): Window => ({ calls, seconds: LOGIN_FAILURE_WINDOW_SECONDS });
  return db.transaction().execute(async (trx) => {
    // Always address, pair, name: one order of row locks, so reservations never deadlock.
    const address = await countCall(
      trx,
      signInLimitKeys.address(ip),
      window(config.loginFailuresPerAddress),
      now,
    );
    const pair = await countCall(
      trx,
      signInLimitKeys.pair(ip, userName),
      window(config.loginFailuresPerNameAndAddress),
      now,
    );
    const refused = [address, pair].find((c) => !c.allowed);
    if (refused) throw tooMany(refused.retryAfter);
    const name = await countCall(
      trx,
      signInLimitKeys.name(userName),
      window(Number.MAX_SAFE_INTEGER),
      now,
    );
    return name.count;
  });
}

/** A right password: the pair starts afresh, and the attempt no longer counts for the rest. */
async function settleSuccess({ db }: Deps, userName: string, ip: string) {
  await resetCount(db, signInLimitKeys.pair(ip, userName));
  await uncountCall(db, signInLimitKeys.address(ip));
  await uncountCall(db, signInLimitKeys.name(userName));
}

/** A new password makes the name's failures across addresses moot: its checks stop being delayed. */
export function forgetSignInFailures(db: Db, userName: string) {
  return resetCount(db, signInLimitKeys.name(userName));
}

/**
 * Runs one password check under the sign-in limits (docs/decisions/sign-in-limits.md): at most
 * `loginChecksPerAddress` at once per address (a further one waits up to 5 s for a slot), the
 * attempt reserved before the check, a growing delay once the name has failed often across
 * addresses, then the check in its lane of this server's gate (`known`: an account with a
 * password has the name). A failed check keeps its reservation.
 */
export async function limitedPasswordCheck(
  deps: Deps,
  {
    userName,
    ip,
    signal,
    known,
  }: { userName: string; ip: string; signal: AbortSignal; known: boolean },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const { db, config, clock } = deps;
  const leaseMs =
    config.requestTimeoutSeconds * 1000 + config.loginSlowdownMaxMs + SLOT_LEASE_EXTRA_MS;
  const take = () =>
    takeSlot(db, signInLimitKeys.checks(ip), config.loginChecksPerAddress, leaseMs, clock.now());
  let slot = await take();
  for (let waited = 0; !slot && waited < SLOT_WAIT_MS; waited += SLOT_POLL_MS) {
    await clock.sleep(SLOT_POLL_MS, signal);
    slot = await take();
  }
  if (!slot) throw tooMany(1);
  try {
    const attempts = await reserve(deps, userName, ip);
    const delay = slowdownMs(attempts, config.loginSlowdownAfter, config.loginSlowdownMaxMs);
    await clock.sleep(delay, signal);
    const matches = await deps.passwordChecks.run(checkLane(known, attempts), check, signal);
    if (matches) await settleSuccess(deps, userName, ip);
    return matches;
  } finally {
    await releaseSlot(db, slot);
  }
}
