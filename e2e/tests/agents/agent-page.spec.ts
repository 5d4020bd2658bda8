import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { linkAgent, runAgentOnce, startAgent, type RunningAgent } from '../../support/agents';
import { callAs } from '../../support/api';
import { E2E_PORT } from '../../support/env';
import { openAs } from '../../support/sessions';
import { lookAt } from '../../support/screens';

/**
 * Issue 15: a real reference agent (apps/agent) enrols, the parent links it, and it uploads a
 * scenario of browsing, app use and searches with its own secret; the parent reaches the agent
 * page from /history and reads it tab by tab and day by day, and exports it. The same page in
 * Vietnamese, a tab key it does not have, and an employee's way from /history to a parent's agent
 * and its settings are component tests (apps/web/src/features/agents/pages/*.test.tsx); the page
 * at 390 px in both languages with axe is in the every-screen walk.
 */
const LOADED = { timeout: 60_000 };
const name = `E2E history ${Date.now().toString(36)}`;
const LONG_TITLE = `Tin tức thời sự ${'rất dài '.repeat(12)}cuối`;

let agent: RunningAgent | undefined;

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** Today's items a minute ago, yesterday's a day before: the parent's days in any zone. */
function scenario() {
  const day = 24 * 3600;
  return [
    {
      type: 'url',
      user_id: null,
      url: 'https://www.google.com/search?q=agent+page+e2e',
      title: 'agent page e2e - Google',
      start_time: ago(300),
    },
    {
      type: 'url',
      user_id: null,
      url: 'https://vnexpress.net/thoi-su',
      title: LONG_TITLE,
      start_time: ago(240),
      request_count: 3,
    },
    {
      type: 'url',
      user_id: null,
      url: 'https://vnexpress.net/the-gioi',
      title: 'Thế giới',
      start_time: ago(200),
      request_count: 2,
    },
    { type: 'app', user_id: null, app_name: 'Zalo', start_time: ago(185), stop_time: ago(60) },
    { type: 'app', user_id: null, app_name: 'Notepad', start_time: ago(130), stop_time: ago(65) },
    { type: 'keyword', user_id: null, keyword: 'báo cáo agent', time: ago(90) },
    {
      type: 'url',
      user_id: null,
      url: 'https://yesterday.example.com/page',
      title: 'Yesterday page',
      start_time: ago(day + 60),
      request_count: 4,
    },
    {
      type: 'app',
      user_id: null,
      app_name: 'Excel',
      start_time: ago(day + 90),
      stop_time: ago(day + 60),
    },
  ];
}

async function upload(stateFile: string) {
  const { token } = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as { token: string };
  const res = await fetch(`http://localhost:${E2E_PORT}/api/v1/agent/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ batch_id: `e2e-${Date.now()}`, items: scenario() }),
  });
  expect(res.status, await res.text()).toBe(200);
}

/** The demo parent's zone, so a past day of the reference agent's scenario is his day too. */
const PARENT_ZONE = 'Asia/Ho_Chi_Minh';
/** Four days back in the parent's zone: the day the reference agent simulates. */
const SCHOOL_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: PARENT_ZONE }).format(
  new Date(Date.now() - 4 * 24 * 3600_000),
);
const schoolDayButton = `${SCHOOL_DAY.slice(8, 10)}/${Number(SCHOOL_DAY.slice(5, 7))}`;

/** The reference agent's own upload of a simulated day (apps/agent/scenarios/school-day.json). */
async function uploadSchoolDay(stateFile: string) {
  const output = await runAgentOnce(stateFile, ['--report-day', SCHOOL_DAY], {
    TZ: PARENT_ZONE,
  });
  expect(output).toContain('reports uploaded');
}

test.afterAll(() => {
  agent?.process.kill('SIGTERM');
});

test('a parent links the reference agent, which uploads a day; he opens it from /history and reads each tab, day and export', async ({
  page,
}) => {
  // An agent's enrolment, two uploads and five tabs over three days, on a busy machine.
  test.slow();
  agent = await startAgent(name);
  const agentId = agent.id;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAs(page, 'parent', '/children?tab=5');
  await linkAgent(page, agent);
  const parentId = (await callAs(page, 'users.me')).item.id;
  expect(parentId).toBeGreaterThan(0);
  await upload(agent.stateFile);
  await uploadSchoolDay(agent.stateFile);

  await page.goto('/history');
  await expect(page.locator('main h1')).toHaveText('History', LOADED);
  await lookAt(page, '/tmp/agentpage-history-1280.png');
  await page.getByRole('link', { name: `History: ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/agentpage/${agentId}/${parentId}/tabs/5$`));
  await expect(page.getByRole('tab', { name: 'URLs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();
  const row = page.getByRole('row', { name: /vnexpress\.net\/thoi-su/ });
  await expect(row).toBeVisible(LOADED);
  await expect(row.getByText(`${LONG_TITLE.slice(0, 80)}…`)).toBeVisible();
  // Loaded once: no refetch keeps the table spinning.
  await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0);
  await lookAt(page, '/tmp/agentpage-urls-1280.png');
  await row.getByRole('button', { name: /Copy URL/ }).click();
  await expect(page.getByText('Copy Success')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'https://vnexpress.net/thoi-su',
  );
  await expect(row.getByRole('link', { name: /Open link/ })).toHaveAttribute(
    'href',
    'https://vnexpress.net/thoi-su',
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export xlsx' }).click();
  expect((await download).suggestedFilename()).toMatch(/^urls-\d{4}-\d{2}-\d{2}\.xlsx$/);

  await page.getByRole('tab', { name: 'URL chart' }).click();
  await expect(page).toHaveURL(/\/tabs\/4/);
  await expect(page.getByRole('listitem').filter({ hasText: 'vnexpress.net' })).toContainText(
    '5 click',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'google.com' })).toContainText(
    '1 click',
  );
  await lookAt(page, '/tmp/agentpage-chart-1280.png');

  await page.getByRole('tab', { name: 'Statistics' }).click();
  const zalo = page.getByRole('row', { name: /Zalo/ });
  await expect(zalo).toContainText('00:02:05');

  await page.getByRole('tab', { name: 'App usage chart' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Zalo' })).toContainText('00:02:05');
  await expect(page.getByRole('listitem').filter({ hasText: 'Notepad' })).toContainText('00:01:05');
  const appExport = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export xlsx' }).click();
  expect((await appExport).suggestedFilename()).toMatch(/^app-usage-chart-.*\.xlsx$/);

  await page.getByRole('tab', { name: 'Keywords' }).click();
  await expect(page.getByRole('cell', { name: 'agent page e2e' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'báo cáo agent' })).toBeVisible();

  // Yesterday: its own URLs and apps, none of today's.
  await page.getByRole('tab', { name: 'URLs' }).click();
  await page.getByText('Yesterday', { exact: true }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('row', { name: /yesterday\.example\.com/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /vnexpress/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByRole('row', { name: /Excel/ })).toContainText('00:00:30');
  // A day without reports.
  await page.getByText('Day before yesterday', { exact: true }).click();
  await expect(page.locator('.ant-empty-description', { hasText: 'No data' })).toBeVisible();
  await lookAt(page, '/tmp/agentpage-1280.png');
  // The day the reference agent simulated, under its DD/M button.
  await page.getByText(schoolDayButton, { exact: true }).click();
  await page.getByRole('tab', { name: 'URLs' }).click();
  await expect(page.getByRole('row', { name: /olm\.vn\/bai-hoc\/toan-9/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByRole('row', { name: /Microsoft Word/ })).toContainText('00:45:00');
});
