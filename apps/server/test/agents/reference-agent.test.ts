import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent, AgentConnection, newState } from '@console/agent';
import type { Software } from '@console/contract/schemas/agents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { injectFetch, loginCustomer } from '../helpers/agents';

/**
 * Issue 14's "Done when", on each database: the reference agent (apps/agent, the code its README
 * starts) is linked by a parent with its OTP, configured, and commanded from the console's calls,
 * and another parent reaches none of it. The agent's HTTP goes to the server through `inject`, so
 * every byte passes the real routes, checks and database.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const software = JSON.parse(
  fs.readFileSync(path.resolve(here, '../../../agent/fixtures/software.json'), 'utf8'),
) as Software[];

let t: TestApp;
let parent: { token: string; id: number };
let other: { token: string; id: number };

function startAgent(name: string) {
  const lines: string[] = [];
  const agent = new Agent({
    connection: new AgentConnection({ baseUrl: 'http://console.test', fetch: injectFetch(t.app) }),
    state: newState(),
    name,
    version: '1.0.0',
    software,
    log: (line) => lines.push(line),
    waitSeconds: 0,
  });
  return { agent, lines };
}

const asParent = (route: Parameters<typeof call>[1], input: Record<string, unknown>) =>
  call(t.app, route, { admin_id: parent.id, ...input }, { token: parent.token });

beforeAll(async () => {
  t = await createTestApp();
  const p = await login(t.app, 'parent001');
  parent = { token: p.access_token, id: p.id };
  other = await loginCustomer(t.app, 'nguyenthanhha');
});
afterAll(() => t.close());

describe('the reference agent', () => {
  it('is linked by its OTP, takes a setting through its policy, and obeys a command', async () => {
    const { agent, lines } = startAgent('Máy lễ tân E2E');
    const agentId = await agent.enrol();
    await agent.uploadSoftware();

    // Not linked: its check-in shows the OTP a person reads off the screen.
    expect(await agent.step()).toBe(false);
    const shown = lines.map((line) => /agent_id=(\d+) otp=(\S+)/.exec(line)).find(Boolean);
    expect(shown?.[1]).toBe(String(agentId));
    const login1 = await asParent('agents.login', { agent_id: agentId, otp: shown![2] });
    expect(login1.statusCode, login1.body).toBe(200);

    // Its next check-in brings the parent's request, which it confirms.
    expect(await agent.step()).toBe(true);
    expect(lines.some((line) => line.startsWith('linked admin_id='))).toBe(true);
    const check = await asParent('agents.check', { agent_id: agentId });
    expect(check.json()).toMatchObject({ linked: true });
    const listed = await asParent('agents.list', {});
    expect(answerOf('agents.list', listed).list.map((a) => a.agent_id)).toContain(agentId);

    // Configured: the setting reaches the agent in its policy, by ETag.
    const set = await asParent('agents.setBlockBrowser', {
      agent_id: agentId,
      block_browser: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    await agent.step();
    expect(agent.state.policy).toMatchObject({
      agent_id: agentId,
      admin_id: parent.id,
      block_browser: true,
    });

    // Commanded: queued by the parent, received, started and succeeded by the agent.
    const sent = await asParent('agents.sendCommand', { agent_id: agentId, command: 'lockscreen' });
    expect(sent.statusCode, sent.body).toBe(200);
    await agent.step();
    expect(agent.state.locked).toBe(true);
    const commands = await asParent('agents.commands', { agent_id: agentId });
    expect(commands.json().list[0]).toMatchObject({
      command: 'lockscreen',
      state: 'succeeded',
      output: 'screen locked',
    });

    // The software it uploaded, as the parent's Softwares tab reads it.
    const listedSoftware = await asParent('agents.software', { agent_id: agentId });
    expect(listedSoftware.statusCode, listedSoftware.body).toBe(200);
    expect(JSON.stringify(listedSoftware.json())).toContain(software[0]!.display_name);

    // Another parent reaches none of it.
    for (const [route, input] of [
      ['agents.commands', {}],
      ['agents.software', {}],
      ['agents.sendCommand', { command: 'unlockscreen' }],
      ['agents.setBlockBrowser', { block_browser: false }],
    ] as const) {
      const res = await call(
        t.app,
        route,
        { admin_id: other.id, agent_id: agentId, ...input },
        { token: other.token },
      );
      expect([403, 404], `${route}: ${res.body}`).toContain(res.statusCode);
    }
    expect(agent.state.locked).toBe(true);
  });
});
