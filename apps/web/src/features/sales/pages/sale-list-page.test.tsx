import type { SaleSummary } from '@console/contract/schemas/sales';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption, shownOptions } from '../../../test/choose-option';
import { renderScreen, screen } from '../../../test/render';
import { SaleListPage } from './sale-list-page';

const summer: SaleSummary = {
  promotion_id: 1,
  code: 'SUMMER10',
  salesman_name: 'salesman1',
  currency: 'VND',
  reward: 10,
  reward_type: 'percent',
  count: 2,
  sum: '654000',
  commission: '65400',
  last_at: '2026-11-17T03:00:00.000Z',
};

/** Enough rows for a second page of ten, so the list offers its page sizes. */
const sales = () => ({
  success: true as const,
  total: 25,
  list: [summer],
  totals: [{ currency: 'VND' as const, count: 2, sum: '654000', commission: '65400' }],
});
const salesmen = () => ({
  success: true as const,
  list: [{ id: 12, user_name: 'salesman1', full_name: 'Nguyễn Bán Hàng' }],
});

/**
 * The screen asks for the signed-in user's own sales until it knows he may see everyone's
 * (renderScreen's users.me answers a moment later).
 */
const server = { 'sales.list': sales, 'sales.listMine': sales, 'sales.salesmen': salesmen };

/** The list's page size choice, whether or not antd's Select has taken its stand-in's place. */
const sizeChanger = () => screen.findByRole('combobox', { name: 'Page size' }, { timeout: 5_000 });
const pageSize = async () => {
  const changer = await sizeChanger();
  return changer.closest('.ant-select')?.textContent || (changer as HTMLInputElement).value;
};

/** The salesman the picker shows as chosen ('' for every salesman). */
const pickedSalesman = () =>
  screen
    .getByRole('combobox', { name: 'Salesman' })
    .closest('.ant-select')
    ?.querySelector('.ant-select-content')?.textContent ?? '';

/** Types a day into one end of the period, as the API writes it, and takes it with Enter. */
async function typeDay(end: 'Start date' | 'End date', day: string) {
  const input = await screen.findByPlaceholderText(end);
  fireEvent.pointerDown(input);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  const real = await waitFor(() => {
    const found = screen.getByPlaceholderText(end);
    if (!found.closest('.ant-picker')) throw new Error('The range picker has not loaded');
    return found;
  });
  fireEvent.focus(real);
  fireEvent.change(real, { target: { value: day } });
  fireEvent.keyDown(real, { key: 'Enter', code: 'Enter' });
}

describe('the sales list', () => {
  it('keeps the period a person picks in the URL, and asks for it', async () => {
    const view = renderScreen(<SaleListPage />, {
      as: 'manager',
      at: '/sale',
      server,
    });
    await screen.findByRole('heading', { name: 'Sales' });
    await screen.findByText('SUMMER10');

    await typeDay('Start date', '2000-01-01');
    await typeDay('End date', '2099-12-31');
    await waitFor(() => expect(view.location()).toContain('from=2000-01-01'));
    expect(view.location()).toContain('to=2099-12-31');
    await waitFor(() =>
      expect(view.calls('sales.list').at(-1)?.input).toMatchObject({
        from: '2000-01-01',
        to: '2099-12-31',
      }),
    );
  });

  it('keeps the page size a person picks in the URL, and asks for it', async () => {
    const view = renderScreen(<SaleListPage />, { as: 'manager', at: '/sale', server });
    await screen.findByText('SUMMER10');
    await chooseOption(await sizeChanger(), '20 / page');
    await waitFor(() => expect(view.location()).toBe('/sale?page_size=20'));
    await waitFor(() =>
      expect(view.calls('sales.list').at(-1)?.input).toMatchObject({ page_size: 20 }),
    );
  });

  it('opened again at its address (a reload, a shared link), shows the same view', async () => {
    const view = renderScreen(<SaleListPage />, {
      as: 'manager',
      at: '/sale?page_size=20&from=2000-01-01&to=2099-12-31&salesman=salesman1',
      server,
    });
    await screen.findByText('SUMMER10');
    view.reload();
    await screen.findByText('SUMMER10');
    expect(await pageSize()).toBe('20 / page');
    await waitFor(() => expect(pickedSalesman()).toBe('salesman1'));
    // The days in the English format (docs/decisions/forms.md), kept in the URL as YYYY-MM-DD.
    expect((screen.getByPlaceholderText('Start date') as HTMLInputElement).value).toBe(
      '01/01/2000',
    );
    expect((screen.getByPlaceholderText('End date') as HTMLInputElement).value).toBe('12/31/2099');
    expect(view.calls('sales.list').at(-1)?.input).toMatchObject({
      page_size: 20,
      from: '2000-01-01',
      to: '2099-12-31',
      salesman: 'salesman1',
    });
  });

  it('takes a salesman as a step of its own: Back leaves him and keeps the period and size', async () => {
    const view = renderScreen(<SaleListPage />, {
      as: 'manager',
      at: '/sale?page_size=20&from=2000-01-01&to=2099-12-31',
      server,
    });
    await screen.findByText('SUMMER10');
    await chooseOption(screen.getByRole('combobox', { name: 'Salesman' }), /salesman1/, {
      search: 'man1',
    });
    await waitFor(() => expect(view.location()).toContain('salesman=salesman1'));
    await waitFor(() =>
      expect(view.calls('sales.list').at(-1)?.input).toMatchObject({ salesman: 'salesman1' }),
    );
    expect(pickedSalesman()).toContain('salesman1');

    view.back();
    await waitFor(() => expect(view.location()).not.toContain('salesman='));
    expect(view.location()).toContain('from=2000-01-01');
    await waitFor(() => expect(pickedSalesman()).not.toContain('salesman1'));
    expect((screen.getByPlaceholderText('Start date') as HTMLInputElement).value).toBe(
      '01/01/2000',
    );
    expect(await pageSize()).toBe('20 / page');
  });

  it('finds salesmen by part of their name, and says when none matches', async () => {
    const view = renderScreen(<SaleListPage />, {
      as: 'manager',
      at: '/sale',
      server: {
        ...server,
        'sales.salesmen': ({ keyword }) =>
          'salesman1 nguyễn bán hàng'.includes((keyword ?? '').toLowerCase())
            ? salesmen()
            : { success: true as const, list: [] },
      },
    });
    await screen.findByText('SUMMER10');
    const picker = screen.getByRole('combobox', { name: 'Salesman' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'admin' } });
    await waitFor(
      () => expect(view.calls('sales.salesmen').at(-1)?.input).toMatchObject({ keyword: 'admin' }),
      { timeout: 5_000 },
    );
    expect(await screen.findByText('No salesman matches')).toBeTruthy();
    fireEvent.change(picker, { target: { value: 'SALES' } });
    await waitFor(() => expect(shownOptions()).toEqual(['salesman1 (Nguyễn Bán Hàng)']), {
      timeout: 5_000,
    });
  });
});
