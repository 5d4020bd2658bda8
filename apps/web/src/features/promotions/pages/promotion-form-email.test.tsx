import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { PromotionCreatePage } from './promotion-create-page';

// The question on leaving a changed form needs the app's data router and the browser
// (tests/shell/forms.spec.ts); this screen is rendered under a plain router, without it.
vi.mock('../../../lib/forms/use-leave-guard', () => ({
  useLeaveGuard: () => ({ changed: () => {}, saved: () => {}, isChanged: () => false }),
}));

/** A limit, not a goal: the form's parts come after the first paint, on a busy machine. */
const LOADED = { timeout: 15_000 };

describe('the new promotion code’s form', () => {
  it('answers an invalid e-mail with the app’s message in Vietnamese, not the browser’s bubble', async () => {
    await inLanguage('vi');
    const api = renderScreen(<PromotionCreatePage />, { as: 'admin', at: '/promotion/create' });
    const email = await screen.findByLabelText('E-mail nhân viên bán hàng', {}, LOADED);
    const user = userEvent.setup();
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vui lòng nhập địa chỉ e-mail hợp lệ', {}, LOADED)).toBeTruthy();
    // The form leaves checking to the app: the browser raises no bubble of its own.
    expect((email as HTMLInputElement).form?.noValidate).toBe(true);
    expect(api.calls('promotions.create')).toEqual([]);
  });
});
