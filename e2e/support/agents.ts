import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from './env';

const agentCli = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../apps/agent/src/cli.ts',
);

export interface RunningAgent {
  process: ChildProcess;
  id: number;
  otp: string;
  name: string;
  output: () => string;
}

/** Starts the reference agent (apps/agent) against the test server and waits for its OTP. */
export async function startAgent(name: string): Promise<RunningAgent> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-agent-'));
  const child = spawn(
    'npx',
    [
      'tsx',
      agentCli,
      '--server',
      `http://localhost:${E2E_PORT}`,
      '--state',
      path.join(dir, 'state.json'),
      '--name',
      name,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(() => /agent_id=(\d+) otp=(\S+)/.exec(output), { timeout: 60_000 })
    .not.toBeNull();
  const [, id, otp] = /agent_id=(\d+) otp=(\S+)/.exec(output)!;
  return { process: child, id: Number(id), otp: otp!, name, output: () => output };
}

/** Links a running agent to the signed-in parent by its id and OTP, on /children's Settings tab. */
export async function linkAgent(page: Page, agent: RunningAgent) {
  await page.goto('/children?tab=5');
  const link = page.locator('form#link-agent');
  await expect(link).toBeVisible({ timeout: 60_000 });
  await link.getByLabel('Agent ID').fill(String(agent.id));
  await link.getByLabel('OTP').fill(agent.otp);
  await link.getByRole('button', { name: 'Log in' }).click();
  // Within the 7-second window the console polls every 2 s.
  await expect(page.getByText('Login successfully')).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole('row', { name: new RegExp(agent.name) })).toBeVisible();
}
