import { ErrorCode } from '@console/contract/errors';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../../../test/render';
import { passwordAnswers } from '../../../test/password-answers';
import { GetPasswordPage } from './get-password-page';

/** Long enough for the password's encryption and the captcha on a busy machine. */
const SOON = { timeout: 10_000 };

/** What the server answers a reset link already used (or never issued). */
const usedLink = {
  status: 400,
  body: {
    success: false as const,
    code: ErrorCode.INVALID_INPUT,
    message: 'accounts.token_invalid',
    detail: '',
  },
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the reset-password screen', () => {
  it('says a used link is not valid and offers to ask for a new one', async () => {
    const api = renderScreen(<GetPasswordPage />, {
      as: null,
      at: '/get-password?token=used-token',
      server: { ...(await passwordAnswers()), 'accounts.resetPassword': () => usedLink },
    });
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }, SOON),
    ).toBeTruthy();
    type('New password', 'An0ther!Pass');
    type('Confirm password', 'An0ther!Pass');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByText('This link is not valid or has already been used', {}, SOON),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/get-password',
    );
    expect(api.calls('accounts.resetPassword')[0]?.input).toMatchObject({
      reset_token: 'used-token',
    });
    expect(api.location()).toBe('/get-password?token=used-token');
  });

  it('opens the sign-in screen with the user name filled in once the password is set', async () => {
    const api = renderScreen(<GetPasswordPage />, {
      as: null,
      at: '/get-password?token=fresh-token',
      server: {
        ...(await passwordAnswers()),
        'accounts.resetPassword': () => ({ success: true, user_name: 'supporter1' }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Choose a new password' }, SOON),
    ).toBeTruthy();
    type('New password', 'An0ther!Pass');
    type('Confirm password', 'An0ther!Pass');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByText('Your new password is saved. Sign in with it.', {}, SOON),
    ).toBeTruthy();
    await waitFor(() => expect(api.location()).toBe('/login?username=supporter1'));
  });
});
