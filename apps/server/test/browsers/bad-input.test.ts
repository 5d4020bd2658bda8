import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RouteId } from '@console/contract/routes';
import { routes } from '@console/contract/routes';
import { call, captchaToken, createTestApp, encrypted, login, type TestApp } from '../helpers/app';
import { browserRows } from '../helpers/browsers';
import {
  expectFailure,
  expectFieldErrors,
  sendingCases,
  successfulWrites,
} from '../helpers/expect';

let t: TestApp;
let token: string;
let snapshot: () => Promise<unknown>;
let before: unknown;

beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, 'operator1')).access_token;
  snapshot = async () => ({
    browsers: await browserRows(t.deps.db),
    versions: await t.deps.db.selectFrom('browser_rule_versions').selectAll().execute(),
    writes: await successfulWrites(t.deps.db),
    // Sign-in limits; a route's per-address call counter counts bad calls too, as it should.
    limits: await t.deps.db
      .selectFrom('limit_counters')
      .selectAll()
      .where('key', 'not like', 'route %')
      .execute(),
    captchas: await t.deps.db.selectFrom('captcha_uses').selectAll().execute(),
    sessions: await t.deps.db.selectFrom('refresh_tokens').selectAll().execute(),
  });
});
afterAll(() => t.close());

beforeEach(async () => {
  before = await snapshot();
});

/** Nothing the bad call could have written: rows, versions, successful writes, sign-in state. */
async function expectNothingWritten() {
  expect(await snapshot()).toEqual(before);
}

const send = (id: RouteId, input: Record<string, unknown>) => call(t.app, id, input, { token });
const long = (n: number) => 'x'.repeat(n);

type Case = [string, Record<string, unknown>, { path: string; message: string }[]];

const listCases: Case[] = [
  [
    'page size over 100',
    { page_size: 101 },
    [{ path: 'page_size', message: 'validation.too_big' }],
  ],
  [
    'page size as text',
    { page_size: '10' },
    [{ path: 'page_size', message: 'validation.invalid' }],
  ],
  ['page 0', { page: 0 }, [{ path: 'page', message: 'validation.too_small' }]],
  ['fractional page', { page: 1.5 }, [{ path: 'page', message: 'validation.not_integer' }]],
  ['unknown order', { order: 'up' }, [{ path: 'order', message: 'validation.invalid_option' }]],
  [
    'unknown sort',
    { sort: 'file_description' },
    [{ path: 'sort', message: 'validation.invalid_option' }],
  ],
  [
    'keyword too long',
    { keyword: long(101) },
    [{ path: 'keyword', message: 'validation.too_long' }],
  ],
];

const idCases: Case[] = [
  ['no id', {}, [{ path: 'id', message: 'validation.required' }]],
  ['id as text', { id: 'abc' }, [{ path: 'id', message: 'validation.invalid' }]],
  ['fractional id', { id: 1.5 }, [{ path: 'id', message: 'validation.not_integer' }]],
  ['id 0', { id: 0 }, [{ path: 'id', message: 'validation.too_small' }]],
  ['negative id', { id: -4 }, [{ path: 'id', message: 'validation.too_small' }]],
];

const fieldCases: Case[] = [
  [
    'nothing',
    {},
    [
      { path: 'browser_name', message: 'validation.browser_name_required' },
      { path: 'file_name', message: 'validation.file_name_required' },
    ],
  ],
  [
    'blank names',
    { browser_name: '   ', file_name: ' ' },
    [
      { path: 'browser_name', message: 'validation.browser_name_required' },
      { path: 'file_name', message: 'validation.file_name_required' },
    ],
  ],
  [
    'browser name too long',
    { browser_name: long(101), file_name: 'ok.exe' },
    [{ path: 'browser_name', message: 'validation.too_long' }],
  ],
  [
    'file name too long',
    { browser_name: 'Ok', file_name: `${long(252)}.exe` },
    [{ path: 'file_name', message: 'validation.too_long' }],
  ],
  [
    'file name with a slash',
    { browser_name: 'Ok', file_name: 'bin/evil.exe' },
    [{ path: 'file_name', message: 'validation.invalid' }],
  ],
  [
    'file name with a backslash',
    { browser_name: 'Ok', file_name: 'C:\\evil.exe' },
    [{ path: 'file_name', message: 'validation.invalid' }],
  ],
  [
    'file name with a wildcard',
    { browser_name: 'Ok', file_name: '*.exe' },
    [{ path: 'file_name', message: 'validation.invalid' }],
  ],
  [
    'original name too long',
    { browser_name: 'Ok', file_name: 'ok.exe', original_name: long(256) },
    [{ path: 'original_name', message: 'validation.too_long' }],
  ],
  [
    'description too long',
    { browser_name: 'Ok', file_name: 'ok.exe', file_description: long(1001) },
    [{ path: 'file_description', message: 'validation.too_long' }],
  ],
  [
    'description not text',
    { browser_name: 'Ok', file_name: 'ok.exe', file_description: 42 },
    [{ path: 'file_description', message: 'validation.invalid' }],
  ],
  [
    'names not text',
    { browser_name: ['Ok'], file_name: { name: 'ok.exe' } },
    [
      { path: 'browser_name', message: 'validation.invalid' },
      { path: 'file_name', message: 'validation.invalid' },
    ],
  ],
];

