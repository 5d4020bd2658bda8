import type { RequestOf } from '@console/contract/routes';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { userNamed } from '../test-users';
import { ChangeRoleForm } from './change-role-form';

/**
 * The upgrade form of a user's page: the months typed stay as typed, and a number the contract
 * refuses is said under the field instead of being clamped, with no quote following it.
 */
/** A limit, not a goal: the first screen of a file loads its parts slowly on a busy machine. */
const LOADED = { timeout: 30_000 };

const quoteOf = ({ count }: RequestOf<'users.quote'>) => ({
  success: true as const,
  quote: {
    package: 'standard_vnd' as const,
    currency: 'VND' as const,
    months: count,
    unit_price: 99_000,
    list_price: 99_000 * count,
    discount: 0,
    bonus_months: 0,
    amount_due: 99_000 * count,
    code: null,
    reason: null,
  },
});

/** The standard package in dollars, at 47.90 a month. */
const dollarQuoteOf = ({ count }: RequestOf<'users.quote'>) => ({
  success: true as const,
  quote: {
    ...quoteOf({ count } as RequestOf<'users.quote'>).quote,
    package: 'standard_usd' as const,
    currency: 'USD' as const,
    unit_price: 4790,
    list_price: 4790 * count,
    amount_due: 4790 * count,
  },
});

describe('the months of an upgrade', { timeout: 120_000 }, () => {
  it('keeps 999999 as typed, says the most is 120, and quotes nothing for it', async () => {
    const api = renderScreen(
      <ChangeRoleForm user={userNamed(21, 'tranquocbao', 'Trần Quốc Bảo')} />,
      {
        at: '/usermanager/21',
        server: { 'users.quote': (input) => quoteOf(input) },
      },
    );
    const months = (await screen.findByLabelText('Total months', {}, LOADED)) as HTMLInputElement;
    await waitFor(() => expect(api.calls('users.quote')).toHaveLength(1), LOADED);
    fireEvent.change(months, { target: { value: '999999' } });
    fireEvent.blur(months);
    expect(await screen.findByText('Must be at most 120', {}, LOADED)).toBeTruthy();
    expect((screen.getByLabelText('Total months') as HTMLInputElement).value).toBe('999999');
    // Past the debounce of the live quote: no quote for a clamped or refused count.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(api.calls('users.quote').map((call) => (call.input as { count: number }).count)).toEqual(
      [1],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.calls('users.quote')).toHaveLength(1);
    expect(api.calls('users.upToStandard')).toHaveLength(0);
  });

  it('prices dollars with the reader’s decimal mark: 47.90 USD in English', async () => {
    renderScreen(<ChangeRoleForm user={userNamed(21, 'tranquocbao', 'Trần Quốc Bảo')} />, {
      at: '/usermanager/21',
      server: { 'users.quote': (input) => dollarQuoteOf(input) },
    });
    const quote = await screen.findByTestId('quote', {}, LOADED);
    expect(quote.textContent).toContain('47.90 USD');
  });

  it('in Vietnamese: 47,90 USD, and the steps of the months named in Vietnamese', async () => {
    await inLanguage('vi');
    renderScreen(<ChangeRoleForm user={userNamed(21, 'tranquocbao', 'Trần Quốc Bảo')} />, {
      at: '/usermanager/21',
      server: { 'users.quote': (input) => dollarQuoteOf(input) },
    });
    const quote = await screen.findByTestId('quote', {}, LOADED);
    expect(quote.textContent).toContain('47,90 USD');
    expect(document.querySelector('[aria-label="Increase Value"]')).toBeNull();
    expect(document.querySelector('[aria-label="Decrease Value"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tăng' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giảm' })).toBeTruthy();
  });
});
