// `npm run mutate:survivors [-- reports/mutation/<area>-<n>.json …]`: the mutants of a mutation
// run's report(s) that no test failed on (survived) or no test reached (no coverage), one line
// each by file and line, with the line's code and what Stryker put in its place, then the score.
// Without arguments, every report in reports/mutation/. See docs/testing.md, "Mutation testing".
import fs from 'node:fs';
import path from 'node:path';

const DIR = 'reports/mutation';
const given = process.argv.slice(2);
const reports = given.length
  ? given
  : fs.existsSync(DIR)
    ? fs
        .readdirSync(DIR)
        .filter((name) => name.endsWith('.json'))
        .map((name) => path.join(DIR, name))
    : [];
if (reports.length === 0) {
  console.error(`No report: run \`npm run mutate\` first (it writes ${DIR}/<area>-<n>.json).`);
  process.exit(2);
}

const RUN = ['Killed', 'Timeout', 'Survived', 'NoCoverage'];
for (const report of reports) {
  const { files } = JSON.parse(fs.readFileSync(report, 'utf8'));
  const counts = Object.fromEntries(RUN.map((status) => [status, 0]));
  console.log(`\n== ${report}`);
  for (const [file, { source, mutants }] of Object.entries(files)) {
    const lines = source.split('\n');
    const left = mutants
      .filter((m) => m.status in counts && (counts[m.status] += 1))
      .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
      .sort((a, b) => a.location.start.line - b.location.start.line);
    for (const m of left) {
      const line = m.location.start.line;
      const code = lines[line - 1].trim().slice(0, 90);
      const status = m.status === 'Survived' ? 'survived' : 'no cov. ';
      console.log(
        `${path.basename(file)}:${line} ${status} ${m.mutatorName}: ${code}  =>  ${JSON.stringify((m.replacement ?? '').slice(0, 60))}`,
      );
    }
  }
  const run = RUN.reduce((sum, status) => sum + counts[status], 0);
  const score = run ? ((100 * (counts.Killed + counts.Timeout)) / run).toFixed(2) : 'n/a';
  console.log(
    `score ${score}% of ${run} run: ${counts.Killed} killed, ${counts.Timeout} timed out, ${counts.Survived} survived, ${counts.NoCoverage} no coverage`,
  );
}
