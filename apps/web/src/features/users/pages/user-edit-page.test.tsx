import type { User } from '@console/contract/schemas/users';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../../../test/render';
import { userNamed } from '../test-users';
import { UserEditPage } from './user-edit-page';

const bao: User = {
  ...userNamed(21, 'tranquocbao', 'Trần Quốc Bảo'),
  email: 'quocbao.tran@example.com',
  phone: '+84 912345678',
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
