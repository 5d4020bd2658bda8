import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/modules/auth/passwords';
import type { RouteId } from '@console/contract/routes';
import { answerOf, call, callOk, createTestApp, encrypted, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { createStaff, parentCallers, type Caller } from '../helpers/parents';

/**
 * A parent's staff users and their settings through the calls, on both databases: create with
 * the password hashed, edit, delete, modes, rule assignment, timer, versions, and ownership.
 */
let t: TestApp;
let parent: Caller;
let other: Caller;
let supporter: Caller;
let manager: Caller;
let operator: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ parent, other, supporter, manager, operator } = await parentCallers(t));
});
afterAll(() => t.close());

const ok = <K extends RouteId>(id: K, input: Record<string, unknown>, token: string) =>
  callOk(t.app, id, input, { token });

describe('the parent tab', () => {
  it('shows the parent himself, and any parent to a supporter', async () => {
    const mine = (await ok('parents.get', {}, parent.token)).item;
    expect(mine).toMatchObject({
      id: parent.id,
      user_name: 'parent001',
      email: 'parent001@example.com',
    });
    expect((await ok('parents.get', { admin_id: other.id }, supporter.token)).item).toMatchObject({
      user_name: 'tranquocbao',
    });
    expect(mine).not.toHaveProperty('password_hash');
  });

  it('answers 404 for an id that is not a parent', async () => {
    expectFailure(
      await call(t.app, 'parents.get', { admin_id: operator.id }, { token: manager.token }),
      404,
      'parents.not_found',
    );
  });
});

describe('staff users', () => {
  it('creates one with the password stored hashed, never answered', async () => {
    const res = await call(
      t.app,
      'parents.staffCreate',
      { user_name: 'hoa.le', full_name: 'Lê Thị Hoa', password: await encrypted(t.app, 'abcd') },
      { token: parent.token },
    );
    const { item } = answerOf('parents.staffCreate', res);
    expect(item).toMatchObject({
      admin_id: parent.id,
      user_name: 'hoa.le',
      run_mode: 'normal',
      version: 1,
    });
    expect(res.body).not.toMatch(/password/);
    const row = await t.deps.db
      .selectFrom('staff_users')
      .selectAll()
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, 'abcd')).toBe(true);
    const list = await ok('parents.staffList', {}, parent.token);
    expect(list.list.map((s) => s.user_name)).toContain('hoa.le');
  });

  it("refuses a password under 4 characters with the spec's message, writing nothing", async () => {
    const before = (await ok('parents.staffList', {}, parent.token)).total;
    const res = await call(
      t.app,
      'parents.staffCreate',
      { user_name: 'short', full_name: 'Ngắn', password: await encrypted(t.app, 'abc') },
      { token: parent.token },
    );
    const body = expectFieldErrors(res, [
      { path: 'password', message: 'validation.staff_password_min' },
    ]);
    expect(body.errors?.[0]?.detail).toBe('Please enter at least 4 characters');
    expect((await ok('parents.staffList', {}, parent.token)).total).toBe(before);
  });

  it('refuses missing fields and a username with spaces', async () => {
    expectFieldErrors(await call(t.app, 'parents.staffCreate', {}, { token: parent.token }), [
      { path: 'user_name', message: 'validation.username_required' },
      { path: 'full_name', message: 'validation.full_name_required' },
      { path: 'password', message: 'validation.password_required' },
    ]);
    const res = await call(
      t.app,
      'parents.staffCreate',
      { user_name: 'has space', full_name: 'X', password: await encrypted(t.app, 'abcd') },
      { token: parent.token },
    );
    expectFieldErrors(res, [{ path: 'user_name', message: 'validation.staff_user_name_rule' }]);
  });

  it('refuses a username the parent already has, not one another parent has', async () => {
    await createStaff(t.app, parent.token, { user_name: 'twin' });
    const res = await call(
      t.app,
      'parents.staffCreate',
      { user_name: 'twin', full_name: 'X', password: await encrypted(t.app, 'abcd') },
      { token: parent.token },
    );
    expectFailure(res, 409, 'parents.staff_exists');
    await createStaff(t.app, other.token, { user_name: 'twin' });
  });

  it('edits the full name (version moves) and deletes', async () => {
    const staff = await createStaff(t.app, parent.token, { user_name: 'edit.me' });
    const edited = (
      await ok('parents.staffEdit', { staff_id: staff.id, full_name: 'Tên Mới' }, parent.token)
    ).item;
    expect(edited).toMatchObject({ full_name: 'Tên Mới', version: 2 });
    expect((await ok('parents.staffGet', { staff_id: staff.id }, parent.token)).item).toEqual(
      edited,
    );
    await ok('parents.staffDelete', { staff_id: staff.id }, parent.token);
    expectFailure(
      await call(t.app, 'parents.staffGet', { staff_id: staff.id }, { token: parent.token }),
      404,
      'parents.staff_not_found',
    );
    expectFailure(
      await call(t.app, 'parents.staffDelete', { staff_id: staff.id }, { token: parent.token }),
      404,
      'parents.staff_not_found',
    );
  });

  it('a supporter creates and lists staff of any parent he names', async () => {
    const staff = await createStaff(t.app, supporter.token, {
      user_name: 'by.support',
      admin_id: parent.id,
    });
    expect(staff.admin_id).toBe(parent.id);
    const { list } = await ok('parents.staffList', { admin_id: parent.id }, supporter.token);
    expect(list.map((s) => s.id)).toContain(staff.id);
  });
});

