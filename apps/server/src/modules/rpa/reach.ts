import type { AuthUser, Deps } from '../../context';
import { AppError } from '../../errors';
import { reachOwned, reachParent } from '../parents/parent-scope';
import { rpaRepository } from './rpa.repository';

/** A parent whose jobs the caller reaches, by the rule of parents/parent-scope.ts. */
export const reachRpaParent = (deps: Deps, user: AuthUser, adminId: number) =>
  reachParent(deps.db, user, adminId, 'rpa.parent_not_found');

/**
 * A job the caller reaches: employees are told it is not there, a parent learns nothing of others'
 * (403); a deleted job is not there for either.
 */
export async function reachJob(deps: Deps, user: AuthUser, id: number) {
  const job = reachOwned(user, await rpaRepository.find(deps.db, id), 'rpa.not_found');
  if (job.state === 'deleted') throw new AppError('rpa.not_found');
  return job;
}
