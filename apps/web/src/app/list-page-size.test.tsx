import type { BlockedBrowser } from '@console/contract/schemas/browsers';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select as AntdSelect } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { BrowserListPage } from '../features/browsers/pages/browser-list-page';
import { heldModule, holdParts, importsOfHeldModules, release } from '../test/held-part';
import { renderScreen, screen } from '../test/render';

// antd's Select is a chunk of its own: this file counts its imports (the chunk's downloads), so
// no other test here may reach a Select first.
vi.mock('../components/select-part', () => heldModule({ default: AntdSelect }));

holdParts();

/** A limit, not a goal: antd's Select takes a while to render on a busy machine. */
const LOADED = { timeout: 30_000 };

const browsers: BlockedBrowser[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  browser_name: `Browser ${index + 1}`,
  file_name: `browser${index + 1}.exe`,
  original_name: `browser${index + 1}.exe`,
  file_description: '',
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
}));

const page = () => ({
  success: true as const,
  total: 60,
  list: browsers,
  applied: null,
  pending_changes: false,
});

describe('a list’s page size', () => {
  it('loads antd’s Select only when it is reached, and then offers every size', async () => {
    const view = renderScreen(<BrowserListPage />, {
      at: '/browser',
      server: { 'browsers.list': page },
    });
    const size = await screen.findByRole('combobox', { name: 'Page size' }, LOADED);
    expect((size as HTMLInputElement).value).toBe('10 / page');
    // Shown, not loaded: the list's first visit does without antd's Select.
    expect(importsOfHeldModules()).toBe(0);

    const user = userEvent.setup();
    await user.click(size);
    expect(importsOfHeldModules()).toBe(1);
    release();
    await waitFor(
      () => expect(document.querySelector('.ant-select-dropdown')).toBeTruthy(),
      LOADED,
    );
    const options = () =>
      Array.from(document.querySelectorAll('.ant-select-item-option'), (o) => o.textContent);
    expect(options()).toEqual(['10 / page', '15 / page', '20 / page', '50 / page', '100 / page']);

    await user.click(screen.getByTitle('20 / page'));
    await waitFor(() => expect(view.location()).toMatch(/page_size=20/));
    await waitFor(() =>
      expect(view.calls('browsers.list').at(-1)?.input).toMatchObject({ page_size: 20 }),
    );
  });
});
