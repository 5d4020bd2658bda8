import { describe, expect, it } from 'vitest';
import { call } from '../helpers/app';
import { draftCampaign } from '../helpers/campaigns';
import { expectFailure } from '../helpers/expect';
import { upload, xlsx } from '../helpers/merter';
import { useMerterWorld } from '../helpers/merter-world';

/**
 * Which campaigns take mer-ter files (draft, pending, waiting, running, locked: not a rejected
 * one), and what a lock leaves in the history: who, and which terminal or phone of which
 * campaign.
 */
const { world, files, uploaded } = useMerterWorld();

describe('a rejected campaign', () => {
  it('takes no file, and its files are not applied', async () => {
    const { t, supporter, manager } = world;
    const campaignId = await draftCampaign(t.app, supporter, 'merchant');
    const file = await uploaded(campaignId, await xlsx([['M0002', 'M0002-T01']]));
    await t.deps.jobs.runDue();
    expect((await files(campaignId))[0]).toMatchObject({ id: file.id, status: 'done', valid: 1 });

    const run = (id: string, input: Record<string, unknown>, token: string) =>
      call(t.app, id as 'campaigns.submit', input, { token });
    expect((await run('campaigns.submit', { id: campaignId }, supporter)).statusCode).toBe(200);
    const rejected = await run('campaigns.reject', { id: campaignId, reason: 'Sai' }, manager);
    expect(rejected.json().item.state).toBe('rejected');

    const again = await upload(t.app, supporter, campaignId, await xlsx([['M0002', 'M0002-T02']]));
    expectFailure(again, 409, 'merter.campaign_state');
    expectFailure(
      await call(t.app, 'merter.apply', { fileId: file.id }, { token: supporter }),
      409,
      'merter.campaign_state',
    );
    const terminals = await call(t.app, 'merter.terminals', { campaignId }, { token: world.risk });
    expect(terminals.json().total).toBe(0);
  });
});

describe('a lock’s history', () => {
  it('names the terminal and its campaign', async () => {
    const { t, supporter } = world;
    const campaignId = await draftCampaign(t.app, supporter, 'merchant');
    const file = await uploaded(campaignId, await xlsx([['M0002', 'M0002-T04']]));
    await t.deps.jobs.runDue();
    const applied = await call(t.app, 'merter.apply', { fileId: file.id }, { token: supporter });
    expect(applied.statusCode, applied.body).toBe(200);
    const [row] = (
      await call(t.app, 'merter.terminals', { campaignId }, { token: supporter })
    ).json().list;
    const lock = { campaignId, terminalId: row.terminalId, status: 'locked' };
    const res = await call(t.app, 'merter.changeTerminal', lock, { token: supporter });
    expect(res.statusCode, res.body).toBe(200);
    const [last] = await t.deps.db
      .selectFrom('transitions')
      .select(['action', 'actor_name', 'details'])
      .where('machine', '=', 'campaign_terminal')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(last).toMatchObject({ action: 'lock', actor_name: 'supporter1' });
    expect(JSON.parse(last!.details)).toEqual({
      campaign_id: campaignId,
      terminal_code: 'M0002-T04',
    });
  });
});
