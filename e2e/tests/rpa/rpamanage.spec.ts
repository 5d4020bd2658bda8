import { expect, test, type Locator, type Page } from '@playwright/test';
import { linkAgent, startAgent, type RunningAgent } from '../../support/agents';
import { newUser, registerAndVerify } from '../../support/register';
import { openAs } from '../../support/sessions';
import { signInWith } from '../../support/sign-in';
import { upgradeAsAdmin } from '../../support/upgrade';
import { chooseOption, containing } from '../../support/select';
import { lookAt, SCREENSHOTS } from '../../support/screens';

/**
 * Issue 16, remote automation: a new parent links two real reference agents (apps/agent),
 * schedules "lock screen" two minutes ahead on both, starts it at once with "Run now", and watches
 * both succeed on the run page; while it runs he makes a weekly job and pauses it. That a planned
 * run starts at its time, once, also with two servers, is the API tests' (apps/server/test/rpa/):
 * they move the clock instead of waiting for it. The list also reads in Vietnamese at a
 * desktop's and a tablet's widths, its actions in view. The form's checks of an empty job are a
 * component test (apps/web/src/features/rpa/pages/job-create-page.test.tsx); the screens at 390 px
 * in both languages with axe are in the every-screen walk.
 */
const LOADED = { timeout: 60_000 };
const ZONE = 'Asia/Ho_Chi_Minh';
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };

let agents: RunningAgent[] = [];
test.afterEach(() => {
  for (const agent of agents) agent.process.kill('SIGTERM');
  agents = [];
});

