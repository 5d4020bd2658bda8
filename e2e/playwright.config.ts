import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './chromium';
import { E2E_PORT } from './support/env';

export default defineConfig({
  testDir: './tests',
  // One folder per port: Playwright empties it when a run starts, and runs on two ports may overlap.
  outputDir: `./test-results/${E2E_PORT}`,
  fullyParallel: false,
  // Two workers on the 2-core CI machine: a third Chromium made every page slower than the 15 s
  // an assertion waits (docs/testing.md, "CI time"). E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // One more try for a test that failed: on the shared 2-core machine a page can outlast every
  // wait once (docs/testing.md, "CI time"). The list reporter marks such a test "flaky"; a test
  // that fails twice fails the run.
  retries: Number(process.env.E2E_RETRIES ?? 1),
  // Limits, not goals: a slow shared CI machine must not fail a flow that works.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // An action that can never happen (fill on a Select that takes no typing) fails in this time
    // instead of waiting out the whole test.
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
    // The console then runs no animation (app/providers.tsx): a test waits for no drawer or menu
    // to finish moving, and the 2-core machine draws none of their frames.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    // Signs each demo role in once through the login screen and stores the session
    // (support/sessions.ts); runs first, also when only some tests are picked.
    { name: 'sessions', testDir: './setup', testMatch: /\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['sessions'] },
  ],
  webServer: {
    command: 'node support/start-server.mjs',
    cwd: path.dirname(new URL(import.meta.url).pathname),
    url: `http://localhost:${E2E_PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
