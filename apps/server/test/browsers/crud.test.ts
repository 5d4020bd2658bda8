import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callOk, createTestApp, login, type TestApp } from '../helpers/app';
import { browserRows, createBrowser } from '../helpers/browsers';
import { expectFailure } from '../helpers/expect';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['operator1', 'admin001']) {
    tokens[name] = (await login(t.app, name)).access_token;
  }
});
afterAll(() => t.close());

describe.each(['operator1', 'admin001'])('blocked browsers as %s', (actor) => {
  const as = () => ({ token: tokens[actor] });
  const fileName = (base: string) => `${actor}-${base}.exe`;

  it('creates a browser and answers it, trimmed, with empty optional fields', async () => {
    const res = await call(
      t.app,
      'browsers.create',
      { browser_name: '  Mullvad Browser  ', file_name: ` ${fileName('mullvad')} ` },
      as(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().item;
    expect(item).toMatchObject({
      browser_name: 'Mullvad Browser',
      file_name: fileName('mullvad'),
      original_name: '',
      file_description: '',
    });
    expect(Number.isInteger(item.id)).toBe(true);
    expect(Number.isNaN(Date.parse(item.created_at))).toBe(false);

    const got = await call(t.app, 'browsers.get', { id: item.id }, as());
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual({ success: true, item });
    const row = (await browserRows(t.deps.db)).find((r) => r.id === item.id);
    expect(row).toMatchObject({ created_by: actor, updated_by: actor });
  });

  it('keeps every field given', async () => {
    const input = {
      browser_name: 'Yandex',
      file_name: fileName('yandex'),
      original_name: 'browser.exe',
      file_description: 'Turbo mode routes pages through a proxy',
    };
    const item = await createBrowser(t.app, tokens[actor]!, input);
    expect(item).toMatchObject(input);
  });

  it('refuses a file name already used, whatever its case (409), and writes nothing', async () => {
    const before = await browserRows(t.deps.db);
    for (const file_name of ['tor.exe', 'TOR.EXE', 'Tor.Exe']) {
      const res = await call(t.app, 'browsers.create', { browser_name: 'Copy', file_name }, as());
      const body = expectFailure(res, 409, 'browsers.duplicate_file_name');
      expect(body.errors).toEqual([expect.objectContaining({ path: 'file_name' })]);
    }
    expect(await browserRows(t.deps.db)).toEqual(before);
  });

  it('edits every field of a browser', async () => {
    const item = await createBrowser(t.app, tokens[actor]!, {
      browser_name: 'Before',
      file_name: fileName('before'),
    });
    const changes = {
      browser_name: 'After',
      file_name: fileName('after'),
      original_name: 'after-original.exe',
      file_description: 'changed',
    };
    const res = await call(t.app, 'browsers.edit', { id: item.id, ...changes }, as());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ id: item.id, ...changes });
    const got = (await call(t.app, 'browsers.get', { id: item.id }, as())).json().item;
    expect(got).toMatchObject({ id: item.id, ...changes, created_at: item.created_at });
    expect(got.updated_at >= item.created_at).toBe(true);
  });

  it('lets a browser change the case of its own file name', async () => {
    const item = await createBrowser(t.app, tokens[actor]!, {
      browser_name: 'Case',
      file_name: fileName('case'),
    });
    const res = await call(
      t.app,
      'browsers.edit',
      { id: item.id, browser_name: 'Case', file_name: fileName('case').toUpperCase() },
      as(),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.file_name).toBe(fileName('case').toUpperCase());
  });

  it("refuses to edit a file name into another browser's (409), and writes nothing", async () => {
    const item = await createBrowser(t.app, tokens[actor]!, {
      browser_name: 'Dup',
      file_name: fileName('dup'),
    });
    const before = await browserRows(t.deps.db);
    const res = await call(
      t.app,
      'browsers.edit',
      { id: item.id, browser_name: 'Dup renamed', file_name: 'OPERA.exe' },
      as(),
    );
    const body = expectFailure(res, 409, 'browsers.duplicate_file_name');
    expect(body.errors).toEqual([expect.objectContaining({ path: 'file_name' })]);
    expect(await browserRows(t.deps.db)).toEqual(before);
  });

  it('answers 404 for an unknown id on get, edit and delete', async () => {
    const before = await browserRows(t.deps.db);
    expectFailure(
      await call(t.app, 'browsers.get', { id: 999999 }, as()),
      404,
      'browsers.not_found',
    );
    expectFailure(
      await call(
        t.app,
        'browsers.edit',
        { id: 999999, browser_name: 'Ghost', file_name: fileName('ghost') },
        as(),
      ),
      404,
      'browsers.not_found',
    );
    expectFailure(
      await call(t.app, 'browsers.delete', { id: 999999 }, as()),
      404,
      'browsers.not_found',
    );
    expect(await browserRows(t.deps.db)).toEqual(before);
  });

  it('deletes a browser: then get and a second delete answer 404', async () => {
    const item = await createBrowser(t.app, tokens[actor]!, {
      browser_name: 'Doomed',
      file_name: fileName('doomed'),
    });
    const total = (await browserRows(t.deps.db)).length;
    const res = await call(t.app, 'browsers.delete', { id: item.id }, as());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await browserRows(t.deps.db)).length).toBe(total - 1);
    expectFailure(
      await call(t.app, 'browsers.get', { id: item.id }, as()),
      404,
      'browsers.not_found',
    );
    expectFailure(
      await call(t.app, 'browsers.delete', { id: item.id }, as()),
      404,
      'browsers.not_found',
    );
    const listed = await callOk(t.app, 'browsers.list', { page_size: 100 }, as());
    expect(listed.total).toBe(total - 1);
    expect(listed.list.map((b) => b.id)).not.toContain(item.id);
  });

  it('frees a deleted file name for a new browser', async () => {
    const item = await createBrowser(t.app, tokens[actor]!, {
      browser_name: 'Reuse',
      file_name: fileName('reuse'),
    });
    await call(t.app, 'browsers.delete', { id: item.id }, as());
    const again = await createBrowser(t.app, tokens[actor]!, {
      browser_name: 'Reuse again',
      file_name: fileName('REUSE'),
    });
    expect(again.id).not.toBe(item.id);
  });
});
