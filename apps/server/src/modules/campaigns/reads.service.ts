import { campaignMachine } from '@console/contract/machines/campaign';
import type { CampaignListRequest } from '@console/contract/schemas/campaigns';
import { foldSearch } from '@console/contract/search';
import type { Deps } from '../../context';
import { historyOf } from '../../machines/transitions';
import { campaignsRepository as repo } from './campaigns.repository';
import { findCampaign } from './guards';
import { bankIdOf, detailsOf, toItem, toRevision, toSummary, utc } from './items';

/** The campaigns' lists and reads: a page of campaigns, one with its history, its budget. */

export async function listCampaigns({ db }: Deps, q: CampaignListRequest) {
  const { rows, total } = await repo.list(db, {
    ...q,
    keyword: foldSearch(q.keyword),
    ...(q.from && { from: utc(q.from) }),
    ...(q.to && { to: utc(q.to) }),
    ...(q.bank && { bank: bankIdOf(q.bank) }),
  });
  return { total, list: rows.map(toSummary) };
}

export async function getCampaign({ db }: Pick<Deps, 'db'>, id: number) {
  const row = await findCampaign(db, id);
  const history = await historyOf(db, [campaignMachine], id);
  const pending = await repo.pendingRevision(db, id);
  return {
    item: toItem(row),
    pendingRevision: pending ? toRevision(pending) : null,
    history: history.map((h) => ({
      action: h.action,
      from: h.from_state,
      to: h.to_state,
      actorName: h.actor_name,
      reason: h.reason,
      details: JSON.parse(h.details) as Record<string, unknown>,
      at: h.at,
    })),
  };
}

export async function budgetOf({ db }: Deps, id: number) {
  const row = await findCampaign(db, id);
  // The live counters redemption keeps (modules/redemption, docs/decisions/redemption.md).
  const live = await repo.liveCounters(db, id);
  const used = BigInt(live?.budget_used ?? 0);
  const max = row.max_budget === null ? null : BigInt(row.max_budget);
  return {
    maxBudget: max === null ? null : Number(max),
    used: used.toString(),
    remaining: max === null ? null : (max > used ? max - used : 0n).toString(),
    uses: Number(live?.uses ?? 0),
    totalUsageLimit: detailsOf(row).totalUsageLimit,
  };
}
