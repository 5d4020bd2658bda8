import type { User } from '@console/contract/schemas/users';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../../../test/render';
import { UserEditPage } from './user-edit-page';

const bao: User = {
  id: 21,
  user_name: 'tranquocbao',
  email: 'quocbao.tran@example.com',
  phone: '+84 912345678',
  full_name: 'Trần Quốc Bảo',
  country: 'VN',
  time_zone: 'Asia/Ho_Chi_Minh',
  super_role: 'parent',
  admin_role: 'free',
  is_member: false,
  license: 0,
  subscription_begin: null,
  subscription_end: null,
  active: true,
  email_verified: true,
  invitation_pending: false,
  created_at: '2026-01-10T03:00:00.000Z',
  updated_at: '2026-01-10T03:00:00.000Z',
};

const save = () => fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);

describe("a user's edit form", () => {
  it('refuses a missing or invalid e-mail on the form, and saves nothing', async () => {
    const api = renderScreen(<UserEditPage />, {
      at: '/usermanager/21/edit',
      path: '/usermanager/:id/edit',
      server: { 'users.get': () => ({ success: true as const, item: bao }) },
    });
    await screen.findByRole('heading', { name: 'Edit user: tranquocbao' });
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('quocbao.tran@example.com'));

    fireEvent.change(email, { target: { value: '' } });
    save();
    expect(
      await screen.findByText('Please input your e-mail', {}, { timeout: 5_000 }),
    ).toBeTruthy();

    fireEvent.change(email, { target: { value: 'not-an-e-mail' } });
    save();
    expect(
      await screen.findByText('Please enter a valid e-mail address', {}, { timeout: 5_000 }),
    ).toBeTruthy();

    expect(api.calls('users.update')).toHaveLength(0);
    expect(api.location()).toBe('/usermanager/21/edit');
  });
});
