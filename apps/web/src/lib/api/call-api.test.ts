import { ErrorCode } from '@console/contract/errors';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { startSession as StartSession } from '../auth/session';
import { notifyError } from '../notify';
import type { callApi as CallApi } from './call-api';

vi.mock('../notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const store = new Map<string, string>();
const assign = vi.fn();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => store.set(key, value),
  removeItem: (key: string) => store.delete(key),
});
vi.stubGlobal('window', { addEventListener: vi.fn(), location: { pathname: '/browser', assign } });
vi.stubGlobal('document', { cookie: '', documentElement: {} });

// Imported once the browser globals above exist: the modules read them on load.

let callApi: typeof CallApi;
let startSession: typeof StartSession;

beforeAll(async () => {
  ({ callApi } = await import('./call-api'));
  ({ startSession } = await import('../auth/session'));
});

const json = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const expired = () =>
  json(401, {
    success: false,
    code: ErrorCode.TOKEN_EXPIRED,
    message: 'auth.token_expired',
    detail: '',
  });
const list = () =>
  json(200, { success: true, total: 0, list: [], applied: null, pending_changes: false });
const bearerOf = (init?: RequestInit) => (init?.headers as Record<string, string>).Authorization;

function serve(handler: (url: string, init?: RequestInit) => Promise<Response> | Response) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  store.clear();
  assign.mockClear();
  startSession({
    access_token: 'old-access',
    fresh_token: 'old-fresh',
    timezone: 'Asia/Ho_Chi_Minh',
    user_name: 'operator1',
    admin: false,
    id: 4,
    language: null,
  });
});

describe('callApi', () => {
  it('refreshes once for concurrent expired calls, then retries each with the new token', async () => {
    const fetchMock = serve(async (url, init) => {
      if (url.endsWith('/refresh_token')) {
        expect(bearerOf(init)).toBe('Bearer old-fresh');
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, { success: true, access_token: 'new-access', refresh_token: 'new-fresh' });
      }
      return bearerOf(init) === 'Bearer new-access' ? list() : expired();
    });

    const answers = await Promise.all([
      callApi('browsers.list'),
      callApi('browsers.list'),
      callApi('browsers.list'),
    ]);

    expect(answers.map((answer) => answer.total)).toEqual([0, 0, 0]);
    const refreshes = fetchMock.mock.calls.filter(([url]) => url.endsWith('/refresh_token'));
    expect(refreshes).toHaveLength(1);
    expect(store.get('access_token')).toBe('new-access');
    expect(store.get('fresh_token')).toBe('new-fresh');
  });

  it('ends the session and goes to /login when the refresh fails', async () => {
    serve((url) =>
      url.endsWith('/refresh_token')
        ? json(401, { success: false, code: 17, message: 'auth.invalid_refresh_token', detail: '' })
        : expired(),
    );

    await expect(callApi('browsers.list')).rejects.toMatchObject({ status: 401, code: 16 });
    expect(store.get('access_token')).toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('goes to /403 on a forbidden call and keeps the session', async () => {
    serve(() =>
      json(403, { success: false, code: 7, message: 'common.permission_denied', detail: '' }),
    );

    await expect(callApi('browsers.apply')).rejects.toMatchObject({ status: 403 });
    expect(assign).toHaveBeenCalledWith('/403');
    expect(store.get('access_token')).toBe('old-access');
  });

  it('never refreshes for the sign-in calls themselves', async () => {
    const fetchMock = serve(() => expired());

    await expect(callApi('auth.login', { username: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves to the caller the failures it names by status or by error key', async () => {
    const refuse = (message: string) => () =>
      json(403, { success: false, code: 7, message, detail: '' });
    // A failure's notice comes after the caller's turn (error-report.ts: a form may claim it),
    // the earlier tests' too.
    const callerTurn = () => new Promise((resolve) => setTimeout(resolve, 0));
    await callerTurn();
    vi.mocked(notifyError).mockClear();
    const login = () => callApi('auth.login', { username: 'a', password: 'b' }, options);
    const options = { silent: ['auth.account_not_verified'] } as const;

    serve(refuse('auth.account_not_verified'));
    await expect(login()).rejects.toMatchObject({ message: 'auth.account_not_verified' });
    await callerTurn();
    expect(notifyError).not.toHaveBeenCalled();

    serve(refuse('auth.account_disabled'));
    await expect(login()).rejects.toMatchObject({ message: 'auth.account_disabled' });
    await callerTurn();
    expect(notifyError).toHaveBeenCalledTimes(1);
  });

  it('sends POST input as a JSON body', async () => {
    const fetchMock = serve(() => list());

    await callApi('browsers.list', { keyword: 'op', page: 2 });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/manager/black_browser/list');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ keyword: 'op', page: 2 });
  });

  it('fills path parameters of a GET and leaves them out of the query string', async () => {
    const fetchMock = serve(() => json(200, { success: true }));

    await callApi('users.byId', { id: 5 }).catch(() => undefined);

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/user/5');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('reads success false without an error envelope as an answer (testname: the name is free)', async () => {
    vi.mocked(notifyError).mockClear();
    serve(() => json(200, { success: false, exists: false }));

    await expect(callApi('accounts.testName', { userName: 'free-name-1' })).resolves.toEqual({
      success: false,
      exists: false,
    });
    expect(notifyError).not.toHaveBeenCalled();
  });
  it('reads an answer cut by the timeout as a timeout, not as an unreadable answer', async () => {
    vi.mocked(notifyError).mockClear();
    // The headers arrive; the request's timeout ends the body while it is still coming.
    serve(() => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"success":true,'));
          controller.error(new DOMException('signal timed out', 'TimeoutError'));
        },
      });
      return new Response(body, { status: 200 });
    });

    await expect(callApi('browsers.list', { keyword: '' })).rejects.toMatchObject({
      message: 'connection.timeout',
    });
  });

  it('names a body that is not JSON an unreadable answer', async () => {
    serve(() => new Response('<html>proxy error</html>', { status: 200 }));

    await expect(callApi('browsers.list', { keyword: '' })).rejects.toMatchObject({
      message: 'connection.invalid_response',
    });
  });
});
