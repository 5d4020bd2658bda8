import type { CampaignRevision } from '@console/contract/schemas/campaigns';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { budgetOf, campaignOf, fullOf, inDays } from '../test-campaigns';
import { CampaignShowPage } from './campaign-show-page';

const at = { at: '/campaigns/5', path: '/campaigns/:id' };

/** An extension a supporter asked for: 10,000 uses in all raised to 20,000. */
const revision: CampaignRevision = {
  id: 9,
  changes: { totalUsageLimit: 20_000 },
  previous: {
    endTime: inDays(6),
    maxBudget: 50_000_000,
    totalUsageLimit: 10_000,
    usesPerCycle: 1,
    usesPerCampaign: 3,
  },
  reason: 'Khách hàng dùng nhiều hơn dự kiến',
  requestedBy: 'supporter1',
  requestedAt: inDays(-1),
};

/** The dialog an action opens: its code loads on the first click (lazyPart), which takes a while. */
const openedDialog = () => screen.findByRole('dialog', {}, { timeout: 15_000 });

const fieldOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

describe('campaign page', () => {
  it('reads in Vietnamese: its title and its state', async () => {
    await inLanguage('vi');
    const item = campaignOf({ state: 'waiting' });
    renderScreen(<CampaignShowPage />, {
      as: 'manager',
      ...at,
      server: { 'campaigns.get': () => fullOf(item), 'campaigns.budget': budgetOf(item) },
    });
    expect(await screen.findByRole('heading', { name: 'Chiến dịch: Ưu đãi thử' })).toBeTruthy();
    expect(screen.getAllByText('Chờ vận hành').length).toBeGreaterThan(0);
  });

  it('names a merchant campaign, its QR type and its period in Vietnamese, not in English', async () => {
    await inLanguage('vi');
    const item = campaignOf({
      type: 'merchant',
      banks: [],
      merchantCode: 'M0002',
      merchantName: 'Siêu thị Hoà Bình',
      qrTypes: ['portal'],
      periodType: 'merchant',
      state: 'locked',
    });
    renderScreen(<CampaignShowPage />, {
      as: 'manager',
      ...at,
      server: { 'campaigns.get': () => fullOf(item), 'campaigns.budget': budgetOf(item) },
    });
    expect(await screen.findByRole('heading', { name: 'Chiến dịch: Ưu đãi thử' })).toBeTruthy();
    expect(screen.getAllByText('Đơn vị').length).toBeGreaterThan(0);
    expect(screen.getByText('Cổng thanh toán')).toBeTruthy();
    expect(screen.getAllByText('Đã khóa').length).toBeGreaterThan(0);
    expect(screen.queryByText('Merchant')).toBeNull();
    expect(screen.queryByText('Portal')).toBeNull();
  });

  it('shows the voucher code a payment must give', async () => {
    const item = campaignOf({ voucherCode: 'SUMMER-26' });
    renderScreen(<CampaignShowPage />, {
      as: 'manager',
      ...at,
      server: { 'campaigns.get': () => fullOf(item), 'campaigns.budget': budgetOf(item) },
    });
    expect(await screen.findByText('SUMMER-26')).toBeTruthy();
    expect(screen.getByText('Voucher code')).toBeTruthy();
  });

  it('says in Vietnamese that a campaign without a voucher code needs none', async () => {
    await inLanguage('vi');
    const item = campaignOf();
    renderScreen(<CampaignShowPage />, {
      as: 'manager',
      ...at,
      server: { 'campaigns.get': () => fullOf(item), 'campaigns.budget': budgetOf(item) },
    });
    expect(await screen.findByText('Không có: chiến dịch áp dụng không cần mã')).toBeTruthy();
    expect(screen.getByText('Mã voucher')).toBeTruthy();
  });

  it('refuses an extension that lowers the total uses as it is typed, and sends a raised one with its reason', async () => {
    const item = campaignOf({ state: 'running', startTime: inDays(-2) });
    const api = renderScreen(<CampaignShowPage />, {
      as: 'supporter',
      ...at,
      server: {
        'campaigns.get': () => fullOf(item),
        'campaigns.budget': budgetOf(item),
        'campaigns.extend': () => fullOf(item, { pendingRevision: revision }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Extend' }));
    const dialog = await openedDialog();
    const total = fieldOf(dialog, 'Total voucher uses');
    await waitFor(() => expect(total.value).toBe('10000'));

    fireEvent.change(total, { target: { value: '9000' } });
    expect(
      await within(dialog).findByText('An extension cannot lower this: keep it or raise it'),
    ).toBeTruthy();
    expect(total.closest('.ant-form-item')?.className).toContain('ant-form-item-has-error');
    // The message leaves with antd's animation, which happy-dom does not play: the field's own
    // error state says it is gone.
    fireEvent.change(total, { target: { value: '20000' } });
    await waitFor(() =>
      expect(total.closest('.ant-form-item')?.className).not.toContain('ant-form-item-has-error'),
    );
    fireEvent.change(fieldOf(dialog, 'Reason'), {
      target: { value: 'Khách hàng dùng nhiều hơn dự kiến' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(await screen.findByText('Extension sent for approval')).toBeTruthy();
    expect(api.calls('campaigns.extend')).toHaveLength(1);
    expect(api.calls('campaigns.extend')[0]?.input).toMatchObject({
      id: 5,
      version: 3,
      totalUsageLimit: 20_000,
      reason: 'Khách hàng dùng nhiều hơn dự kiến',
    });
  });

  it('shows the supporter the extension waiting, offers no approval and no second extension', async () => {
    const item = campaignOf({ state: 'running', startTime: inDays(-2) });
    renderScreen(<CampaignShowPage />, {
      as: 'supporter',
      ...at,
      server: {
        'campaigns.get': () => fullOf(item, { pendingRevision: revision }),
        'campaigns.budget': budgetOf(item),
      },
    });
    expect(await screen.findByText('10,000 → 20,000')).toBeTruthy();
    expect(screen.getAllByText(/supporter1/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Approve extension' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Extend' })).toBeNull();
  });

  it('lets a manager turn an extension down only with a reason', async () => {
    const item = campaignOf({ state: 'running', startTime: inDays(-2) });
    const api = renderScreen(<CampaignShowPage />, {
      as: 'manager',
      ...at,
      server: {
        'campaigns.get': () => fullOf(item, { pendingRevision: revision }),
        'campaigns.budget': budgetOf(item),
        'campaigns.rejectExtension': () => ({ success: true, item }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject extension' }));
    const dialog = await openedDialog();
    expect(within(dialog).getByText('Reject the extension of “Ưu đãi thử”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject extension' }));
    expect(await within(dialog).findByText('Please say why')).toBeTruthy();
    expect(api.calls('campaigns.rejectExtension')).toEqual([]);

    fireEvent.change(fieldOf(dialog, 'Reason'), { target: { value: 'Ngân sách không đủ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject extension' }));
    await waitFor(() => expect(api.calls('campaigns.rejectExtension')).toHaveLength(1));
    expect(api.calls('campaigns.rejectExtension')[0]?.input).toMatchObject({
      id: 5,
      version: 3,
      reason: 'Ngân sách không đủ',
    });
  });

  it('keeps a turned-down extension’s reason and an approved one’s change in the history', async () => {
    const item = campaignOf({ state: 'running', startTime: inDays(-2) });
    renderScreen(<CampaignShowPage />, {
      as: 'manager',
      ...at,
      server: {
        'campaigns.get': () =>
          fullOf(item, {
            history: [
              {
                action: 'rejectExtension',
                from: 'running',
                to: 'running',
                actorName: 'manager01',
                reason: 'Ngân sách không đủ',
                details: {},
                at: inDays(-1, 11),
              },
              {
                action: 'approveExtension',
                from: 'running',
                to: 'running',
                actorName: 'manager01',
                reason: '',
                details: {
                  changed: ['totalUsageLimit'],
                  from: { totalUsageLimit: 10_000 },
                  to: { totalUsageLimit: 20_000 },
                },
                at: inDays(-1, 10),
              },
            ],
          }),
        'campaigns.budget': budgetOf(item),
      },
    });
    expect(await screen.findByText('Reject extension', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText(/Reason: Ngân sách không đủ/)).toBeTruthy();
    expect(screen.getByText('Approve extension', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText(/Total voucher uses: 10,000 → 20,000/)).toBeTruthy();
  });
});
