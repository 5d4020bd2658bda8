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
  /** The agent's state file: its id and secret, for a later run of the same agent. */
  stateFile: string;
  output: () => string;
}

/** Runs the reference agent's command line against the test server; its output is collected. */
function spawnAgent(args: string[], env?: NodeJS.ProcessEnv) {
  const child = spawn(
    'npx',
    ['tsx', agentCli, '--server', `http://localhost:${E2E_PORT}`, ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: env ? { ...process.env, ...env } : process.env,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Starts the reference agent (apps/agent) against the test server and waits for its OTP. */
export async function startAgent(name: string): Promise<RunningAgent> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-agent-'));
  const stateFile = path.join(dir, 'state.json');
  const { child, output } = spawnAgent(['--state', stateFile, '--name', name]);
  await expect
    .poll(() => /agent_id=(\d+) otp=(\S+)/.exec(output()), { timeout: 60_000 })
    .not.toBeNull();
  const [, id, otp] = /agent_id=(\d+) otp=(\S+)/.exec(output())!;
  return { process: child, id: Number(id), otp: otp!, name, stateFile, output };
}

/** Runs the enrolled agent of `stateFile` once with `args` until it exits; answers its output. */
export async function runAgentOnce(stateFile: string, args: string[], env?: NodeJS.ProcessEnv) {
  const { child, output } = spawnAgent(['--state', stateFile, ...args], env);
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  expect(code, output()).toBe(0);
  return output();
}

/**
 * Fills the link form of /children's Settings tab with the agent's id and an OTP (the one the
 * agent shows unless told), and sends it.
 */
export async function sendLinkForm(page: Page, agent: RunningAgent, otp = agent.otp) {
  const link = page.locator('form#link-agent');
  await expect(link).toBeVisible({ timeout: 60_000 });
  await link.getByLabel('Agent ID').fill(String(agent.id));
  await link.getByLabel('OTP').fill(otp);
  await link.getByRole('button', { name: 'Link', exact: true }).click();
}

/** Links a running agent to the signed-in parent by its id and OTP, on /children's Settings tab. */
export async function linkAgent(page: Page, agent: RunningAgent) {
  await page.goto('/children?tab=5');
  await sendLinkForm(page, agent);
  // Within the 7-second window the console polls every 2 s.
  await expect(page.getByText('The agent is linked')).toBeVisible({ timeout: 8_000 });
  await expect(page.getByRole('row', { name: new RegExp(agent.name) })).toBeVisible();
}
