import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { BankCreatePage } from './bank-create-page';

/**
 * A salesman adding his own bank details: the holder is letters and spaces (the contract's rule,
 * which the server holds too: apps/server/test/bank/bad-input.test.ts).
 */
/** A limit, not a goal: the first screen of a file loads its parts slowly on a busy machine. */
const LOADED = { timeout: 30_000 };

const server = {
  'bank.addMine': () => ({
    success: true as const,
    item: {
      id: 9,
      user_name: 'salesman01',
      bank_name: 'Ngân hàng Quân Đội',
      shortName: 'MB',
      bank_number: '0071000123456',
      bank_holder: 'PHAM VAN DUC',
      created_at: '2026-11-29T02:00:00.000Z',
      updated_at: '2026-11-29T02:00:00.000Z',
    },
  }),
};

describe('new bank details', { timeout: 120_000 }, () => {
  it('refuses markup and an emoji in the holder, and sends nothing', async () => {
    const api = renderScreen(<BankCreatePage />, { as: 'salesman', at: '/bank-create', server });
    const holder = await screen.findByLabelText('Bank holder', {}, LOADED);
    fireEvent.change(holder, { target: { value: 'PHAM VAN DUC <B>X</B> 😀' } });
    fireEvent.blur(holder);
    expect(
      await screen.findByText('The account holder may hold only letters and spaces', {}, LOADED),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.calls('bank.addMine')).toHaveLength(0);
    expect((screen.getByLabelText('Bank holder') as HTMLInputElement).value).toBe(
      'PHAM VAN DUC <B>X</B> 😀',
    );
  });

  it('says it in Vietnamese, and takes Vietnamese letters', async () => {
    await inLanguage('vi');
    renderScreen(<BankCreatePage />, { as: 'salesman', at: '/bank-create', server });
    const holder = await screen.findByLabelText('Chủ tài khoản', {}, LOADED);
    fireEvent.change(holder, { target: { value: 'Phạm Văn Đức 2' } });
    fireEvent.blur(holder);
    expect(
      await screen.findByText('Tên chủ tài khoản chỉ được gồm chữ cái và khoảng trắng', {}, LOADED),
    ).toBeTruthy();
    fireEvent.change(holder, { target: { value: 'Phạm Văn Đức' } });
    await waitFor(() =>
      expect(screen.queryByText('Tên chủ tài khoản chỉ được gồm chữ cái và khoảng trắng')).toBe(
        null,
      ),
    );
  });
});
