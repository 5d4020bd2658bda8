import type { CustomerBlock } from '@console/contract/schemas/blocklists';
import { configure, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { CustomerBlocklistPage } from './customer-blocklist-page';

// The reason form loads on the first click (lazyPart); on a busy machine that takes a while.
configure({ asyncUtilTimeout: 10_000 });

const locked: CustomerBlock = {
  id: 1,
  phone: '0912345678',
  status: 'locked',
  reason: 'fraud',
  reasonText: '',
  actionBy: 'supporter1',
  actionAt: '2026-11-20T03:00:00.000Z',
  version: 1,
};

const list = (rows: CustomerBlock[]) => () => ({
  success: true as const,
  total: rows.length,
  list: rows,
});

describe('customer blocklist', () => {
  it('lets a risk officer read the list but offers no lock', async () => {
    renderScreen(<CustomerBlocklistPage />, {
      as: 'risk',
      at: '/blacklist/customers?keyword=0912345678',
      server: { 'blocklists.customers': list([locked]) },
    });
    expect(await screen.findByRole('row', { name: /0912345678/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Lock a phone/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Lock|Open/ })).toBeNull();
  });

  it('asks why when the reason to lock a phone is Other, and sends the words', async () => {
    const api = renderScreen(<CustomerBlocklistPage />, {
      as: 'supporter',
      at: '/blacklist/customers',
      server: {
        'blocklists.customers': list([]),
        'blocklists.lockCustomer': (input) => ({
          success: true as const,
          item: { ...locked, phone: input.phone, reason: 'other', reasonText: 'x' },
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Lock a phone/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '0901234567' } });
    await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    const other = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="Other"]',
      );
      expect(found).not.toBeNull();
      return found!;
    });
    await user.click(other);
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(await within(dialog).findByText('Please say why')).toBeTruthy();
    expect(api.calls('blocklists.lockCustomer')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Details'), {
      target: { value: 'Nhiều tài khoản trên một máy' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(api.calls('blocklists.lockCustomer')).toHaveLength(1));
    expect(api.calls('blocklists.lockCustomer')[0]?.input).toMatchObject({
      phone: '0901234567',
      reason: 'other',
      reasonText: 'Nhiều tài khoản trên một máy',
    });
  });

  it('names the box that picks every row in Vietnamese, not antd’s English', async () => {
    await inLanguage('vi');
    const open: CustomerBlock = { ...locked, id: 2, phone: '0987654321', status: 'open' };
    renderScreen(<CustomerBlocklistPage />, {
      as: 'supporter',
      at: '/blacklist/customers',
      server: { 'blocklists.customers': list([open]) },
    });
    expect(await screen.findByRole('row', { name: /0987654321/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Chọn mọi dòng của trang này' })).toBeTruthy();
    expect(document.querySelector('[aria-label="Select all"]')).toBeNull();
  });
});
