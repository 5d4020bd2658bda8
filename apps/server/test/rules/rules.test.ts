import { beforeAll, describe, expect, it } from 'vitest';
import { call, type ItemOf, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { createStaff, useParentsWorld, type Caller } from '../helpers/parents';

/**
 * Web lists and app blocklists through their calls, on both databases: normalised entries,
 * duplicates, catalogue names, versions, who may change which group, delete of a group in use.
 */
const { world, ok } = useParentsWorld();
let t: TestApp;
let parent: Caller;
let other: Caller;
let supporter: Caller;
let operator: Caller;
let manager: Caller;
beforeAll(() => {
  ({ t, parent, other, supporter, operator, manager } = world);
});

describe('web lists', () => {
  it('stores entries normalised: scheme, www., trailing slash dropped, lower case, punycode', async () => {
    const { item } = await ok(
      'rules.webBlacklistCreate',
      {
        name: 'Mạng xã hội',
        list: [
          'https://www.Facebook.com/',
          'TIKTOK.com',
          'http://ví-dụ.vn/Tin/',
          'youtube.com/watch?v=1',
        ],
      },
      parent.token,
    );
    expect(item).toMatchObject({ type: 'admin', admin_id: parent.id, version: 1 });
    expect(item.list).toEqual([
      'facebook.com',
      'tiktok.com',
      'xn--v-d-rma6749a.vn/tin',
      'youtube.com/watch?v=1',
    ]);
  });

  it("refuses what is not a web address ('url.incorrect') and repeats ('duplicate'), writing nothing", async () => {
    const before = await ok('rules.webWhitelistList', {}, parent.token);
    const res = await call(
      t.app,
      'rules.webWhitelistCreate',
      {
        name: 'Bad',
        list: ['example.com', 'not a url', 'https://www.example.com/', 'ftp://x.com'],
      },
      { token: parent.token },
    );
    expectFieldErrors(res, [
      { path: 'list.1', message: 'validation.url.incorrect' },
      { path: 'list.2', message: 'validation.duplicate' },
      { path: 'list.3', message: 'validation.url.incorrect' },
    ]);
    expect(await ok('rules.webWhitelistList', {}, parent.token)).toEqual(before);
  });

  it('refuses a missing name with its message, in Vietnamese too', async () => {
    const res = await call(
      t.app,
      'rules.webWhitelistCreate',
      { list: [] },
      { token: parent.token, headers: { 'accept-language': 'vi' } },
    );
    const body = expectFieldErrors(res, [
      { path: 'name', message: 'validation.rule_name_required' },
    ]);
    expect(body.errors?.[0]?.detail).toBe('Vui lòng nhập tên!');
  });

  it("refuses a blacklist without a name with the spec's own message", async () => {
    const res = await call(
      t.app,
      'rules.webBlacklistCreate',
      { list: [] },
      { token: parent.token },
    );
    const body = expectFieldErrors(res, [
      { path: 'name', message: 'validation.blacklist_name_required' },
    ]);
    expect(body.errors?.[0]?.detail).toBe('Please input your blacklist name!');
  });

  it('moves the version on every edit and rename', async () => {
    const { item } = await ok(
      'rules.webWhitelistCreate',
      { name: 'Học tập', list: ['wikipedia.org'] },
      parent.token,
    );
    const edited = (
      await ok(
        'rules.webEdit',
        { id: item.id, list: ['wikipedia.org', 'www.khanacademy.org/'] },
        parent.token,
      )
    ).item;
    expect(edited).toMatchObject({ version: 2, list: ['wikipedia.org', 'khanacademy.org'] });
    const renamed = (await ok('rules.webSetName', { id: item.id, name: 'Học tập 2' }, parent.token))
      .item;
    expect(renamed).toMatchObject({ version: 3, name: 'Học tập 2' });
    const dup = await call(
      t.app,
      'rules.webEdit',
      { id: item.id, list: ['a.com', 'A.com'] },
      { token: parent.token },
    );
    expectFieldErrors(dup, [{ path: 'list.1', message: 'validation.duplicate' }]);
  });

  it('lists the global groups and the parent’s own, never another parent’s', async () => {
    await ok('rules.webBlacklistCreate', { name: 'Của người khác', list: ['a.com'] }, other.token);
    const mine = (await ok('rules.webBlacklistList', {}, parent.token)).list;
    expect(mine.some((g) => g.type === 'global')).toBe(true);
    expect(mine.every((g) => g.admin_id === null || g.admin_id === parent.id)).toBe(true);
    const staffView = (await ok('rules.webBlacklistList', { admin_id: parent.id }, supporter.token))
      .list;
    expect(staffView.map((g) => g.id)).toEqual(mine.map((g) => g.id));
    const globals = (await ok('rules.webBlacklistList', {}, operator.token)).list;
    expect(globals.every((g) => g.type === 'global')).toBe(true);
  });

  it('refuses a name the owner already has for the kind, case aside', async () => {
    await ok('rules.webBlacklistCreate', { name: 'Trò chơi', list: [] }, parent.token);
    const res = await call(
      t.app,
      'rules.webBlacklistCreate',
      { name: 'TRÒ CHƠI', list: [] },
      { token: parent.token },
    );
    expectFailure(res, 409, 'rules.duplicate_name');
    // Another parent, or another kind, may use it.
    await ok('rules.webBlacklistCreate', { name: 'Trò chơi', list: [] }, other.token);
    await ok('rules.webWhitelistCreate', { name: 'Trò chơi', list: [] }, parent.token);
  });

  it('global groups: made and changed by the operator; a parent reads them but cannot change them', async () => {
    const { item } = await ok(
      'rules.webBlacklistCreate',
      { name: 'Global test', list: ['bad.com'] },
      operator.token,
    );
    expect(item).toMatchObject({ type: 'global', admin_id: null });
    expectFailure(
      await call(t.app, 'rules.webEdit', { id: item.id, list: [] }, { token: parent.token }),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await call(t.app, 'rules.webDelete', { id: item.id }, { token: supporter.token }),
      403,
      'common.permission_denied',
    );
    // A supporter names a parent for every group he makes: without one it would be global.
    expectFailure(
      await call(
        t.app,
        'rules.webBlacklistCreate',
        { name: 'x', list: [] },
        { token: supporter.token },
      ),
      403,
      'common.permission_denied',
    );
    await ok('rules.webDelete', { id: item.id }, operator.token);
  });
});

describe('ownership: a parent naming another parent or his group gets 403', () => {
  let theirs: ItemOf<'rules.webWhitelistCreate'>;
  beforeAll(async () => {
    theirs = (await ok('rules.webWhitelistCreate', { name: 'Riêng', list: ['x.com'] }, other.token))
      .item;
  });

  it.each([
    ['rules.webBlacklistList', () => ({ admin_id: other.id })],
    ['rules.webBlacklistCreate', () => ({ admin_id: other.id, name: 'Chen', list: [] })],
    ['rules.webSetName', () => ({ id: theirs.id, name: 'Đổi' })],
    ['rules.webEdit', () => ({ id: theirs.id, list: [] })],
    ['rules.webDelete', () => ({ id: theirs.id })],
    ['rules.appList', () => ({ admin_id: other.id })],
    ['rules.blocklistListAdmin', () => ({ admin_id: other.id })],
    ['rules.blocklistCreateAdmin', () => ({ admin_id: other.id, name: 'Chen', list: [] })],
  ] as const)('%s', async (id, input) => {
    expectFailure(
      await call(t.app, id, input(), { token: parent.token }),
      403,
      'common.permission_denied',
    );
  });

  it('leaves the other parent’s group as it was', async () => {
    const list = (await ok('rules.webWhitelistList', {}, other.token)).list;
    expect(list.find((g) => g.id === theirs.id)).toMatchObject({ name: 'Riêng', version: 1 });
  });
});

describe('app blocklists', () => {
  it('lists the catalogue names', async () => {
    const { list } = await ok('rules.appNames', {}, parent.token);
    expect(list).toEqual(expect.arrayContaining(['Zalo', 'Steam', 'Google Chrome']));
  });

  it('takes catalogue names only, none twice', async () => {
    const res = await call(
      t.app,
      'rules.blocklistCreateAdmin',
      { name: 'Apps', list: ['Zalo', 'Not An App', 'Zalo'] },
      { token: parent.token },
    );
    const body = expectFieldErrors(res, [{ path: 'list.2', message: 'validation.duplicate' }]);
    expect(body.errors).toHaveLength(1);
    const unknown = await call(
      t.app,
      'rules.blocklistCreateAdmin',
      { name: 'Apps', list: ['Zalo', 'Not An App'] },
      { token: parent.token },
    );
    expectFieldErrors(unknown, [{ path: 'list.1', message: 'validation.app_unknown' }]);
  });

  it('a parent makes, reads, edits and renames his own; the versions count', async () => {
    const { item } = await ok(
      'rules.blocklistCreateAdmin',
      { name: 'Chơi game', list: ['Steam'] },
      parent.token,
    );
    expect(item).toMatchObject({ type: 'admin', admin_id: parent.id, version: 1, list: ['Steam'] });
    expect((await ok('rules.blocklistGet', { id: item.id }, parent.token)).item).toEqual(item);
    const edited = (
      await ok('rules.blocklistEdit', { id: item.id, list: ['Steam', 'Roblox'] }, parent.token)
    ).item;
    expect(edited.version).toBe(2);
    const admin = (
      await ok('rules.blocklistEditAdmin', { id: item.id, list: ['Roblox'] }, parent.token)
    ).item;
    expect(admin).toMatchObject({ version: 3, list: ['Roblox'] });
    expect(
      (await ok('rules.appSetName', { id: item.id, name: 'Game' }, parent.token)).item,
    ).toMatchObject({ version: 4, name: 'Game' });
    const own = (await ok('rules.blocklistListAdmin', {}, parent.token)).list;
    expect(own.map((g) => g.id)).toContain(item.id);
    expect(own.every((g) => g.type === 'admin')).toBe(true);
    const all = (await ok('rules.appList', {}, parent.token)).list;
    expect(all.some((g) => g.type === 'global')).toBe(true);
    expect(all.map((g) => g.id)).toContain(item.id);
  });

  it('global ones: app_rule/blocklist/create for the operator only', async () => {
    const { item } = await ok(
      'rules.appCreate',
      { name: 'Torrent', list: ['uTorrent'] },
      operator.token,
    );
    expect(item).toMatchObject({ type: 'global', admin_id: null });
    expectFailure(
      await call(t.app, 'rules.appCreate', { name: 'x', list: [] }, { token: parent.token }),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await call(t.app, 'rules.blocklistEdit', { id: item.id, list: [] }, { token: parent.token }),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await call(t.app, 'rules.appDelete', { id: item.id }, { token: manager.token }),
      403,
      'common.permission_denied',
    );
    expect((await ok('rules.blocklistGet', { id: item.id }, parent.token)).item).toMatchObject({
      name: 'Torrent',
    });
  });

  it('answers 404 for a group of another kind or none', async () => {
    const web = (await ok('rules.webBlacklistCreate', { name: 'Web only', list: [] }, parent.token))
      .item;
    expectFailure(
      await call(t.app, 'rules.blocklistGet', { id: web.id }, { token: parent.token }),
      404,
      'rules.not_found',
    );
    expectFailure(
      await call(t.app, 'rules.blocklistGet', { id: 999_999 }, { token: parent.token }),
      404,
      'rules.not_found',
    );
  });
});

describe('deleting a group', () => {
  it('is refused while a staff user has it assigned, and allowed after', async () => {
    const group = (
      await ok('rules.blocklistCreateAdmin', { name: 'Đang dùng', list: ['Zalo'] }, parent.token)
    ).item;
    const staff = await createStaff(t.app, parent.token, { user_name: 'deluser' });
    await ok('parents.blocklistAdd', { staff_id: staff.id, rule_id: group.id }, parent.token);
    expectFailure(
      await call(t.app, 'rules.appDelete', { id: group.id }, { token: parent.token }),
      409,
      'rules.in_use',
    );
    await ok('parents.staffDelete', { staff_id: staff.id }, parent.token);
    await ok('rules.appDelete', { id: group.id }, parent.token);
    expectFailure(
      await call(t.app, 'rules.blocklistGet', { id: group.id }, { token: parent.token }),
      404,
      'rules.not_found',
    );
  });

  it('a supporter reaches any parent’s groups', async () => {
    const group = (
      await ok(
        'rules.webBlacklistCreate',
        { admin_id: parent.id, name: 'Bởi hỗ trợ', list: ['x.com'] },
        supporter.token,
      )
    ).item;
    expect(group.admin_id).toBe(parent.id);
    await ok('rules.webDelete', { id: group.id }, supporter.token);
  });
});
