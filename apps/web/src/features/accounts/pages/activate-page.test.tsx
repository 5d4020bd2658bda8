import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure } from '../../../test/fake-server';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { ActivatePage } from './activate-page';

const PAGE = { as: null, at: '/account/activate/link-token', path: '/account/activate/:id' };

// happy-dom has no window.alert: the test puts a spy there and takes it away after.
afterEach(() => {
  Reflect.deleteProperty(window, 'alert');
});

describe('the activation screen', () => {
  it('opens the sign-in screen with the user name filled in', async () => {
    const api = renderScreen(<ActivatePage />, {
      ...PAGE,
      server: { 'accounts.activate': () => ({ success: true, user_name: 'verifyme01' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your account is activated. You can sign in now.')).toBeTruthy();
    await waitFor(() => expect(api.location()).toBe('/login?username=verifyme01'));
    expect(api.calls('accounts.activate')[0]?.input).toEqual({ token: 'link-token' });
  });

  it('says a used link in the page, not in a browser alert, with the way to a new one', async () => {
    const alert = vi.fn();
    window.alert = alert;
    await inLanguage('vi');
    const api = renderScreen(<ActivatePage />, {
      ...PAGE,
      server: { 'accounts.activate': () => failure(400, 'accounts.token_invalid') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Liên kết không hợp lệ hoặc đã được sử dụng')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gửi lại e-mail xác minh' }).getAttribute('href')).toBe(
      '/account/resend',
    );
    expect(alert).not.toHaveBeenCalled();
    expect(api.location()).toBe('/account/activate/link-token');
  });
});
