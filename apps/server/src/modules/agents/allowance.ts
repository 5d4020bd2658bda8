import { agentAllowance } from '@console/contract/licence';
import type { Db } from '../../db/database';
import { usersRepository } from '../../db/users.repository';

/**
 * How many agents the parent may have linked at `now`: his package's (the contract's
 * `agentAllowance`, docs/decisions/pricing.md "What a licence buys"). A parent not found has no
 * paid package.
 */
export async function allowanceOf(db: Db, adminId: number, now: Date): Promise<number> {
  const row = await usersRepository.findById(db, adminId);
  return agentAllowance(
    { package: row?.admin_role ?? 'free', end: row?.subscription_end ?? null },
    now,
  );
}
