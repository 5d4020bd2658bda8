import type { Application, WebsiteGroup } from '@console/contract/schemas/overview';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { ApplicationPage } from './application-page';
import { WebsitePage } from './website-page';

/**
 * /website and /application in Vietnamese, with a global list and an app like the demo data's.
 * An operator's reading and search of both in English runs in the browser
 * (e2e/tests/overview/overview.spec.ts).
 */
/** A limit, not a goal: the first screen of a file loads its parts slowly on a busy machine. */
const LOADED = { timeout: 30_000 };

const adult: WebsiteGroup = {
  id: 1,
  type: 'global',
  admin_id: null,
  kind: 'blacklist',
  name: 'Adult and gambling',
  list: ['bet365.com'],
  version: 1,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-21T03:00:00.000Z',
  parents: 1,
  staff: 2,
};

const steam: Application = {
  id: 4,
  name: 'Steam',
  source: 'seed',
  agents: 0,
  first_seen_at: '2026-11-20T03:00:00.000Z',
  last_seen_at: '2026-11-21T03:00:00.000Z',
  blocked_by: [{ id: 9, name: 'Games', type: 'global', admin_id: null }],
};

describe('the overview pages in Vietnamese', { timeout: 120_000 }, () => {
  it('names a global web list’s kind on /website', async () => {
    await inLanguage('vi');
    renderScreen(<WebsitePage editor={() => null} />, {
      as: 'operator',
      at: '/website',
      server: {
        'overview.websites': () => ({ success: true as const, total: 1, list: [adult] }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Tổng quan quy tắc web' }, LOADED),
    ).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Adult and gambling/ }, LOADED);
    expect(within(row).getByText('Danh sách đen')).toBeTruthy();
  });

  it('searches /application by the keyword of its address and shows the group that blocks an app', async () => {
    await inLanguage('vi');
    const api = renderScreen(<ApplicationPage />, {
      as: 'operator',
      at: '/application?keyword=steam',
      server: {
        'overview.applications': () => ({ success: true as const, total: 1, list: [steam] }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ứng dụng' }, LOADED)).toBeTruthy();
    const row = await screen.findByRole('row', { name: /Steam/ }, LOADED);
    expect(within(row).getByText('Games')).toBeTruthy();
    await waitFor(() =>
      expect(api.calls('overview.applications').at(-1)?.input).toMatchObject({ keyword: 'steam' }),
    );
  });
});
