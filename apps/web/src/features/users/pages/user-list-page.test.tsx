import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
import { renderScreen, screen } from '../../../test/render';
import { userNamed } from '../test-users';
import { UserListPage } from './user-list-page';

/** More users than a page of ten holds. */
const users = () => ({
  success: true as const,
  total: 25,
  total_capped: false,
  list: [userNamed(1, 'tranquocbao'), userNamed(2, 'sarah_nguyen')],
});

const usernameHeader = () => screen.getByRole('columnheader', { name: /Username/ });
const activePage = () => document.querySelector('.ant-pagination-item-active')?.textContent;

describe('the users list', () => {
  it('keeps its sort and page in the URL, through a reload, a new page size and Back', async () => {
    const view = renderScreen(<UserListPage />, { at: '/users', server: { 'users.list': users } });
    await screen.findByText('tranquocbao');

    fireEvent.click(usernameHeader());
    await waitFor(() => expect(view.location()).toBe('/users?sort=user_name'));
    fireEvent.click(usernameHeader());
    await waitFor(() => expect(view.location()).toBe('/users?order=desc&sort=user_name'));
    await waitFor(() =>
      expect(view.calls('users.list').at(-1)?.input).toMatchObject({
        sort: 'user_name',
        order: 'desc',
      }),
    );
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await waitFor(() => expect(view.location()).toContain('page=2'));

    // A reload (or a shared link) shows the same view.
    view.reload();
    await screen.findByText('tranquocbao');
    await waitFor(() => expect(activePage()).toBe('2'));
    expect(usernameHeader().getAttribute('aria-sort')).toBe('descending');
    expect(view.calls('users.list').at(-1)?.input).toMatchObject({
      page: 2,
      sort: 'user_name',
      order: 'desc',
    });

    // A new page size starts again from the first page.
    await chooseOption(
      await screen.findByRole('combobox', { name: 'Page size' }, { timeout: 5_000 }),
      '20 / page',
    );
    await waitFor(() => expect(view.location()).toContain('page_size=20'));
    expect(view.location()).not.toMatch(/[?&]page=2/);

    // Back returns to the second page of ten, in the same order.
    view.back();
    await waitFor(() => expect(view.location()).toMatch(/[?&]page=2/));
    expect(view.location()).not.toContain('page_size');
    await waitFor(() => expect(activePage()).toBe('2'));
    expect(usernameHeader().getAttribute('aria-sort')).toBe('descending');
  });

  it('sends what a person searches for, and shows the users and the total the server finds', async () => {
    // Accents and case are the server's to ignore: apps/server/test/users/search.test.ts.
    const view = renderScreen(<UserListPage />, {
      at: '/users',
      server: {
        'users.list': ({ keyword }) =>
          keyword
            ? {
                success: true as const,
                total: 1,
                total_capped: false,
                list: [userNamed(12, 'salesman1', 'Nguyễn Bán Hàng')],
              }
            : users(),
      },
    });
    await screen.findByText('tranquocbao');
    const search = screen.getByRole('searchbox', { name: 'Search by name, e-mail or phone' });
    fireEvent.change(search, { target: { value: 'NGUYỄN BÁN' } });
    await waitFor(() => expect(view.location()).toContain('keyword='), { timeout: 5_000 });
    expect(new URLSearchParams(view.location().split('?')[1]).get('keyword')).toBe('NGUYỄN BÁN');
    await waitFor(() =>
      expect(view.calls('users.list').at(-1)?.input).toMatchObject({ keyword: 'NGUYỄN BÁN' }),
    );
    expect(await screen.findByText('salesman1')).toBeTruthy();
    expect(screen.queryByText('tranquocbao')).toBeNull();
    expect(screen.getByText('Total: 1', { exact: true })).toBeTruthy();
  });
});
