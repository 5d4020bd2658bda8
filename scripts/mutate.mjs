// `npm run mutate [-- --area NAME] [-- stryker options]`: StrykerJS once per area of
// stryker.config.mjs (each with its own files mutated and its own tests loaded, see
// vitest.mutate.config.ts), then the score of each area from its JSON report. `--area NAME` (may
// be given more than once) runs only those areas; other options go to every Stryker run, so
// `--area redemption --mutate <file>` mutates one file with the redemption tests. Not part of CI
// or `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { AREAS } from '../stryker.config.mjs';

const DIR = 'reports/mutation';
const args = process.argv.slice(2);
const wanted = [];
const strykerArgs = [];
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--area') wanted.push(args[++i]);
  else strykerArgs.push(args[i]);
}
const unknown = wanted.filter((name) => !AREAS.some((area) => area.name === name));
if (unknown.length) {
  console.error(
    `No area named ${unknown.join(', ')}; areas: ${AREAS.map((a) => a.name).join(', ')}`,
  );
  process.exit(2);
}
const runs = AREAS.map((area, index) => ({ ...area, index })).filter(
  (area) => !wanted.length || wanted.includes(area.name),
);

const slug = (name) => name.replace(/[^a-z0-9]+/g, '-');
// One row per area, summed over its runs.
const rows = new Map();
const rowOf = (name) => {
  if (!rows.has(name)) {
    rows.set(name, {
      name,
      seconds: 0,
      failed: false,
      killed: 0,
      timeout: 0,
      survived: 0,
      noCoverage: 0,
      other: 0,
    });
  }
  return rows.get(name);
};
let status = 0;
const started = Date.now();
for (const area of runs) {
  const report = `${DIR}/${slug(area.name)}-${area.index}.json`;
  fs.rmSync(`${DIR}/mutation.json`, { force: true });
  console.log(`\n== Area ${area.name}`);
  const t0 = Date.now();
  const run = spawnSync(
    'npx',
    ['stryker', 'run', '--mutate', area.mutate.join(','), ...strykerArgs],
    { stdio: 'inherit', env: { ...process.env, MUTATE_RUN: String(area.index) } },
  );
  const t = rowOf(area.name);
  t.seconds += Math.round((Date.now() - t0) / 1000);
  if (run.status !== 0) status = run.status ?? 1;
  if (!fs.existsSync(`${DIR}/mutation.json`)) {
    t.failed = true;
    continue;
  }
  // Each run keeps its own report: reports/mutation/<area>-<index>.json and .html.
  fs.renameSync(`${DIR}/mutation.json`, report);
  if (fs.existsSync(`${DIR}/index.html`))
    fs.renameSync(`${DIR}/index.html`, `${DIR}/${slug(area.name)}-${area.index}.html`);
  for (const { mutants } of Object.values(JSON.parse(fs.readFileSync(report, 'utf8')).files)) {
    for (const m of mutants) {
      if (m.status === 'Killed') t.killed += 1;
      else if (m.status === 'Timeout') t.timeout += 1;
      else if (m.status === 'Survived') t.survived += 1;
      else if (m.status === 'NoCoverage') t.noCoverage += 1;
      else t.other += 1;
    }
  }
}

const time = (s) => `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
console.log('\n== Mutation score per area (killed + timed out, of all mutants run)');
console.log(
  `${'area'.padEnd(22)} ${'score'.padStart(7)}  ${'run'.padStart(4)} ${'killed'.padStart(6)} ${'timeout'.padStart(7)} ${'survived'.padStart(8)} ${'no cov.'.padStart(7)} ${'ignored'.padStart(7)}  time`,
);
for (const r of rows.values()) {
  if (r.failed) {
    console.log(`${r.name.padEnd(22)} a run left no report (Stryker failed), ${time(r.seconds)}`);
  }
  const run = r.killed + r.timeout + r.survived + r.noCoverage;
  const score = run ? ((100 * (r.killed + r.timeout)) / run).toFixed(2) : 'n/a';
  console.log(
    `${r.name.padEnd(22)} ${`${score}%`.padStart(7)}  ${String(run).padStart(4)} ${String(r.killed).padStart(6)} ${String(r.timeout).padStart(7)} ${String(r.survived).padStart(8)} ${String(r.noCoverage).padStart(7)} ${String(r.other).padStart(7)}  ${time(r.seconds)}`,
  );
}
console.log(
  `total ${time(Math.round((Date.now() - started) / 1000))}; ignored = static mutants (ignoreStatic) and compile errors`,
);
process.exit(status);
