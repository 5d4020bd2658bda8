#!/usr/bin/env -S npx tsx
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Software } from '@console/contract/schemas/agents';
import { Agent } from './agent';
import { AgentClient } from './client';
import { loadState } from './state';

const HELP = `console-agent: the reference desktop agent

  --server <url>     the console (default http://localhost:8080, or CONSOLE_URL)
  --state <file>     where the agent keeps its id and secret (default ./agent-state.json)
  --name <name>      the name it enrols with (default: this machine's host name)
  --version <v>      the version it reports (default 1.0.0)
  --software <file>  a JSON list of {display_name, version, publisher, installed_date}
                     (default: fixtures/software.json)
  --wait <seconds>   how long a check-in may wait (default 25)
`;

const { values } = parseArgs({
  options: {
    server: { type: 'string' },
    state: { type: 'string' },
    name: { type: 'string' },
    version: { type: 'string' },
    software: { type: 'string' },
    wait: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const here = path.dirname(new URL(import.meta.url).pathname);
const softwareFile = values.software ?? path.join(here, '..', 'fixtures', 'software.json');
const software = JSON.parse(fs.readFileSync(softwareFile, 'utf8')) as Software[];
const stateFile = path.resolve(values.state ?? 'agent-state.json');
const log = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);

const agent = new Agent({
  client: new AgentClient({
    baseUrl: values.server ?? process.env.CONSOLE_URL ?? 'http://localhost:8080',
  }),
  state: loadState(stateFile),
  stateFile,
  name: values.name ?? (await import('node:os')).hostname(),
  version: values.version ?? '1.0.0',
  software,
  waitSeconds: values.wait ? Number(values.wait) : undefined,
  log,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    agent.stop();
    process.exit(0);
  });
}
await agent.run();
