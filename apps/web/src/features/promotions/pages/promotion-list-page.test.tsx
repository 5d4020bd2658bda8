import type { PromotionRow } from '@console/contract/schemas/promotions';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/choose-option';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { PromotionListPage } from './promotion-list-page';

/** The demo code TET2025: still running by its status, but its last day has passed. */
const tet: PromotionRow = {
  id: 3,
  code: 'TET2025',
  expire: '2026-10-29',
  package: 'standard_vnd',
  type: 'percent',
  min: 0,
  percent: 25,
  money: '0',
  unit: 'VND',
  month: 0,
  reward: 5,
  reward_type: 'percent',
  status: 'run',
  expired: true,
  note: '',
  email: 'salesman1@example.com',
  created_at: '2026-01-10T03:00:00.000Z',
  updated_at: '2026-01-10T03:00:00.000Z',
  count: 0,
  sum: '0',
};

const listOf = (list: PromotionRow[]) => () => ({
  success: true as const,
  total: list.length,
  list,
});

describe('the promotion codes list', () => {
  it('shows a code past its day as expired, and asks the server for the expired ones', async () => {
    const api = renderScreen(<PromotionListPage />, {
      at: '/promotion',
      server: { 'promotions.list': listOf([tet]) },
    });
    const row = (await screen.findByText('TET2025')).closest('tr')!;
    expect(within(row).getByText('Expired')).toBeTruthy();

    await chooseOption(screen.getByRole('combobox', { name: 'Status' }), 'Expired');
    await waitFor(() => expect(api.location()).toBe('/promotion?status=expired'));
    await waitFor(() =>
      expect(api.calls('promotions.list').at(-1)?.input).toMatchObject({ status: 'expired' }),
    );
  });

  it('in Vietnamese, writes a code’s expiry as DD/MM/YYYY', async () => {
    await inLanguage('vi');
    renderScreen(<PromotionListPage />, {
      at: '/promotion?keyword=TET2025',
      server: { 'promotions.list': listOf([tet]) },
    });
    const row = (await screen.findByText('TET2025')).closest('tr')!;
    expect(within(row).getByText('29/10/2026')).toBeTruthy();
    expect(within(row).queryByText(/^\d{4}-\d{2}-\d{2}$/)).toBeNull();
  });
});
