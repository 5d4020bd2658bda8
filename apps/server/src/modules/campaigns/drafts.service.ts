import type { Insertable } from 'kysely';
import { campaignMachine } from '@console/contract/machines/campaign';
import type {
  CampaignEditInput,
  CampaignHeaderInput,
  CampaignInput,
} from '@console/contract/schemas/campaigns';
import type { AuthUser, Deps } from '../../context';
import { recordTransition } from '../../machines/transitions';
import { campaignsRepository as repo } from './campaigns.repository';
import type { CampaignsTable } from './campaigns.tables';
import { assertStartsLater, columnsOf, inputOf, rejectDuplicate } from './form';
import { assertActionable, findCampaign, refusalAfterRace } from './guards';
import { EMPTY_DETAILS, searchTextOf, toItem, utc } from './items';

/** A new draft with these columns, created by `actor` now; the start must be in the future. */
async function insertDraft(
  deps: Deps,
  actor: AuthUser,
  columns: Omit<Insertable<CampaignsTable>, 'state' | 'created_by' | 'created_at' | 'updated_at'>,
) {
  const now = deps.clock.now();
  assertStartsLater(columns.start_time, now);
  const at = now.toISOString();
  const row = await repo
    .insert(deps.db, {
      ...columns,
      merchant_name: columns.merchant_code
        ? ((await repo.merchantByCode(deps.db, columns.merchant_code))?.name ?? '')
        : '',
      state: 'draft',
      submitted_by: null,
      created_by: actor.user_name,
      created_at: at,
      updated_at: at,
    })
    .catch(rejectDuplicate);
  return toItem(row);
}

/** Campaign/Create: a draft from the header; its details are filled in by an edit. */
export function createDraft(deps: Deps, actor: AuthUser, header: CampaignHeaderInput) {
  return insertDraft(deps, actor, {
    type: header.type,
    name: header.name,
    code: header.code,
    code_key: header.code.toLowerCase(),
    search_text: searchTextOf(header.name, header.code),
    start_time: utc(header.startTime),
    end_time: utc(header.endTime),
    max_budget: null,
    details: JSON.stringify(EMPTY_DETAILS),
  });
}

/** CampaignFull/Create: a draft with every detail, checked whole. */
export function createFull(deps: Deps, actor: AuthUser, input: CampaignInput) {
  return insertDraft(deps, actor, columnsOf(input));
}

/**
 * CampaignFull/Edit: replaces the details of a draft or rejected campaign, as of the version the
 * editor read; the history keeps which fields changed.
 */
export async function editCampaign(deps: Deps, actor: AuthUser, edit: CampaignEditInput) {
  const { id, version, ...input } = edit;
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await findCampaign(trx, id);
    assertActionable(row, 'edit', version);
    assertStartsLater(input.startTime, now);
    const before = inputOf(row);
    const columns = columnsOf(input as CampaignInput);
    const merchantName =
      columns.merchant_code === row.merchant_code
        ? row.merchant_name
        : columns.merchant_code
          ? ((await repo.merchantByCode(trx, columns.merchant_code))?.name ?? '')
          : '';
    const at = now.toISOString();
    const updated = await repo
      .updateAsOf(trx, row, { ...columns, merchant_name: merchantName, updated_at: at })
      .catch(rejectDuplicate);
    if (!updated) return refusalAfterRace(trx, id, 'edit');
    const after = inputOf(updated);
    const changed = Object.keys(after).filter(
      (key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]),
    );
    await recordTransition(trx, campaignMachine, {
      entityId: id,
      action: 'edit',
      from: row.state,
      actor: { id: actor.id, name: actor.user_name },
      details: { changed },
      at,
    });
    return toItem(updated);
  });
}
