import { fireEvent, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { EmployeesListPage } from './employees-list-page';

/** A limit, not a goal: the signed-in user and the list come after the first paint. */
const LOADED = { timeout: 15_000 };

const server = {
  'employees.list': () => ({
    success: true as const,
    total: 0,
    totalCapped: false,
    list: [],
  }),
};

describe('the employees list', () => {
  it("adds an employee with the spec's shared Add button", async () => {
    renderScreen(<EmployeesListPage />, { as: 'admin', at: '/employees', server });
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }, LOADED));
    // The dialog's code loads on the first click (lazyPart).
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    expect(within(dialog).getByText('Add employee')).toBeTruthy();
  });

  it('says it in Vietnamese: Thêm', async () => {
    await inLanguage('vi');
    renderScreen(<EmployeesListPage />, { as: 'admin', at: '/employees', server });
    expect(await screen.findByRole('button', { name: 'Thêm' }, LOADED)).toBeTruthy();
  });
});