/** A wall-clock time in ZONE, `YYYY-MM-DD HH:mm`, as the date picker takes it. */
function wallClock(at: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

async function pick(page: Page, label: string, option: string, typed = option, multiple = false) {
  await chooseOption(page, page.getByRole('combobox', { name: label }), containing(option), {
    search: typed,
    multiple,
  });
}

/** Types into a date or time picker and confirms with its OK (Enter would also send the form). */
async function typeInPicker(page: Page, input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await expect(input).toHaveValue(text);
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const [size, viewport] of [
    ['1280', DESKTOP],
    ['768', TABLET],
  ] as const) {
    await page.setViewportSize(viewport);
    await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0, LOADED);
    await page.screenshot({ path: `/tmp/rpa-${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

function card(page: Page, heading: string) {
  return page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: heading }) });
}

test('a parent plans a screen lock of two agents, runs it now, sees both succeed, and pauses a weekly job', async ({
  browser,
  page,
}) => {
  // Registration, two agents, two jobs: slow on a busy machine.
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  const user = await registerAndVerify(page, newUser('rpa'));
  // Two agents: more than a free account links.
  await upgradeAsAdmin(browser, user.username);
  await signInWith(page, user);
  const suffix = Date.now().toString(36);
  agents = await Promise.all([startAgent(`RPA PC1 ${suffix}`), startAgent(`RPA PC2 ${suffix}`)]);
  for (const agent of agents) await linkAgent(page, agent);

  // The side menu leads to the empty list.
  await page.getByRole('link', { name: 'Remote automation' }).first().click();
  await expect(page.getByRole('heading', { name: 'Remote automation', level: 1 })).toBeVisible(
    LOADED,
  );
  await expect(page.getByText('No automation jobs yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create the first job' }).click();
  await expect(page.getByRole('heading', { name: 'New automation job' })).toBeVisible(LOADED);

  const name = `Lock ${suffix}`;
  await page.getByLabel('Job name').fill(name);
  await pick(page, 'Command', 'Lock screen', 'Lock');
  await expect(page.getByRole('radio', { name: 'Chosen agents' })).toBeChecked();
  for (const agent of agents) await pick(page, 'Agents', agent.name, agent.name, true);
  await page.keyboard.press('Escape');
  await expect(page.getByText('2 agent(s), 2 online now')).toBeVisible();
  await page.getByRole('radio', { name: 'At a time' }).check();
  await pick(page, 'Time zone', ZONE, 'Ho_Chi');

  // A time already past is the server's to refuse, and its message stands under the field.
  const when = page.getByLabel('Date and time');
  await typeInPicker(page, when, wallClock(new Date(Date.now() - 3600_000)));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The time must be in the future')).toBeVisible();
  await shoot(page, 'form');

  // Two minutes ahead, on the minute: time enough, on a busy machine, to type it and save before
  // it is past.
  const runAt = wallClock(new Date(Date.now() + 120_000));
  await typeInPicker(page, when, runAt);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The job was created')).toBeVisible(LOADED);
  await expect(page.getByRole('heading', { name: `Job: ${name}` })).toBeVisible(LOADED);
  await expect(page.getByText(`(${ZONE})`)).toBeVisible();

  // Not waiting for its time: "Run now" starts a run and opens it.
  const jobPage = page.url();
  await page.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByText('A run has started')).toBeVisible(LOADED);
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Run #\\d+ of ${name}$`) }),
  ).toBeVisible(LOADED);

  // While it runs: a weekly job; its time and days are required, then it runs on them until
  // paused.
  await page.goto('/rpamanage/new');
  await expect(page.getByRole('heading', { name: 'New automation job' })).toBeVisible(LOADED);
  const weekly = `Weekly ${suffix}`;
  await page.getByLabel('Job name').fill(weekly);
  await pick(page, 'Command', 'Unlock screen', 'Unlock');
  await page.getByRole('radio', { name: 'All agents of the parent' }).check();
  await page.getByRole('radio', { name: 'Weekly' }).check();
  await pick(page, 'Time zone', ZONE, 'Ho_Chi');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please choose the time of day')).toBeVisible();
  await expect(page.getByText('Please choose at least one day of the week')).toBeVisible();
  const time = page.getByLabel('Time of day');
  await typeInPicker(page, time, '07:30');
  await page.getByRole('checkbox', { name: 'Mon' }).check();
  await page.getByRole('checkbox', { name: 'Wed' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: `Job: ${weekly}` })).toBeVisible(LOADED);
  await expect(page.getByText(`Weekly on Mon, Wed at 07:30 (${ZONE})`)).toBeVisible();
  await page.getByRole('button', { name: `Pause: ${weekly}` }).click();
  await expect(page.getByText('The job is paused')).toBeVisible();
  await expect(page.locator('main [data-state="paused"]')).toBeVisible();
  await expect(page.getByText('Not planned')).toBeVisible();
  await expect(
    card(page, 'History').getByRole('row', { name: new RegExp(`Paused.*${user.username}`) }),
  ).toBeVisible();
  await shoot(page, 'job');

  // The list: both jobs, the paused one found by its state.
  await page.goto('/rpamanage');
  const row = page.getByRole('row', { name: new RegExp(weekly) });
  await expect(row.locator('[data-state="paused"]')).toBeVisible(LOADED);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'State' }), 'Paused');
  await expect(page).toHaveURL(/state=paused/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await expect(row).toBeVisible();
  await page.goto('/rpamanage');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible(LOADED);
  // The row actions stay in view: the parent's table needs no sideways scroll on a desktop.
  const table = page.locator('main .ant-table-content');
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await shoot(page, 'list');

  // Back to the first job: its run is listed and leads to the run page.
  await page.goto(jobPage);
  await expect(page.getByRole('heading', { name: `Job: ${name}` })).toBeVisible(LOADED);
  const runs = card(page, 'Runs');
  await runs.getByRole('link').first().click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Run #\\d+ of ${name}$`) }),
  ).toBeVisible(LOADED);
  const targets = card(page, 'Agents of this run');
  for (const agent of agents) {
    await expect(
      targets.getByRole('row', { name: new RegExp(agent.name) }).getByText('Succeeded'),
    ).toBeVisible({ timeout: 90_000 });
  }
  await expect(page.locator('main [data-count="succeeded"]').first()).toHaveText('Succeeded 2');
  // Done: every agent reached a final state, and the page stops reading it again.
  await expect(page.locator('main [data-state="done"]')).toBeVisible(LOADED);
  await expect(page.getByText('The run is active')).toHaveCount(0);
  for (const agent of agents) expect(agent.output()).toContain('lockscreen: screen locked');
  await expect(targets.getByText('screen locked').first()).toBeVisible();
  await shoot(page, 'run');
});

test('employees read remote automation in Vietnamese beside the side menu and on a tablet, the actions in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await openAs(page, 'admin');
  await page.context().addCookies([{ name: 'lang', value: 'vi', url: page.url() }]);
  await page.goto('/rpamanage');
  await expect(page.getByRole('heading', { name: 'Tự động hóa từ xa', level: 1 })).toBeVisible(
    LOADED,
  );
  await expect(page.locator('main .ant-spin-spinning')).toHaveCount(0, LOADED);
  await expect(page.locator('main .ant-table-row').first()).toBeVisible();
  const table = page.locator('main .ant-table-content');
  // At 1024 px beside the side menu and at a tablet's 768 px, the row's actions fold into its "⋯"
  // menu and the table fits. (The parent's own list is checked on a desktop above.)
  for (const width of [1024, TABLET.width]) {
    await page.setViewportSize({ width, height: 900 });
    // No sideways scroll: 252 px of it hid the actions at 1024 px before.
    await expect
      .poll(() => table.evaluate((el) => el.scrollWidth - el.clientWidth), { message: `${width}` })
      .toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Thêm thao tác' }).first().click();
    await expect(page.locator('.ant-dropdown').getByRole('button', { name: 'Xem' })).toBeVisible();
    await page.keyboard.press('Escape');
    await lookAt(page, `/tmp/rpa-vi-staff-${width}.png`);
  }
});