describe('bad input to blocked-browser calls: 400 with field errors, nothing written', () => {
  it.each(listCases)('list: %s', async (_name, input, expected) => {
    expectFieldErrors(await send('browsers.list', input), expected);
    await expectNothingWritten();
  });

  it.each(idCases)('get: %s', async (_name, input, expected) => {
    expectFieldErrors(await send('browsers.get', input), expected);
    await expectNothingWritten();
  });

  it.each(fieldCases)('create: %s', async (_name, input, expected) => {
    expectFieldErrors(await send('browsers.create', input), expected);
    await expectNothingWritten();
  });

  it.each(sendingCases(fieldCases))('edit: %s', async (_name, input, expected) => {
    expectFieldErrors(await send('browsers.edit', { id: 1, ...input }), expected);
    await expectNothingWritten();
  });

  it.each(idCases)('edit: %s', async (_name, input, expected) => {
    const res = await send('browsers.edit', {
      browser_name: 'Changed',
      file_name: 'changed.exe',
      ...input,
    });
    expectFieldErrors(res, expected);
    await expectNothingWritten();
  });

  it.each(idCases)('delete: %s', async (_name, input, expected) => {
    expectFieldErrors(await send('browsers.delete', input), expected);
    await expectNothingWritten();
  });

  it('apply takes no input: query fields are ignored, not trusted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${routes['browsers.apply'].path}?version=99&applied_by=mallory`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ version: 2, applied_by: 'operator1' });
  });

  it('explains each field error in words, with its limit', async () => {
    const res = await send('browsers.create', { browser_name: long(101), file_name: 'ok.exe' });
    const body = expectFieldErrors(res, [{ path: 'browser_name', message: 'validation.too_long' }]);
    expect(body.errors?.[0]?.detail).toBe('Must be at most 100 characters');
    const vi = await call(t.app, 'browsers.create', {}, { token, headers: { cookie: 'lang=vi' } });
    expect(vi.json().errors[0].detail).toBe('Vui lòng nhập tên trình duyệt');
  });

  it('answers malformed JSON with the 400 envelope and writes nothing', async () => {
    for (const id of [
      'browsers.create',
      'browsers.edit',
      'browsers.delete',
      'browsers.list',
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: routes[id].path,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"browser_name": "Broken", "file_name": ',
      });
      expectFailure(res, 400, 'common.invalid_input');
    }
    await expectNothingWritten();
  });

  it('answers a body over 1 MB with the 413 envelope and writes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: routes['browsers.create'].path,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        browser_name: 'Big',
        file_name: 'big.exe',
        file_description: long(1_100_000),
      }),
    });
    expectFailure(res, 413, 'common.payload_too_large');
    await expectNothingWritten();
  });
});

describe('bad input to the login call: 400 with field errors, nothing written', () => {
  const loginCases: Case[] = [
    [
      'nothing',
      {},
      [
        { path: 'username', message: 'validation.username_required' },
        { path: 'password', message: 'validation.password_required' },
      ],
    ],
    [
      'blank username',
      { username: '   ', password: 'x' },
      [{ path: 'username', message: 'validation.username_required' }],
    ],
    [
      'username too long',
      { username: long(201), password: 'x' },
      [{ path: 'username', message: 'validation.too_long' }],
    ],
    [
      'username not text',
      { username: 12345678, password: 'x' },
      [{ path: 'username', message: 'validation.invalid' }],
    ],
    [
      'empty password',
      { username: 'admin001', password: '' },
      [{ path: 'password', message: 'validation.password_required' }],
    ],
    [
      'password too long',
      { username: 'admin001', password: long(2049) },
      [{ path: 'password', message: 'validation.too_long' }],
    ],
    [
      'captcha token too long',
      { username: 'admin001', password: 'x', token: long(4097) },
      [{ path: 'token', message: 'validation.too_long' }],
    ],
  ];

  it.each(loginCases)('login: %s', async (_name, input, expected) => {
    const withCaptcha = 'token' in input ? input : { ...input, token: await captchaToken(t.app) };
    expectFieldErrors(await call(t.app, 'auth.login', withCaptcha), expected);
    await expectNothingWritten();
  });

  it('does not spend the captcha of a refused request', async () => {
    const captcha = await captchaToken(t.app);
    expectFieldErrors(
      await call(t.app, 'auth.login', { username: '', password: 'x', token: captcha }),
      [{ path: 'username', message: 'validation.username_required' }],
    );
    const retry = await call(t.app, 'auth.login', {
      username: 'admin001',
      password: await encrypted(t.app, 'Admin@12345'),
      token: captcha,
    });
    expect(retry.statusCode).toBe(200);
  });

  it('answers malformed JSON with the 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: routes['auth.login'].path,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": admin001}',
    });
    expectFailure(res, 400, 'common.invalid_input');
    await expectNothingWritten();
  });
});
