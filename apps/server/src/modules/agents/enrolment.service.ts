import crypto from 'node:crypto';
import { OTP_TTL_MS } from '@console/contract/schemas/agents';
import type { Deps } from '../../context';
import { isUniqueViolation } from '../../db/database';
import {
  issueCredential,
  revokeCredential,
  rotateCredential,
} from '../../credentials/machine-credentials';
import { AppError } from '../../errors';
import { agentsRepository as repo } from './agents.repository';
import { iso, sha256 } from './answers';
import { linksRepository } from './links.repository';

/** A check-in writes `last_seen_at` at most this often: online means seen in the last 60 s. */
const SEEN_FRESH_MS = 5_000;
/** Letters and digits a person reads without confusing them (no 0/O, 1/I/L). */
const OTP_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const OTP_LENGTH = 6;

/**
 * Enrols an agent by its install id (kept as its SHA-256). A repeated enrolment of the same
 * install answers the same agent with a new secret, the old one revoked: an agent that lost its
 * answer, or its secret, enrols again and carries on, links and settings kept
 * (docs/decisions/agents.md).
 */
export async function enrol(
  deps: Deps,
  input: { install_id: string; name: string; version: string; os_admin: boolean },
): Promise<{ agent_id: number; token: string }> {
  const db = deps.db;
  const now = deps.clock.now();
  const installHash = sha256(input.install_id);
  let agent = await repo.findByInstall(db, installHash);
  if (!agent) {
    try {
      agent = await repo.insert(db, {
        install_id: installHash,
        name: input.name,
        version: input.version,
        os_admin: input.os_admin ? 1 : 0,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      const { token } = await issueCredential(db, 'agent', agent.id, input.name, now);
      return { agent_id: agent.id, token };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      agent = await repo.findByInstall(db, installHash);
      if (!agent) throw error;
    }
  }
  await repo.update(db, agent.id, {
    version: input.version,
    os_admin: input.os_admin ? 1 : 0,
    updated_at: now.toISOString(),
  });
  const live = await repo.liveCredentials(db, agent.id);
  const [keep, ...others] = live;
  for (const other of others) await revokeCredential(db, other.id, now);
  const token = keep ? await rotateCredential(db, keep.id, now) : null;
  if (token) return { agent_id: agent.id, token };
  const issued = await issueCredential(db, 'agent', agent.id, agent.name, now);
  return { agent_id: agent.id, token: issued.token };
}

/**
 * What a check-in reports before it waits: `last_seen_at` (at most every 5 s), and the version
 * and admin rights the agent reports when they changed.
 */
export async function recordCheckIn(
  deps: Deps,
  agentId: number,
  input: { version?: string; os_admin?: boolean },
): Promise<void> {
  const now = deps.clock.now();
  await repo.touchSeen(deps.db, agentId, now, SEEN_FRESH_MS);
  const agent = await repo.find(deps.db, agentId);
  if (!agent) throw new AppError('agents.not_found');
  const reported = {
    ...(input.version !== undefined &&
      input.version !== agent.version && { version: input.version }),
    ...(input.os_admin !== undefined &&
      (input.os_admin ? 1 : 0) !== agent.os_admin && { os_admin: input.os_admin ? 1 : 0 }),
  };
  if (Object.keys(reported).length > 0) {
    await repo.update(deps.db, agentId, { ...reported, updated_at: now.toISOString() });
  }
}

/** A new OTP for the agent to show; it replaces the one before. */
export async function showOtp(deps: Deps, agentId: number) {
  const now = deps.clock.now();
  const bytes = crypto.randomBytes(OTP_LENGTH);
  const otp = Array.from(bytes, (b) => OTP_ALPHABET[b % OTP_ALPHABET.length]).join('');
  const expiresAt = iso(now.getTime() + OTP_TTL_MS);
  await deps.db.transaction().execute(async (trx) => {
    await linksRepository.replaceOtp(trx, agentId, sha256(otp), expiresAt, now.toISOString());
  });
  return { otp, expires_at: expiresAt };
}
