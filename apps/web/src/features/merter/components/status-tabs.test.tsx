import type { MerterStatus } from '@console/contract/machines/merter';
import { configure, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../../../test/render';
import { CustomersTab } from './customers-tab';
import { MerterPanel } from './merter-panel';

// Each step waits for a list the fake server answers; on a busy machine that takes over a second.
configure({ asyncUtilTimeout: 10_000 });

const at = '2026-11-20T03:00:00.000Z';

/** The campaign's customers as the server keeps them: searched by phone, filtered by status. */
function customersServer(phones: string[], locked: string[] = []) {
  const rows = phones.map((phone) => ({
    phone,
    status: (locked.includes(phone) ? 'locked' : 'open') as MerterStatus,
    updatedAt: at,
  }));
  return {
    'merter.customers': (input: { keyword?: string; status?: MerterStatus }) => {
      const list = rows.filter(
        (r) =>
          (!input.keyword || r.phone.includes(input.keyword)) &&
          (!input.status || r.status === input.status),
      );
      return { success: true as const, total: list.length, list: list.map((r) => ({ ...r })) };
    },
    'merter.changeCustomer': (input: { phone: string; status: MerterStatus }) => {
      const row = rows.find((r) => r.phone === input.phone)!;
      row.status = input.status;
      return { success: true as const, item: { ...row } };
    },
  };
}

const table = (name: string) => screen.getByRole('table', { name });
/** The body's rows (antd adds a hidden measuring row, which has no cells of text). */
const rowsOf = (name: string) =>
  within(table(name))
    .queryAllByRole('row')
    .filter((r) => r.closest('tbody') && /\d{6}/.test(r.textContent ?? ''));

/** Answers the question the switch asks with `button` (a closed question may linger in happy-dom). */
async function confirmWith(button: string, question: string) {
  const asked = await screen.findAllByText(question);
  const dialog = asked.at(-1)!.closest<HTMLElement>('[role=dialog]')!;
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}

function search(label: string, value: string) {
  const box = screen.getByRole('searchbox', { name: label });
  fireEvent.change(box, { target: { value } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
}

/**
 * Picks a status in the filter as a person does: clicks it (the console's Select loads antd's on
 * the first click) and clicks the option.
 */
async function filterStatus(label: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: 'Status' }));
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`,
    );
    expect(found).not.toBeNull();
    return found!;
  });
  await user.click(option);
}

describe('a campaign’s customers', () => {
  const phones = ['0911000001', '0911000002', '0911000003'];

  it('finds a customer by phone and locks it', async () => {
    const api = renderScreen(<CustomersTab campaignId={5} />, {
      as: 'admin',
      server: customersServer(phones),
    });
    await waitFor(() => expect(rowsOf('Campaign customers')).toHaveLength(3));

    search('Search by phone', '000002');
    await waitFor(() => expect(rowsOf('Campaign customers')).toHaveLength(1));
    const toggle = screen.getByRole('switch', { name: 'Open 0911000002' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await confirmWith('Lock', 'Lock customer 0911000002 out of this campaign?');
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Open 0911000002' }).getAttribute('aria-checked'),
      ).toBe('false'),
    );
    expect(within(rowsOf('Campaign customers')[0]!).getByText('Locked')).toBeTruthy();
    expect(api.calls('merter.changeCustomer')[0]?.input).toMatchObject({
      campaignId: 5,
      phone: '0911000002',
      status: 'locked',
    });
  });

  it('filters the locked and the open customers, and one opened leaves the locked', async () => {
    const api = renderScreen(<CustomersTab campaignId={5} />, {
      as: 'admin',
      server: customersServer(phones, ['0911000002']),
    });
    await waitFor(() => expect(rowsOf('Campaign customers')).toHaveLength(3));
    await filterStatus('Locked');
    await waitFor(() => expect(rowsOf('Campaign customers')).toHaveLength(1));
    expect(within(table('Campaign customers')).getByText('0911000002')).toBeTruthy();
    await filterStatus('Open');
    await waitFor(() => expect(rowsOf('Campaign customers')).toHaveLength(2));
    expect(within(table('Campaign customers')).queryByText('0911000002')).toBeNull();

    await filterStatus('Locked');
    await waitFor(() => expect(rowsOf('Campaign customers')).toHaveLength(1));
    fireEvent.click(screen.getByRole('switch', { name: 'Open 0911000002' }));
    await confirmWith('Open', 'Open this campaign to customer 0911000002?');
    await waitFor(() => expect(rowsOf('Campaign customers')).toHaveLength(0));
    expect(api.calls('merter.changeCustomer').at(-1)?.input).toMatchObject({ status: 'open' });
  });

  it('offers a private campaign’s customers on its page', async () => {
    const noFiles = () => ({ success: true as const, total: 0, list: [] });
    const view = renderScreen(
      <MerterPanel campaign={{ id: 5, type: 'private', state: 'running' }} />,
      { as: 'admin', server: { 'merter.status': noFiles, ...customersServer(phones) } },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Campaign customers' }));
    await waitFor(() => expect(rowsOf('Campaign customers')).toHaveLength(3));
    expect(view.calls('merter.customers')[0]?.input).toMatchObject({ campaignId: 5 });
  });

  it('offers no customers tab on a merchant campaign', async () => {
    renderScreen(<MerterPanel campaign={{ id: 6, type: 'merchant', state: 'draft' }} />, {
      as: 'admin',
      server: { 'merter.status': () => ({ success: true as const, total: 0, list: [] }) },
    });
    expect(await screen.findByRole('tab', { name: 'Campaign terminals' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Campaign customers' })).toBeNull();
  });
});