describe('settings', () => {
  let staff: { id: number };
  let blacklist: number;
  let whitelist: number;
  let blocklist: number;
  beforeAll(async () => {
    staff = await createStaff(t.app, parent.token, { user_name: 'settings' });
    blacklist = (
      await ok('rules.webBlacklistCreate', { name: 'Đen', list: ['facebook.com'] }, parent.token)
    ).item.id;
    whitelist = (
      await ok('rules.webWhitelistCreate', { name: 'Trắng', list: ['github.com'] }, parent.token)
    ).item.id;
    blocklist = (
      await ok('rules.blocklistCreateAdmin', { name: 'Ứng dụng', list: ['Zalo'] }, parent.token)
    ).item.id;
  });

  const version = async () =>
    (await ok('parents.staffGet', { staff_id: staff.id }, parent.token)).item.version;

  it('a restrictive mode needs its group first', async () => {
    expectFailure(
      await call(t.app, 'parents.blacklistSet', { staff_id: staff.id }, { token: parent.token }),
      409,
      'parents.no_group',
    );
    expectFailure(
      await call(
        t.app,
        'parents.runModeSet',
        { staff_id: staff.id, mode: 'whitelist' },
        { token: parent.token },
      ),
      409,
      'parents.no_group',
    );
  });

  it('assigns groups and switches the run mode, each change moving the version', async () => {
    let v = await version();
    const b = (
      await ok('parents.blacklistAdd', { staff_id: staff.id, rule_id: blacklist }, parent.token)
    ).item;
    expect(b).toMatchObject({ blacklist_id: blacklist, blacklist_name: 'Đen', version: v + 1 });
    v += 1;
    expect(
      (await ok('parents.blacklistSet', { staff_id: staff.id }, parent.token)).item,
    ).toMatchObject({ run_mode: 'blacklist', version: v + 1 });
    await ok('parents.whitelistAdd', { staff_id: staff.id, rule_id: whitelist }, parent.token);
    expect(
      (await ok('parents.whitelistSet', { staff_id: staff.id }, parent.token)).item,
    ).toMatchObject({ run_mode: 'whitelist' });
    await ok('parents.blocklistAdd', { staff_id: staff.id, rule_id: blocklist }, parent.token);
    expect(
      (await ok('parents.blocklistSet', { staff_id: staff.id }, parent.token)).item,
    ).toMatchObject({ run_mode: 'blocklist' });
    expect(
      (await ok('parents.runModeSet', { staff_id: staff.id, mode: 'normal' }, parent.token)).item,
    ).toMatchObject({ run_mode: 'normal' });
    expect(await version()).toBe(v + 6);
  });

  it('refuses a group of the wrong kind, and a global one is fine', async () => {
    expectFailure(
      await call(
        t.app,
        'parents.blacklistAdd',
        { staff_id: staff.id, rule_id: whitelist },
        { token: parent.token },
      ),
      404,
      'rules.not_found',
    );
    const globals = (await ok('rules.webBlacklistList', {}, operator.token)).list;
    await ok('parents.blacklistAdd', { staff_id: staff.id, rule_id: globals[0]!.id }, parent.token);
  });

  it('lists staff with their web and app groups', async () => {
    const web = (await ok('parents.staffWebList', {}, parent.token)).staff_web;
    const app = (await ok('parents.staffAppList', { admin_id: parent.id }, supporter.token))
      .staff_app;
    expect(web.find((s) => s.id === staff.id)).toMatchObject({ whitelist_id: whitelist });
    expect(app.find((s) => s.id === staff.id)).toMatchObject({ blocklist_id: blocklist });
  });

  it('sets tab, notification and app modes', async () => {
    expect(
      (await ok('parents.tabModeSet', { staff_id: staff.id, mode: 'closetab' }, parent.token)).item,
    ).toMatchObject({ tab_action: 'closetab' });
    expect(
      (await ok('parents.notificationModeSet', { staff_id: staff.id, mode: 'hide' }, parent.token))
        .item,
    ).toMatchObject({ notification_mode: 'hide' });
    expect(
      (
        await ok(
          'parents.switchAppMode',
          { staff_id: staff.id, switch_mode: 'timer' },
          parent.token,
        )
      ).item,
    ).toMatchObject({ app_mode: 'timer' });
    expectFieldErrors(
      await call(
        t.app,
        'parents.tabModeSet',
        { staff_id: staff.id, mode: 'blink' },
        { token: parent.token },
      ),
      [{ path: 'mode', message: 'validation.invalid_option' }],
    );
  });

  it('keeps the timer windows per weekday', async () => {
    const empty = await ok('parents.timerGet', { staff_id: staff.id }, parent.token);
    expect(empty.windows).toEqual([]);
    const set = await ok(
      'parents.timerSet',
      {
        staff_id: staff.id,
        windows: [
          { weekday: 'tue', start: '13:00', end: '17:00' },
          { weekday: 'mon', start: '13:00', end: '17:00' },
          { weekday: 'mon', start: '08:00', end: '12:00' },
        ],
      },
      parent.token,
    );
    expect(set.windows).toEqual([
      { weekday: 'mon', start: '08:00', end: '12:00' },
      { weekday: 'mon', start: '13:00', end: '17:00' },
      { weekday: 'tue', start: '13:00', end: '17:00' },
    ]);
    expect(set.version).toBe(empty.version + 1);
    expect((await ok('parents.timerGet', { staff_id: staff.id }, parent.token)).windows).toEqual(
      set.windows,
    );
  });

  it('refuses windows out of order or overlapping', async () => {
    const res = await call(
      t.app,
      'parents.timerSet',
      {
        staff_id: staff.id,
        windows: [
          { weekday: 'mon', start: '10:00', end: '09:00' },
          { weekday: 'wed', start: '08:00', end: '12:00' },
          { weekday: 'wed', start: '11:00', end: '13:00' },
          { weekday: 'thu', start: '8:00', end: '25:00' },
        ],
      },
      { token: parent.token },
    );
    expectFieldErrors(res, [
      { path: 'windows.0.end', message: 'validation.window_order' },
      { path: 'windows.2.start', message: 'validation.window_overlap' },
      { path: 'windows.3.start', message: 'validation.time_of_day' },
    ]);
  });
});

