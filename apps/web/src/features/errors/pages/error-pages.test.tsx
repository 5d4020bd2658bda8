import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { ForbiddenPage } from './forbidden-page';
import { NotFoundPage } from './not-found-page';

describe('the error pages', () => {
  it('/404 is titled by its h1, in the tab too', async () => {
    renderScreen(<NotFoundPage />, { as: null, at: '/404' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toBe('Page not found · Back-office console');
    expect(screen.getByRole('button', { name: 'Back to the dashboard' })).toBeTruthy();
  });

  it('/403 is titled by its h1, in Vietnamese too', async () => {
    await inLanguage('vi');
    renderScreen(<ForbiddenPage />, { as: null, at: '/403' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Không có quyền truy cập' }),
    ).toBeTruthy();
  });
});
