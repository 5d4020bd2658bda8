import type { CampaignItem } from '@console/contract/schemas/campaigns';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../../../test/render';
import { campaignOf, fullOf, inDays } from '../test-campaigns';
import { CampaignEditPage } from './campaign-edit-page';

/** The draft's form, as its supporter opens it to change it. */
function editing(item: CampaignItem) {
  return renderScreen(<CampaignEditPage />, {
    as: 'supporter',
    at: '/campaigns/5/edit',
    path: '/campaigns/:id/edit',
    server: {
      'campaigns.get': () => fullOf(item),
      'campaigns.edit': () => ({ success: true, item }),
    },
  });
}

const special = (from: string, to: string) => ({
  discountRate: 20,
  maxDiscountAmount: 100_000,
  minTransactionAmount: 0,
  startTime: from,
  endTime: to,
});

const hasError = (text: string) =>
  screen
    .queryAllByText(text)
    .some((m) => m.closest('.ant-form-item')?.className.includes('ant-form-item-has-error'));

describe('campaign form', () => {
  it('refuses a campaign of twelve hours on screen, before anything is sent', async () => {
    const api = editing(campaignOf({ startTime: inDays(3, 9), endTime: inDays(3, 21) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A campaign lasts at least 24 hours', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(api.calls('campaigns.edit')).toEqual([]);
  });

  it('refuses special times that overlap, until one of them is removed', async () => {
    const api = editing(
      campaignOf({
        specialConditions: [special(inDays(4), inDays(5)), special(inDays(4, 12), inDays(5, 12))],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    // The whole form is checked on Save, which takes a moment on a busy machine.
    expect(
      await screen.findAllByText('Special times must not overlap', {}, { timeout: 10_000 }),
    ).not.toHaveLength(0);
    expect(api.calls('campaigns.edit')).toEqual([]);

    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1]!);
    await waitFor(() => expect(hasError('Special times must not overlap')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('campaigns.edit')).toHaveLength(1));
    expect(api.calls('campaigns.edit')[0]?.input).toMatchObject({
      id: 5,
      specialConditions: [{ discountRate: 20, maxDiscountAmount: 100_000 }],
    });
  });

  it('keeps the voucher code: refuses a space in it on screen, and sends a corrected one', async () => {
    const api = editing(campaignOf({ voucherCode: 'OLD-CODE' }));
    const field = (await screen.findByLabelText('Voucher code')) as HTMLInputElement;
    expect(field.value).toBe('OLD-CODE');
    fireEvent.change(field, { target: { value: 'SUMMER 26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Letters, digits, hyphen and underscore only',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(api.calls('campaigns.edit')).toEqual([]);

    fireEvent.change(field, { target: { value: 'summer-26' } });
    await waitFor(() =>
      expect(hasError('Letters, digits, hyphen and underscore only')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('campaigns.edit')).toHaveLength(1));
    expect(api.calls('campaigns.edit')[0]?.input).toMatchObject({
      id: 5,
      voucherCode: 'summer-26',
    });
  });

  it('says the most the campaign can cost, in VND grouped by thousands', async () => {
    editing(campaignOf({ totalUsageLimit: 1000, maxBudget: 50_000_000 }));
    expect(await screen.findByText(/At most 50,000,000 VND/)).toBeTruthy();
  });
});
