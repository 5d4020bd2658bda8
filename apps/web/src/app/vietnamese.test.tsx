import type { BlockedBrowser } from '@console/contract/schemas/browsers';
import { describe, expect, it } from 'vitest';
import { DashboardRoute } from './dashboard-route';
import { LanguageMenu } from '../components/language-menu';
import { BrowserListPage } from '../features/browsers/pages/browser-list-page';
import { inLanguage, renderScreen, screen } from '../test/render';

/**
 * The console in Vietnamese, as a reader who chose it meets it after a page load (inLanguage sets
 * it up as the page load does; that the choice survives a reload is the every-screen walk's and
 * tests/profile/language.spec.ts's): the console's texts, and Ant Design's own.
 */
const LOADED = { timeout: 15_000 };

const opera: BlockedBrowser = {
  id: 1,
  browser_name: 'Opera',
  file_name: 'opera.exe',
  original_name: 'opera.exe',
  file_description: 'Opera Internet Browser',
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
};

describe('the console in Vietnamese', () => {
  it('greets the reader and names the language menu in Vietnamese', async () => {
    await inLanguage('vi');
    renderScreen(
      <>
        <LanguageMenu />
        <DashboardRoute />
      </>,
      { as: 'operator', at: '/Dashboard', server: { 'dashboard.summary': () => summary } },
    );
    expect(await screen.findByRole('heading', { name: /Xin chào/ }, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Ngôn ngữ/ })).toBeTruthy();
  });

  it('shows Ant Design’s own texts (its paging’s) and the console’s page size in Vietnamese', async () => {
    await inLanguage('vi');
    renderScreen(<BrowserListPage />, {
      as: 'operator',
      at: '/browser',
      server: {
        'browsers.list': () => ({
          success: true as const,
          total: 30,
          list: [opera],
          applied: null,
          pending_changes: false,
        }),
      },
    });
    await screen.findByText('Opera', {}, LOADED);
    expect(document.querySelector('.ant-pagination-prev')?.getAttribute('title')).toBe(
      'Trang Trước',
    );
    const size = await screen.findByRole('combobox', { name: /./ }, LOADED);
    expect((size as HTMLInputElement).value).toBe('10 / trang');
  });
});

const summary = {
  success: true as const,
  today: '2026-11-29',
  campaigns: null,
  redemptions: null,
  agents: null,
  files: null,
  activity: null,
};
