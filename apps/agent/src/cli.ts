#!/usr/bin/env -S npx tsx
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Software } from '@console/contract/schemas/agents';
import { Agent } from './agent';
import { AgentConnection } from './connection';
import { loadState } from './state';
import type { Scenario } from './reports';

const HELP = `console-agent: the reference desktop agent

  --server <url>     the console (default http://localhost:8080, or CONSOLE_URL)
  --state <file>     where the agent keeps its id and secret (default ./agent-state.json)
  --name <name>      the name it enrols with (default: this machine's host name)
  --version <v>      the version it reports (default 1.0.0)
  --software <file>  a JSON list of {display_name, version, publisher, installed_date}
                     (default: fixtures/software.json)
  --wait <seconds>   how long a check-in may wait (default 25)
  --report-day <YYYY-MM-DD>
                     upload a simulated day of reports (from this machine's midnight of that
                     day) and exit, instead of running
  --staff <id>       the staff user the simulated day belongs to (default: none)
  --scenario <file>  the day to simulate (default: scenarios/school-day.json)
`;

const { values } = parseArgs({
  options: {
    server: { type: 'string' },
    state: { type: 'string' },
    name: { type: 'string' },
    version: { type: 'string' },
    software: { type: 'string' },
    wait: { type: 'string' },
    'report-day': { type: 'string' },
    staff: { type: 'string' },
    scenario: { type: 'string' },
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
  connection: new AgentConnection({
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

const day = values['report-day'];
if (day !== undefined) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) {
    process.stderr.write('--report-day takes a date as YYYY-MM-DD\n');
    process.exit(2);
  }
  const scenarioFile = values.scenario ?? path.join(here, '..', 'scenarios', 'school-day.json');
  const scenario = JSON.parse(fs.readFileSync(scenarioFile, 'utf8')) as Scenario;
  await agent.enrol();
  await agent.uploadDay(
    scenario,
    new Date(`${day}T00:00:00`),
    values.staff ? Number(values.staff) : null,
  );
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    agent.stop();
    process.exit(0);
  });
}
await agent.run();
