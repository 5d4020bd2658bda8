import { beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { createStaff, useParentsWorld, type Caller } from '../helpers/parents';

/**
 * A staff user's settings through the calls, on both databases (set-up: helpers/parents.ts): modes
 * and the groups they need, rule assignment, tab, notification and app modes, the timer, each
 * change moving the version.
 */
const { world, ok } = useParentsWorld();
let t: TestApp;
let parent: Caller;
let supporter: Caller;
let operator: Caller;
beforeAll(() => {
  ({ t, parent, supporter, operator } = world);
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
