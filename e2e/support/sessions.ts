import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { DemoRole } from './accounts';
import { E2E_PORT } from './env';

/**
 * Where the `sessions` setup project (setup/sessions.setup.ts) keeps each demo role's signed-in
 * browser state (localStorage tokens and cookies) for this run's server.
 */
export function sessionFile(role: DemoRole): string {
  return path.resolve(
    path.dirname(new URL(import.meta.url).pathname),
    `../.tmp/sessions-${E2E_PORT}/${role}.json`,
  );
}

/**
 * Opens the console as a demo role without the login screen: puts the session the setup project
 * signed in through that screen into the page's browser context (replacing its cookies and
 * storage), then opens `path` (the dashboard unless told otherwise) with one page load; a test that
 * goes somewhere else first should say where rather than load the dashboard on the way. For tests
 * about something else than signing in; the test server's access tokens outlive the run
 * (support/start-server.mjs), so these shared sessions are never refreshed, and a refresh token is
 * never used twice.
 */
export async function openAs(page: Page, role: DemoRole, path = '/Dashboard') {
  await page.context().setStorageState(sessionFile(role));
  await page.goto(path);
  // Signed in: the console stayed off the login screen (a path may redirect, /users does).
  await expect(page.locator('main h1')).toBeVisible({ timeout: 60_000 });
  await expect(page).not.toHaveURL(/\/login/);
}
