import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANKS } from '@console/contract/banks';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';

/** The campaign console's Bank service: the built-in catalogue, for every signed-in user. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, 'guest0001')).access_token;
});
afterAll(() => t.close());

const list = (input: Record<string, unknown>) =>
  call(t.app, 'bank.catalogueList', input, { token });
const codesOf = (res: { json(): { list: { bankCode: string }[] } }) =>
  res.json().list.map((b) => b.bankCode);

describe('/rpc/Bank/List', () => {
  it('pages the whole catalogue, 10 by default, with the real total', async () => {
    const first = await list({});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().total).toBe(BANKS.length);
    expect(first.json().list).toEqual(BANKS.slice(0, 10));
    const last = await list({ page: 3, pageSize: 15 });
    expect(last.json().list).toEqual(BANKS.slice(30, 45));
    expect((await list({ page: 9, pageSize: 50 })).json()).toEqual({
      success: true,
      total: BANKS.length,
      list: [],
    });
  });

  it('filters by name (Vietnamese, English or short, any case, accents or not) or by code', async () => {
    expect(codesOf(await list({ keyword: 'vietcombank' }))).toEqual(['203']);
    expect(codesOf(await list({ keyword: 'NGOAI THUONG' }))).toEqual(['203']);
    expect(codesOf(await list({ keyword: 'Ngoại Thương' }))).toEqual(['203']);
    expect(codesOf(await list({ keyword: 'foreign trade' }))).toEqual(['203']);
    expect(codesOf(await list({ keyword: '203' }))).toContain('203');
    expect(codesOf(await list({ keyword: '970436' }))).toEqual(['203']);
    expect((await list({ keyword: 'no such bank' })).json()).toMatchObject({ total: 0, list: [] });
  });

  it('takes a page size of 7, refuses 0 and 2.5', async () => {
    const body = (await list({ pageSize: 7 })).json();
    expect(body.list).toHaveLength(Math.min(7, body.total));
    expectFieldErrors(await list({ pageSize: 0 }), [
      { path: 'pageSize', message: 'validation.too_small' },
    ]);
    expectFieldErrors(await list({ pageSize: 2.5 }), [
      { path: 'pageSize', message: 'validation.not_integer' },
    ]);
  });
});

describe('/rpc/Bank/Get', () => {
  it('answers one bank by its code or its NAPAS id', async () => {
    const vcb = BANKS.find((b) => b.bankCode === '203')!;
    const byCode = await call(t.app, 'bank.catalogueGet', { code: '203' }, { token });
    expect(byCode.json()).toEqual({ success: true, item: vcb });
    const byId = await call(t.app, 'bank.catalogueGet', { code: vcb.bankId }, { token });
    expect(byId.json().item).toEqual(vcb);
  });

  it('answers 404 for a code not in the catalogue, 400 without one', async () => {
    const res = await call(t.app, 'bank.catalogueGet', { code: '999' }, { token });
    expectFailure(res, 404, 'bank.unknown_bank');
    expect(res.json().detail).toBe('No bank with this code in the catalogue');
    expectFieldErrors(await call(t.app, 'bank.catalogueGet', {}, { token }), [
      { path: 'code', message: 'validation.code_required' },
    ]);
  });

  it('needs a signed-in user', async () => {
    expectFailure(await call(t.app, 'bank.catalogueList', {}), 401, 'auth.unauthenticated');
    expectFailure(
      await call(t.app, 'bank.catalogueGet', { code: '203' }),
      401,
      'auth.unauthenticated',
    );
  });
});
