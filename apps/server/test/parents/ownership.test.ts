import { beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';
import { createStaff, useParentsWorld, type Caller } from '../helpers/parents';

/**
 * A parent naming another parent or his staff gets 403 on every staff-user call, on both databases
 * (set-up: helpers/parents.ts), and changes nothing of theirs; employees without the staff-user calls
 * cannot open them.
 */
const { world, ok } = useParentsWorld();
let t: TestApp;
let parent: Caller;
let other: Caller;
let operator: Caller;
beforeAll(() => {
  ({ t, parent, other, operator } = world);
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

  it('the operator and a guest cannot open the staff-user calls at all', async () => {
    expectFailure(
      await call(t.app, 'parents.staffList', { admin_id: parent.id }, { token: operator.token }),
      403,
      'common.permission_denied',
    );
  });
});
