import crypto from 'node:crypto';
import type { MachineAccess } from '@console/contract/access';
import type { MachineCaller } from '../context';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { machineCredentialsRepository as repo } from './machine-credentials.repository';

/**
 * Credentials of machines (docs/decisions/machine-credentials.md): a desktop agent's secret, a
 * payment system's integration key. A token reads `<prefix>_<id>.<secret>`: the id finds the row,
 * the secret (32 random bytes) is compared with the kept SHA-256 hash. The token is shown once,
 * when issued or rotated; it is never stored or logged.
 */
const PREFIX: Record<MachineAccess, string> = { agent: 'agt', integration: 'int' };
const TOKEN = /^([a-z]{3})_(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const hash = (secret: string) => crypto.createHash('sha256').update(secret).digest();
const newSecret = () => crypto.randomBytes(32).toString('base64url');
const tokenOf = (kind: MachineAccess, id: number, secret: string) =>
  `${PREFIX[kind]}_${id}.${secret}`;

export async function issueCredential(
  db: Db,
  kind: MachineAccess,
  subjectId: number,
  name: string,
  now: Date,
): Promise<{ id: number; token: string }> {
  const secret = newSecret();
  const id = await repo.insert(db, {
    kind,
    subject_id: subjectId,
    name,
    secret_hash: hash(secret).toString('hex'),
    created_at: now.toISOString(),
  });
  return { id, token: tokenOf(kind, id, secret) };
}

/**
 * A new secret for the same credential; the old one stops working at once. Null when the
 * credential is revoked, or another rotation replaced the secret first.
 */
export async function rotateCredential(db: Db, id: number, now: Date): Promise<string | null> {
  const row = await repo.find(db, id);
  if (!row || row.revoked_at) return null;
  const secret = newSecret();
  const changed = await repo.replaceSecret(
    db,
    id,
    row.secret_hash,
    hash(secret).toString('hex'),
    now,
  );
  return changed ? tokenOf(row.kind, id, secret) : null;
}

export function revokeCredential(db: Db, id: number, now: Date): Promise<boolean> {
  return repo.revoke(db, id, now);
}

/**
 * The machine a bearer token names, or 401. The comparison takes the same time whether or not
 * the id exists, so a caller learns nothing from how long a refusal takes.
 */
export async function authenticateMachine(
  db: Db,
  kind: MachineAccess,
  token: string | undefined,
  now: Date,
): Promise<MachineCaller> {
  const match = token ? TOKEN.exec(token) : null;
  const row = match && match[1] === PREFIX[kind] ? await repo.find(db, Number(match[2])) : null;
  const expected = row ? Buffer.from(row.secret_hash, 'hex') : crypto.randomBytes(32);
  const given = hash(match?.[3] ?? '');
  const same = crypto.timingSafeEqual(expected, given);
  if (!row || !same || row.kind !== kind || row.revoked_at) {
    throw new AppError('auth.unauthenticated');
  }
  await repo.touch(db, row.id, now);
  return { kind, credentialId: row.id, subjectId: row.subject_id, name: row.name };
}
