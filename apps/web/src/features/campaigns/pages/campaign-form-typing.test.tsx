import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, screen } from '../../../test/render';
import { campaignOf, fullOf } from '../test-campaigns';
import { CampaignCreatePage } from './campaign-create-page';
import { CampaignEditPage } from './campaign-edit-page';

/**
 * What a supporter types into a campaign's form stays as typed: a wrong number is refused under
 * its field, never rewritten, and Enter in a time picker confirms the picker, not the form.
 * Amounts are whole thousands of đồng (spec section 5): an amount is rounded when its field is
 * left, so the rounded value is what the form shows before Save.
 */
/** A limit, not a goal: antd's pickers and the form take a while on a busy machine. */
const LOADED = { timeout: 30_000 };

function editing() {
  const item = campaignOf();
  return renderScreen(<CampaignEditPage />, {
    as: 'supporter',
    at: '/campaigns/5/edit',
    path: '/campaigns/:id/edit',
    server: {
      'campaigns.get': () => fullOf(item),
      'campaigns.edit': () => ({ success: true as const, item }),
    },
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorsShown = () => document.querySelectorAll('.ant-form-item-has-error').length;
/** A moment for a submission the key might have started to reach the fake server. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('Enter in a campaign’s time picker', { timeout: 120_000 }, () => {
  it('confirms the picker: a new campaign’s form is not checked nor sent', async () => {
    const api = renderScreen(<CampaignCreatePage />, {
      as: 'supporter',
      at: '/campaigns/new/bank',
      path: '/campaigns/new/:type',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Campaign time', {}, LOADED));
    await waitFor(
      () => expect(document.querySelector('.ant-picker-range input')).toBeTruthy(),
      LOADED,
    );
    await user.keyboard('{Enter}');
    await settle();
    expect(errorsShown()).toBe(0);
    expect(api.calls('campaigns.create')).toHaveLength(0);
  });

  it('saves nothing of a filled-in campaign until Save', async () => {
    const api = editing();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Campaign time', {}, LOADED));
    await waitFor(
      () => expect(document.querySelector('.ant-picker-range input')).toBeTruthy(),
      LOADED,
    );
    await user.keyboard('{Enter}');
    await settle();
    expect(api.calls('campaigns.edit')).toHaveLength(0);
  });
});

describe('numbers typed into a campaign', { timeout: 120_000 }, () => {
  it('keeps a rate of 150 as typed and says what is wrong', async () => {
    const api = editing();
    await screen.findByDisplayValue('Ưu đãi thử', {}, LOADED);
    const rate = field('Discount rate (%)');
    fireEvent.change(rate, { target: { value: '150' } });
    fireEvent.blur(rate);
    expect(
      await screen.findByText('A rate is above 0 and at most 100 percent', {}, LOADED),
    ).toBeTruthy();
    expect(field('Discount rate (%)').value).toBe('150');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(api.calls('campaigns.edit')).toHaveLength(0);
    expect(field('Discount rate (%)').value).toBe('150');
  });

  it('keeps a negative amount as typed: “Must not be negative”, not a rewritten 5', async () => {
    editing();
    await screen.findByDisplayValue('Ưu đãi thử', {}, LOADED);
    const max = field('Maximum discount (VND)');
    fireEvent.change(max, { target: { value: '-5' } });
    fireEvent.blur(max);
    expect(await screen.findByText('Must not be negative', {}, LOADED)).toBeTruthy();
    expect(field('Maximum discount (VND)').value).toBe('-5');
    expect(screen.queryByText(/multiple of 1\.000/)).toBe(null);
  });

  it('rounds an amount to thousands when it is left, shows it, and saves it', async () => {
    const api = editing();
    await screen.findByDisplayValue('Ưu đãi thử', {}, LOADED);
    const max = field('Maximum discount (VND)');
    fireEvent.change(max, { target: { value: '12345' } });
    expect(field('Maximum discount (VND)').value).toBe('12.345');
    fireEvent.blur(max);
    await waitFor(() => expect(field('Maximum discount (VND)').value).toBe('12.000'));
    // The arrow keys step by a thousand.
    fireEvent.keyDown(field('Maximum discount (VND)'), { key: 'ArrowUp' });
    await waitFor(() => expect(field('Maximum discount (VND)').value).toBe('13.000'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('campaigns.edit')).toHaveLength(1), LOADED);
    expect(api.calls('campaigns.edit')[0]?.input).toMatchObject({
      defaultCondition: { maxDiscountAmount: 13_000 },
    });
  });
});
