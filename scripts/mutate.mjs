// `npm run mutate [-- stryker options]`: StrykerJS over the pure logic (stryker.config.mjs), then
// the mutation score of each package from its JSON report. Not part of CI or `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const REPORT = 'reports/mutation/mutation.json';
const args = process.argv.slice(2);
fs.rmSync(REPORT, { force: true });
const run = spawnSync('npx', ['stryker', 'run', ...args], { stdio: 'inherit' });
if (!fs.existsSync(REPORT)) process.exit(run.status ?? 1);

const packageOf = (file) =>
  file.startsWith('packages/contract/')
    ? 'packages/contract'
    : file.split('/').slice(0, 2).join('/');
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
const totals = new Map();
const report = JSON.parse(fs.readFileSync(REPORT, 'utf8'));
for (const [file, { mutants }] of Object.entries(report.files)) {
  const name = packageOf(file.replaceAll('\\', '/'));
  const t = totals.get(name) ?? { detected: 0, undetected: 0, other: 0 };
  for (const m of mutants) {
    if (DETECTED.has(m.status)) t.detected += 1;
    else if (UNDETECTED.has(m.status)) t.undetected += 1;
    else t.other += 1;
  }
  totals.set(name, t);
}
console.log('\n== Mutation score per package (killed + timed out, of all valid mutants)');
for (const [name, t] of [...totals].sort()) {
  const valid = t.detected + t.undetected;
  const score = valid ? ((100 * t.detected) / valid).toFixed(2) : 'n/a';
  console.log(
    `${name.padEnd(20)} ${String(score).padStart(6)}%  ${t.detected} killed, ${t.undetected} survived or uncovered` +
      (t.other ? `, ${t.other} ignored (static) or not run` : ''),
  );
}
process.exit(run.status ?? 0);
