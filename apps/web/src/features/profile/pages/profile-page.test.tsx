import { ErrorCode } from '@console/contract/errors';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../../../test/render';
import { passwordAnswers } from '../../../test/password-answers';
import { ProfilePage } from './profile-page';

/** Long enough for the password's encryption and antd's validation on a busy machine. */
const SOON = { timeout: 5000 };

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

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('My information', () => {
  it('says a wrong current password at its field; the right one changes it and empties the form', async () => {
    const api = renderScreen(<ProfilePage />, {
      as: 'parent',
      at: '/profile',
      server: { ...(await passwordAnswers()), 'accounts.changePassword': () => wrongCurrent },
    });
    await screen.findByRole('heading', { name: 'My information' }, SOON);
    type('Current password', 'Not@MyPass1');
    type('New password', 'Renewed@Pass9');
    type('Confirm new password', 'Renewed@Pass9');
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }, SOON));
    expect(await screen.findByText('The current password is not correct', {}, SOON)).toBeTruthy();

    api.answer({ 'accounts.changePassword': () => newSession });
    type('Current password', 'Passw0rd!23');
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }, SOON));
    expect(await screen.findByText(/Your password has been changed/, {}, SOON)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''),
    );
    // This browser goes on with the session the change answered.
    expect(localStorage.getItem('access_token')).toBe('access-after-change');
    expect(localStorage.getItem('fresh_token')).toBe('refresh-after-change');
  });
});
