import type { AgentAccess } from '@console/contract/schemas/agents';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../../../lib/export/download-file';
import { inLanguage, renderScreen, screen } from '../../../test/render';
import { AgentPage } from './agent-page';

// The export hands its file to the browser; here, the name it would have.
vi.mock('../../../lib/export/download-file', () => ({ downloadFile: vi.fn() }));

/**
 * The agent page with a day of reports like the one the reference agent uploads in
 * e2e/tests/agents/agent-page.spec.ts (which reads it in English through the real server): here,
 * the same page in Vietnamese, and the way to the agent's settings.
 */
const PATH = '/agentpage/:agentId/:parentId/tabs/:tab';
const ZONE = 'Asia/Ho_Chi_Minh';
/** A limit, not a goal: each tab's part loads on first use, slowly on a busy machine. */
const LOADED = { timeout: 30_000 };

const agent: AgentAccess = {
  agent_id: 12,
  user_id: 3,
  name: 'Máy lễ tân',
  user_login: false,
  block_browser: false,
  os_admin: false,
  version: '1.4.0',
  online: true,
  last_seen_at: '2026-11-29T02:00:00.000Z',
  update_available: false,
};

const report = <T,>(list: T[]) => ({
  success: true as const,
  date: '2026-11-29',
  timezone: ZONE,
  total: list.length,
  list,
});

const server = {
  'agents.list': () => ({ success: true as const, total: 1, list: [agent], limit: 4 }),
  'agents.urlChart': () =>
    report([
      { domain: 'vnexpress.net', count: 5 },
      { domain: 'google.com', count: 1 },
    ]),
  'agents.urlList': () =>
    report([
      {
        id: 41,
        url: 'https://vnexpress.net/the-gioi',
        title: 'Thế giới',
        domain: 'vnexpress.net',
        start_time: '2026-11-29T02:10:00.000Z',
        request_count: 2,
        user_id: null,
        user_name: '',
      },
    ]),
  'agents.appChart': () =>
    report([
      { app_name: 'Zalo', seconds: 125 },
      { app_name: 'Notepad', seconds: 65 },
    ]),
  'agents.appList': () =>
    report([
      {
        id: 1,
        user_id: null,
        user_name: '',
        app_name: 'Zalo',
        start_time: '2026-11-29T02:00:00.000Z',
        stop_time: '2026-11-29T02:02:05.000Z',
        usage_time: 125,
      },
    ]),
  'agents.userQuery': () =>
    report([{ keyword: 'báo cáo agent', count: 1, user_id: null, user_name: '' }]),
};

// The tabs' parts and the export's workbook load on first use: slow on a busy machine.
describe('the agent page', { timeout: 120_000 }, () => {
  it('names the days and counts a domain’s clicks in Vietnamese', async () => {
    await inLanguage('vi');
    renderScreen(<AgentPage timeZone={ZONE} />, {
      as: 'parent',
      at: '/agentpage/12/3/tabs/4',
      path: PATH,
      server,
    });
    const today = await screen.findByRole('radio', { name: 'Hôm nay' }, LOADED);
    expect((today as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Hôm qua')).toBeTruthy();
    expect(screen.getByText('Hôm kia')).toBeTruthy();
    // Tab 4, the URL chart: clicks by domain.
    expect(await screen.findByText('5 lượt nhấp', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('1 lượt nhấp')).toBeTruthy();
  });

  it('shows the app chart and exports the keywords in Vietnamese', async () => {
    await inLanguage('vi');
    const api = renderScreen(<AgentPage timeZone={ZONE} />, {
      as: 'parent',
      at: '/agentpage/12/3/tabs/4',
      path: PATH,
      server,
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Biểu đồ ứng dụng' }, LOADED));
    expect(api.location()).toBe('/agentpage/12/3/tabs/2');
    expect(await screen.findByText('00:02:05', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('00:01:05')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Từ khóa' }));
    expect(await screen.findByRole('cell', { name: 'báo cáo agent' }, LOADED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Xuất xlsx/ }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalled(), LOADED);
    expect(vi.mocked(downloadFile).mock.calls.at(-1)?.[1]).toMatch(
      /^keywords-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
  });

  it('cannot export a day without rows, and groups a count by thousands', async () => {
    await inLanguage('vi');
    renderScreen(<AgentPage timeZone={ZONE} />, {
      as: 'parent',
      at: '/agentpage/12/3/tabs/5',
      path: PATH,
      server: {
        ...server,
        'agents.urlList': () => report([]),
        'agents.urlChart': () => report([{ domain: 'vnexpress.net', count: 2000 }]),
      },
    });
    const exportButton = () => screen.getByRole('button', { name: /Xuất xlsx/ });
    await waitFor(() => expect(exportButton()).toHaveProperty('disabled', true), LOADED);

    fireEvent.click(screen.getByRole('tab', { name: 'Biểu đồ URL' }));
    expect(await screen.findByText('2.000 lượt nhấp', {}, LOADED)).toBeTruthy();
    expect(exportButton()).toHaveProperty('disabled', false);
  });

  it('lists the URLs and the apps’ time in Vietnamese', async () => {
    await inLanguage('vi');
    renderScreen(<AgentPage timeZone={ZONE} />, {
      as: 'parent',
      at: '/agentpage/12/3/tabs/5',
      path: PATH,
      server,
    });
    expect(
      await screen.findByRole('row', { name: /vnexpress\.net\/the-gioi/ }, LOADED),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Thống kê' }));
    const zalo = await screen.findByRole('row', { name: /Zalo/ }, LOADED);
    expect(within(zalo).getByText('00:02:05')).toBeTruthy();
  });

  it('shows the URL list for a tab key it does not have', async () => {
    renderScreen(<AgentPage timeZone={ZONE} />, {
      as: 'parent',
      at: '/agentpage/12/3/tabs/9',
      path: PATH,
      server,
    });
    const urls = await screen.findByRole('tab', { name: 'URLs' }, LOADED);
    expect(urls.getAttribute('aria-selected')).toBe('true');
    expect(
      await screen.findByRole('row', { name: /vnexpress\.net\/the-gioi/ }, LOADED),
    ).toBeTruthy();
  });

  it('leads an employee from the agent to its parent’s settings', async () => {
    const api = renderScreen(<AgentPage timeZone={ZONE} />, {
      as: 'manager',
      at: '/agentpage/12/3/tabs/5',
      path: PATH,
      server,
    });
    expect(await screen.findByRole('combobox', { name: 'Agent' }, LOADED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /View settings/ }));
    expect(api.location()).toBe('/children?parent_id=3&tab=5');
  });
});
