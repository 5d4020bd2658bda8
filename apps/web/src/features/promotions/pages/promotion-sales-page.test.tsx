import type { Sale } from '@console/contract/schemas/sales';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption, shownOptions } from '../../../test/choose-option';
import { renderScreen, screen } from '../../../test/render';
import { PromotionSalesPage } from './promotion-sales-page';

const sale = (id: number, user_name: string, amount_paid: number): Sale => ({
  id,
  code: 'SUMMER10',
  user_name,
  salesman_name: 'salesman1',
  months: 1,
  bonus_months: 0,
  list_price: amount_paid,
  discount: 0,
  amount_paid,
  currency: 'VND',
  at: `2026-11-${10 + id}T03:00:00.000Z`,
});

/** Enough sales for a second page of ten, so the list offers its page sizes. */
const sales = () => ({
  success: true as const,
  total: 12,
  list: [sale(2, 'le-thu-trang', 99_000), sale(1, 'nguyenthanhha', 594_000)],
});
/** A salesman's own call comes first, until the screen knows the reader is an employee. */
const server = { 'promotions.sales': sales, 'promotions.salesMine': sales };
const at = '/promotion/1/SUMMER10/sale';
const path = '/promotion/:id/:code/sale';
const sizeChanger = () => screen.findByRole('combobox', { name: 'Page size' }, { timeout: 5_000 });

describe("a code's sales", () => {
  it('offer the standard page sizes, the one picked kept in the URL through a reload', async () => {
    const view = renderScreen(<PromotionSalesPage />, { as: 'manager', at, path, server });
    await screen.findByRole('heading', { name: 'Sales of code SUMMER10' });
    await screen.findByText('le-thu-trang');
    await chooseOption(await sizeChanger(), '50 / page');
    expect(shownOptions()).toEqual([
      '10 / page',
      '15 / page',
      '20 / page',
      '50 / page',
      '100 / page',
    ]);
    await waitFor(() => expect(view.location()).toBe(`${at}?page_size=50`));

    view.reload();
    await screen.findByText('le-thu-trang');
    const changer = await sizeChanger();
    expect(changer.closest('.ant-select')?.textContent || (changer as HTMLInputElement).value).toBe(
      '50 / page',
    );
    expect(view.calls('promotions.sales').at(-1)?.input).toMatchObject({
      code: 'SUMMER10',
      page_size: 50,
    });
  });

  it('sort by the amount paid, newest first by default, each order kept in the URL', async () => {
    const view = renderScreen(<PromotionSalesPage />, { as: 'manager', at, path, server });
    await screen.findByText('le-thu-trang');
    expect(view.calls('promotions.sales').at(-1)?.input).toMatchObject({
      sort: 'at',
      order: 'desc',
    });
    const paid = () => screen.getByRole('columnheader', { name: /Paid/ });
    fireEvent.click(paid());
    await waitFor(() => expect(view.location()).toBe(`${at}?order=asc&sort=amount_paid`));
    await waitFor(() =>
      expect(view.calls('promotions.sales').at(-1)?.input).toMatchObject({
        sort: 'amount_paid',
        order: 'asc',
      }),
    );
    // Descending is this list's default order, so the URL no longer names one.
    fireEvent.click(paid());
    await waitFor(() => expect(view.location()).toBe(`${at}?sort=amount_paid`));
    await waitFor(() =>
      expect(view.calls('promotions.sales').at(-1)?.input).toMatchObject({
        sort: 'amount_paid',
        order: 'desc',
      }),
    );
  });
});
