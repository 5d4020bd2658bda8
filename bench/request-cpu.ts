import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { startConsole } from './console';
import { loadAverage } from './load';
import { consoleTargets, measureRounds, printTable, type InjectTarget } from './inject';

/**
 * The CPU time one request costs inside the server, without the network: each route called
 * through `app.inject` one request at a time, in interleaved rounds, as the median of the rounds.
 * A busy machine takes CPU away from a process but hardly changes how much CPU a request needs,
 * so this compares code where `npm run bench`'s req/s cannot (docs/performance.md). It leaves
 * out what the socket costs (the same for every route, the bare one included).
 */
const calls = Number(process.env.BENCH_CALLS ?? 2000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
/** Only the console's routes whose name holds it (the bare route is kept), e.g. to profile one. */
const only = process.env.BENCH_ONLY;

const bare = Fastify();
bare.get('/', async () => ({ success: true }));
await bare.ready();
const console_ = await startConsole(buildApp);

const targets: InjectTarget[] = [
  { name: 'bare Fastify', app: bare, options: { url: '/' } },
  ...consoleTargets(console_).filter((t) => !only || t.name.includes(only)),
];

console.log(
  `database: ${console_.postgres ? 'PostgreSQL' : 'SQLite'}; app.inject, one call at a time, ` +
    `${rounds} rounds of ${calls} calls per route; log level ${console_.config.logLevel}; ` +
    `load average before ${loadAverage()}`,
);
printTable(targets, await measureRounds(targets, calls, rounds), () => 0);
console.log(`load average after ${loadAverage()}`);

await console_.close();
await bare.close();
