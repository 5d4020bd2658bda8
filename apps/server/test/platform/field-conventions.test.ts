import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeIds, routes, type RouteDef } from '@console/contract/routes';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { draftCampaign } from '../helpers/campaigns';
import { expectFieldErrors } from '../helpers/expect';
import { keyPaths } from '../helpers/schema-fields';

/**
 * One field convention per protocol family (docs/decisions/field-conventions.md): every `/rpc/`
 * call takes and answers camelCase keys only, read off the route table so a new call is held to
 * it when declared; a snake_case key sent to one is not read (objects drop unknown keys), so the
 * call answers as if it were missing, naming the camelCase field.
 */
const rpcIds = routeIds.filter((id) => (routes[id] as RouteDef).path.startsWith('/rpc/'));
const isSnake = (path: string) => path.split('.').some((key) => key.includes('_'));

describe('the /rpc/ services speak camelCase', () => {
  it('are the campaign console’s services, all of them', () => {
    expect(rpcIds).toEqual(
      expect.arrayContaining([
        'auth.rpcLogin',
        'blocklists.lockTerminal',
        'merter.resultLink',
        'redemption.clients.list',
        'employees.list',
      ]),
    );
  });

  it.each(rpcIds)('%s declares no snake_case key it takes or answers', (id) => {
    const def = routes[id] as RouteDef;
    expect(keyPaths(def.request, 'input').filter(isSnake), `${id} request`).toEqual([]);
    expect(keyPaths(def.response, 'output').filter(isSnake), `${id} answer`).toEqual([]);
  });

  it('finds keys at any depth, on the side each reads', () => {
    expect(keyPaths(routes['blocklists.lockTerminal'].response, 'output')).toContain(
      'item.reasonText',
    );
    expect(keyPaths(routes['merter.status'].request, 'input')).toEqual(
      expect.arrayContaining(['campaignId', 'fileId', 'pageSize']),
    );
  });
});

describe('a snake_case field sent to an /rpc/ call', () => {
  let t: TestApp;
  let supporter: string;
  let campaignId: number;
  beforeAll(async () => {
    t = await createTestApp();
    supporter = (await login(t.app, 'supporter1')).access_token;
    campaignId = await draftCampaign(t.app, supporter, 'bank');
  });
  afterAll(() => t.close());

  const run = (id: string, input: Record<string, unknown>) =>
    call(t.app, id as never, input, { token: supporter });

  it('is not read: the camelCase field is missing, and the 400 names it', async () => {
    expectFieldErrors(await run('merter.status', { campaign_id: campaignId }), [
      { path: 'campaignId', message: 'validation.required' },
    ]);
    expectFieldErrors(
      await run('blocklists.lockTerminal', {
        merchant_code: 'M0001',
        terminal_code: 'M0001-T01',
        reason: 'fraud',
      }),
      [
        { path: 'merchantCode', message: 'validation.required' },
        { path: 'terminalCode', message: 'validation.required' },
      ],
    );
    // `other` needs a text: sent as reason_text, it is not there.
    expectFieldErrors(
      await run('blocklists.lockCustomer', {
        phone: '0912345678',
        reason: 'other',
        reason_text: 'seen at two shops',
      }),
      [{ path: 'reasonText', message: 'validation.reason_required' }],
    );
  });

  it('is not read in the query string of the download link either', async () => {
    const def = routes['merter.resultLink'];
    const link = (query: string) =>
      t.app.inject({
        method: def.method,
        url: `${def.path}?${query}`,
        headers: { authorization: `Bearer ${supporter}` },
      });
    // An id read from text: missing, it is not a number (`pathId`).
    expectFieldErrors(await link('file_id=1'), [{ path: 'fileId', message: 'validation.invalid' }]);
    // The camelCase field is read: a file nobody uploaded is not found, not bad input.
    expect((await link('fileId=999999')).statusCode).toBe(404);
  });

  it('does not page a list: page_size is ignored, pageSize is read', async () => {
    const list = (paging: Record<string, number>) =>
      run('blocklists.merchants', paging).then((res) => answerOf('blocklists.merchants', res));
    const all = await list({ page_size: 1 });
    expect(all.list.length).toBeGreaterThan(1);
    expect(all.list[0]).toHaveProperty('merchantCode');
    expect(all.list[0]).not.toHaveProperty('merchant_code');
    expect((await list({ pageSize: 1 })).list).toHaveLength(1);
  });
});
