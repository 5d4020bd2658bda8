import { REGISTRATION_FLAG_TTL_MS } from '@console/contract/constants';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { passwordAnswers } from '../../../test/password-answers';
import { RegisterPage } from './register-page';

/** Long enough for antd's debounced checks and validation on a busy machine. */
const SOON = { timeout: 10_000 };

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The name check as the spec has it (§7): `success` is true when the name is taken. */
const nameCheck = ({ userName }: { userName: string }) => {
  const exists = userName === 'admin001';
  return { success: exists, exists };
};

describe('the register screen', () => {
  it('says a name is taken while it is typed, and no more once it is free', async () => {
    const api = renderScreen(<RegisterPage />, {
      as: null,
      at: '/register',
      server: { ...(await passwordAnswers()), 'accounts.testName': nameCheck },
    });
    type('Username', 'admin001');
    expect(await screen.findByText('Account already exists', {}, SOON)).toBeTruthy();
    type('Username', 'someone_new1');
    await waitFor(
      () =>
        expect(api.calls('accounts.testName').at(-1)?.input).toMatchObject({
          userName: 'someone_new1',
        }),
      SOON,
    );
    await waitFor(() => expect(screen.queryByText('Account already exists')).toBeNull(), SOON);
  });

  it('has a title of its own in the tab', async () => {
    renderScreen(<RegisterPage />, { as: null, at: '/register', server: await passwordAnswers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
    expect(document.title).toBe('Register · Back-office console');
  });

  it('says the two passwords do not match', async () => {
    renderScreen(<RegisterPage />, { as: null, at: '/register', server: await passwordAnswers() });
    type(/^Password/, 'Passw0rd!23');
    type('Confirm password', 'Different!23');
    expect(
      await screen.findByText('The two passwords that you entered do not match!', {}, SOON),
    ).toBeTruthy();
  });

  it('asks to check the e-mail after registering, and still does after a reload for ten minutes', async () => {
    const view = renderScreen(<RegisterPage />, {
      as: null,
      at: '/register',
      server: {
        ...(await passwordAnswers()),
        'accounts.testName': nameCheck,
        'accounts.signup': () => ({
          success: true as const,
          message: 'accounts.messages.check_email',
        }),
      },
    });
    type('Username', 'reg_new_user');
    type('E-mail', 'reg_new_user@example.com');
    type(/^Password/, 'Passw0rd!23');
    type('Confirm password', 'Passw0rd!23');
    type('Full name', 'End To End');
    const sent = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Check your e-mail', {}, SOON)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(view.calls('accounts.signup')[0]?.input).toMatchObject({
      userName: 'reg_new_user',
      email: 'reg_new_user@example.com',
      fullName: 'End To End',
    });

    view.reload();
    expect(await screen.findByText('Check your e-mail', {}, SOON)).toBeTruthy();
    const until = Number(localStorage.getItem('success'));
    expect(until).toBeGreaterThanOrEqual(sent + REGISTRATION_FLAG_TTL_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + REGISTRATION_FLAG_TTL_MS);
  });

  it('speaks Vietnamese: its title, fields and the messages of a wrong name or password', async () => {
    await inLanguage('vi');
    renderScreen(<RegisterPage />, { as: null, at: '/register', server: await passwordAnswers() });
    expect(await screen.findByRole('heading', { name: 'Đăng ký' })).toBeTruthy();
    expect(screen.getByLabelText('Tên đăng nhập')).toBeTruthy();
    expect(screen.getByLabelText('Mật khẩu')).toBeTruthy();
    expect(screen.getByLabelText('Nhập lại mật khẩu')).toBeTruthy();
    expect(screen.getByLabelText('Quốc gia')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Đăng ký' }));
    expect(await screen.findByText('Vui lòng nhập tên đăng nhập', {}, SOON)).toBeTruthy();
    type('Tên đăng nhập', 'ab c');
    expect(
      await screen.findByText(/Không có khoảng trắng, tối thiểu 8 ký tự/, {}, SOON),
    ).toBeTruthy();
    type('Mật khẩu', 'abc');
    expect(
      (await screen.findAllByText(/Tối thiểu 8 ký tự, gồm chữ thường/, {}, SOON)).length,
    ).toBeGreaterThan(0);
  });
});
