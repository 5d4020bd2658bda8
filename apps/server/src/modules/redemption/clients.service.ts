import type { CampaignType } from '@console/contract/constants';
import type { ClientInput, IntegrationClient } from '@console/contract/schemas/redemption';
import type { AuthUser, Deps, MachineCaller } from '../../context';
import {
  issueCredential,
  revokeCredential,
  rotateCredential,
} from '../../credentials/machine-credentials';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { CampaignRow } from '../campaigns/campaigns.tables';
import { clientsRepository as repo } from './clients.repository';
import type { IntegrationClientRow } from './redemption.tables';

/**
 * Integration clients: payment systems that redeem campaigns. Each holds one integration key
 * (docs/decisions/machine-credentials.md: a `machine_credentials` row whose subject is the
 * client; only its hash is kept), shown once when issued or rotated.
 */

export interface Client {
  id: number;
  campaignTypes: CampaignType[];
  campaignIds: number[];
}

const scopeOf = (row: IntegrationClientRow): Client => ({
  id: row.id,
  campaignTypes: JSON.parse(row.campaign_types) as CampaignType[],
  campaignIds: JSON.parse(row.campaign_ids) as number[],
});

/** The calling client's scope; a revoked client's key no longer authenticates anyway. */
export async function clientOf(db: Db, caller: MachineCaller): Promise<Client> {
  const row = await repo.find(db, caller.subjectId);
  if (!row || row.revoked_at) throw new AppError('auth.unauthenticated');
  return scopeOf(row);
}

/** Whether a client may redeem a campaign: by its id, or by its type. */
export function inScope(client: Client, campaign: Pick<CampaignRow, 'id' | 'type'>): boolean {
  return client.campaignIds.includes(campaign.id) || client.campaignTypes.includes(campaign.type);
}

type Listed = IntegrationClientRow & { last_used_at: string | null };

function toItem(row: Listed): IntegrationClient {
  const scope = scopeOf(row);
  return {
    id: row.id,
    name: row.name,
    campaignTypes: scope.campaignTypes,
    campaignIds: scope.campaignIds,
    createdBy: row.created_by,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

async function findClient(db: Db, id: number): Promise<Listed> {
  const row = await repo.findListed(db, id);
  if (!row) throw new AppError('redemption.client_not_found');
  return row;
}

export async function listClients(
  { db }: Deps,
  q: { page: number; pageSize: number; order: 'asc' | 'desc' },
) {
  const { rows, total } = await repo.page(db, q, q.order === 'asc' ? 'desc' : 'asc');
  return { total, list: rows.map(toItem) };
}

/** A new client and its key; the key is in this answer only. */
export async function createClient(deps: Deps, actor: AuthUser, input: ClientInput) {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const id = await repo.insert(trx, {
      name: input.name,
      campaign_types: JSON.stringify([...new Set(input.campaignTypes)]),
      campaign_ids: JSON.stringify([...new Set(input.campaignIds)]),
      created_by: actor.user_name,
      created_at: now.toISOString(),
    });
    const credential = await issueCredential(trx, 'integration', id, input.name, now);
    await repo.setCredential(trx, id, credential.id);
    return { item: toItem(await findClient(trx, id)), key: credential.token };
  });
}

/** A new key for the client; the old one stops at once. */
export async function rotateClient(deps: Deps, id: number) {
  const row = await findClient(deps.db, id);
  if (row.revoked_at || row.credential_id === null) throw new AppError('redemption.client_revoked');
  const key = await rotateCredential(deps.db, row.credential_id, deps.clock.now());
  if (!key) throw new AppError('redemption.client_revoked');
  return { item: toItem(await findClient(deps.db, id)), key };
}

/** Stops the client's key for good; revoking again changes nothing. */
export async function revokeClient(deps: Deps, id: number) {
  const row = await findClient(deps.db, id);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (row.credential_id !== null) await revokeCredential(trx, row.credential_id, now);
    await repo.revoke(trx, id, now.toISOString());
  });
  return { item: toItem(await findClient(deps.db, id)) };
}
