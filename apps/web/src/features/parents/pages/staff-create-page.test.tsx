import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../../../test/render';
import { StaffCreatePage } from './staff-create-page';

/**
 * A parent's new staff user: the password's checks before anything is sent. Making one, and
 * finding it in his list and on its own page, runs in the browser (e2e/tests/staff/staff.spec.ts).
 */
/** A limit, not a goal: the first screen of a file loads its parts slowly on a busy machine. */
const LOADED = { timeout: 30_000 };

describe('a new staff user', { timeout: 120_000 }, () => {
  it('refuses a short password and a confirmation that differs, and sends nothing', async () => {
    const api = renderScreen(<StaffCreatePage />, {
      as: 'parent',
      at: '/children-create',
      server: {},
    });
    fireEvent.change(await screen.findByLabelText('Username', {}, LOADED), {
      target: { value: 'e2e.staff' },
    });
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Nhân viên E2E' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'abc' },
    });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter at least 4 characters', {}, LOADED)).toBeTruthy();
    expect(
      await screen.findByText('The two passwords that you entered do not match!', {}, LOADED),
    ).toBeTruthy();
    expect(api.calls('parents.staffCreate')).toHaveLength(0);
  });
});
