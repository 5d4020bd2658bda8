import { ErrorCode } from '@console/contract/errors';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../../../test/render';
import { passwordAnswers } from '../../../test/password-answers';
import { ChangePasswordForm } from './change-password-form';

/** Long enough for the password's encryption and antd's validation on a busy machine. */
const SOON = { timeout: 10_000 };

/** The server's answer to a wrong current password: an error on that field (own-account.service). */
const wrongCurrent = {
  status: 400,
  body: {
    success: false as const,
    code: ErrorCode.INVALID_INPUT,
    message: 'common.invalid_input',
    detail: '',
    errors: [{ path: 'current_password', message: 'validation.current_password_wrong' }],
  },
};

/** The new session the server answers a change with: the other sessions are ended. */
const newSession = {
  success: true as const,
  access_token: 'access-after-change',
  fresh_token: 'refresh-after-change',
  timezone: 'Asia/Ho_Chi_Minh',
  user_name: 'parent01',
  admin: false,
  id: 7,
  language: null,
};

/** The form's button (the form alone has no other "Change password"; a role query is slow here). */
const changeButton = () => {
  const button = screen.getByText('Change password').closest('button');
  if (!button) throw new Error('The form has no Change password button');
  return button;
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the change of password on My information', () => {
  it('says a wrong current password at its field; the right one changes it and empties the form', async () => {
    const api = renderScreen(<ChangePasswordForm />, {
      as: 'parent',
      at: '/profile',
      server: { ...(await passwordAnswers()), 'accounts.changePassword': () => wrongCurrent },
    });
    await screen.findByLabelText('Current password', {}, SOON);
    type('Current password', 'Not@MyPass1');
    type('New password', 'Renewed@Pass9');
    type('Confirm new password', 'Renewed@Pass9');
    fireEvent.click(changeButton());
    expect(await screen.findByText('The current password is not correct', {}, SOON)).toBeTruthy();

    api.answer({ 'accounts.changePassword': () => newSession });
    type('Current password', 'Passw0rd!23');
    fireEvent.click(changeButton());
    expect(await screen.findByText(/Your password has been changed/, {}, SOON)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''),
    );
    // This browser goes on with the session the change answered.
    expect(localStorage.getItem('access_token')).toBe('access-after-change');
    expect(localStorage.getItem('fresh_token')).toBe('refresh-after-change');
  });
});