describe('ownership: a parent naming another parent or his staff gets 403', () => {
  let theirs: { id: number };
  let theirGroup: number;
  let mine: { id: number };
  beforeAll(async () => {
    theirs = await createStaff(t.app, other.token, { user_name: 'theirs' });
    mine = await createStaff(t.app, parent.token, { user_name: 'mine' });
    theirGroup = (await ok('rules.webBlacklistCreate', { name: 'Của họ', list: [] }, other.token))
      .item.id;
  });

  it.each([
    ['parents.get', () => ({ admin_id: other.id })],
    ['parents.staffList', () => ({ admin_id: other.id })],
    ['parents.staffWebList', () => ({ admin_id: other.id })],
    ['parents.staffAppList', () => ({ admin_id: other.id })],
    [
      'parents.staffCreate',
      () => ({ admin_id: other.id, user_name: 'x', full_name: 'x', password: 'x' }),
    ],
    ['parents.staffGet', () => ({ staff_id: theirs.id })],
    ['parents.staffEdit', () => ({ staff_id: theirs.id, full_name: 'Đổi' })],
    ['parents.staffDelete', () => ({ staff_id: theirs.id })],
    ['parents.switchAppMode', () => ({ staff_id: theirs.id, switch_mode: 'timer' })],
    ['parents.blacklistAdd', () => ({ staff_id: theirs.id, rule_id: theirGroup })],
    ['parents.blacklistSet', () => ({ staff_id: theirs.id })],
    ['parents.runModeSet', () => ({ staff_id: theirs.id, mode: 'normal' })],
    ['parents.tabModeSet', () => ({ staff_id: theirs.id, mode: 'cover' })],
    ['parents.notificationModeSet', () => ({ staff_id: theirs.id, mode: 'toast' })],
    ['parents.timerGet', () => ({ staff_id: theirs.id })],
    ['parents.timerSet', () => ({ staff_id: theirs.id, windows: [] })],
  ] as const)('%s', async (id, input) => {
    expectFailure(
      await call(t.app, id, input(), { token: parent.token }),
      403,
      'common.permission_denied',
    );
  });

  it('assigning another parent’s group to his own staff user is refused too', async () => {
    expectFailure(
      await call(
        t.app,
        'parents.blacklistAdd',
        { staff_id: mine.id, rule_id: theirGroup },
        { token: parent.token },
      ),
      403,
      'common.permission_denied',
    );
  });

  it('leaves the other parent’s staff user as he was', async () => {
    expect((await ok('parents.staffGet', { staff_id: theirs.id }, other.token)).item).toMatchObject(
      { version: 1, full_name: 'Nhân Viên' },
    );
  });

  it('the operator and a guest cannot open the children calls at all', async () => {
    expectFailure(
      await call(t.app, 'parents.staffList', { admin_id: parent.id }, { token: operator.token }),
      403,
      'common.permission_denied',
    );
  });
});
