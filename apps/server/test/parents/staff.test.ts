import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/modules/auth/passwords';
import { answerOf, call, encrypted, type TestApp } from '../helpers/app';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { createStaff, useParentsWorld, type Caller } from '../helpers/parents';

/**
 * A parent's tab and his staff users through the calls, on both databases (set-up:
 * helpers/parents.ts): the parent himself, create with the password hashed, refusals, edit and
 * delete, and a supporter naming any parent.
 */
const { world, ok } = useParentsWorld();
let t: TestApp;
let parent: Caller;
let other: Caller;
let supporter: Caller;
let manager: Caller;
let operator: Caller;
beforeAll(() => {
  ({ t, parent, other, supporter, manager, operator } = world);
});

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
