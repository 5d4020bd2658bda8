import { fireEvent, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { BankCreatePage } from './bank-create-page';

/**
 * A salesman adding his own bank details: the holder is letters and spaces (the contract's rule,
 * which the server holds too: apps/server/test/bank/bad-input.test.ts), and the bank picker puts
 * the bank whose short name is exactly what was typed first.
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

/** What the bank picker shows as chosen. */
const chosenBank = () =>
  document.getElementById('bank_name')?.closest('.ant-select')?.textContent ?? '';

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

  it('picks MB for “MB” and Enter, not a bank whose name holds the letters', async () => {
    const api = renderScreen(<BankCreatePage />, { as: 'salesman', at: '/bank-create', server });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Bank name', {}, LOADED));
    await user.keyboard('MB');
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option-active')?.textContent).toMatch(
        /\(MB\)/,
      ),
    );
    // rc-select reads the key by its code (`which`), which user-event leaves out in happy-dom.
    fireEvent.keyDown(document.getElementById('bank_name')!, {
      key: 'Enter',
      code: 'Enter',
      keyCode: 13,
      which: 13,
    });
    await waitFor(() => expect(chosenBank()).toContain('Ngân hàng Quân Đội (MB)'));

    fireEvent.change(screen.getByLabelText('Bank number'), {
      target: { value: '0071000123456' },
    });
    fireEvent.change(screen.getByLabelText('Bank holder'), { target: { value: 'Phạm Văn Đức' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('bank.addMine')).toHaveLength(1), LOADED);
    expect(api.calls('bank.addMine')[0]?.input).toMatchObject({ bank_name: 'Ngân hàng Quân Đội' });
  });
});
