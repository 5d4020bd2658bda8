import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, nowIso } from '../../src/db/database';
import { rejectDuplicateAccount } from '../../src/modules/accounts/accounts.service';
import { USERS_EMAIL_INDEX, usersRepository } from '../../src/db/users.repository';
import { call, createTestApp, login, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Writes an account straight into the table, past the services' own checks. */
function insert(userName: string, email: string) {
  const now = nowIso();
  return usersRepository.insertReturning(t.deps.db, {
    user_name: userName,
    email,
    role: 'parent',
    admin_role: 'free',
    active: 1,
    created_at: now,
    updated_at: now,
  });
}

async function failureOf(write: Promise<unknown>): Promise<unknown> {
  try {
    await write;
  } catch (error) {
    return error;
  }
  throw new Error('the write was expected to fail');
}

describe('one live account per e-mail address, kept by the database', () => {
  it('refuses a second live account with the address in another case', async () => {
    await insert('race_one', 'Race@Example.com');
    const error = await failureOf(insert('race_two', 'race@example.COM'));
    expect(isUniqueViolation(error, USERS_EMAIL_INDEX)).toBe(true);
    expect(await usersRepository.findByUserName(t.deps.db, 'race_two')).toBeUndefined();
    // A sign-up that lost such a race answers 409 on the e-mail field, not on the user name.
    expect(() => rejectDuplicateAccount('userName')(error)).toThrow(
      expect.objectContaining({ key: 'accounts.email_exists' }),
    );
  });

  it('tells a taken user name apart from a taken address', async () => {
    const error = await failureOf(insert('race_one', 'someone.else@example.com'));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, USERS_EMAIL_INDEX)).toBe(false);
    expect(() => rejectDuplicateAccount('userName')(error)).toThrow(
      expect.objectContaining({ key: 'accounts.user_exists' }),
    );
  });

  it('frees the address of a deleted account and ignores empty addresses', async () => {
    const gone = await insert('deleted_owner', 'freed@example.com');
    await t.deps.db
      .updateTable('users')
      .set({ deleted_at: nowIso() })
      .where('id', '=', gone.id)
      .execute();
    await expect(insert('new_owner', 'FREED@example.com')).resolves.toMatchObject({
      user_name: 'new_owner',
    });
    await insert('no_mail_1', '');
    await expect(insert('no_mail_2', '')).resolves.toMatchObject({ email: '' });
  });

  it('answers 409 when an edit gives a user the address of another', async () => {
    const admin = (await login(t.app, 'admin001')).access_token;
    const user = await insert('edited_user', 'edited@example.com');
    const res = await call(
      t.app,
      'users.update',
      {
        id: user.id,
        email: 'Race@example.com',
        phone: '',
        full_name: '',
        country: '',
        time_zone: '',
      },
      { token: admin },
    );
    expectFailure(res, 409, 'accounts.email_exists');
    const row = await usersRepository.findById(t.deps.db, user.id);
    expect(row?.email).toBe('edited@example.com');
  });
});
