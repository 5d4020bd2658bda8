import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@console/contract/routes';
import { call, login, type TestApp } from '../helpers/app';
import { draftCampaign } from '../helpers/campaigns';
import { expectFailure } from '../helpers/expect';
import { readXlsx, upload, xlsx } from '../helpers/merter';
import { useMerterWorld } from '../helpers/merter-world';

/**
 * Who may use the mer-ter calls, and the template, on the real database (set-up:
 * helpers/merter-world.ts): the risk officer and the manager read but do not write, the operator
 * does not read; the template's header row is in the caller's language.
 */
const { world, files } = useMerterWorld();
let t: TestApp;
let supporter: string;
let manager: string;
let risk: string;
beforeAll(() => {
  ({ t, supporter, manager, risk } = world);
});

describe('who may', () => {
  it('lets the risk officer and the manager read but not upload, apply or lock', async () => {
    const campaignId = await draftCampaign(t.app, supporter, 'bank');
    const bytes = await xlsx([['M0001', 'M0001-T01']]);
    for (const token of [risk, manager]) {
      expectFailure(await upload(t.app, token, campaignId, bytes), 403, 'common.permission_denied');
      expectFailure(
        await call(t.app, 'merter.applyAll', { campaignId }, { token }),
        403,
        'common.permission_denied',
      );
      const read = await call(t.app, 'merter.status', { campaignId }, { token });
      expect(read.statusCode).toBe(200);
    }
    const operator = (await login(t.app, 'operator1')).access_token;
    expectFailure(
      await call(t.app, 'merter.status', { campaignId }, { token: operator }),
      403,
      'common.permission_denied',
    );
    expect(await files(campaignId)).toEqual([]);
  });
});

describe('the template', () => {
  it('is an xlsx with the header row in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: routes['merter.template'].path,
      headers: { authorization: `Bearer ${risk}`, cookie: 'lang=vi' },
    });
    expect(res.statusCode).toBe(200);
    expect(await readXlsx(res.rawPayload)).toEqual([['Mã đơn vị', 'Mã điểm bán']]);
  });
});
