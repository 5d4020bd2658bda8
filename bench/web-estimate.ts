/**
 * A first visit's JavaScript estimated from the build, without a browser: the entry script of
 * `index.html`, `main`, and the chunks named on the command line (a screen's page chunk, the
 * language's texts, the calls' files it makes), with every file they import statically, summed
 * from their `.gz` twins. docs/performance.md ("Web delivery") compares it with the browser's
 * count (e2e/tests/performance/web-delivery.spec.ts). A chunk is named by its file name less the
 * hash: `user-list-page`, `en`, `en_US`, `app-layout`, `_console-calls_users`.
 *
 *   npx tsx bench/web-estimate.ts user-list-page en en_US app-layout _console-calls_users
 *
 * `VERBOSE=1` lists the files.
 */
import fs from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const assets = path.join(dist, 'assets');
const files = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
const nameOf = (file: string) => file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '');
const gzipOf = (file: string) => fs.statSync(path.join(assets, `${file}.gz`)).size;
const STATIC_IMPORT = /(?:import|export)\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g;

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) stack.push(match[1] as string);
  }
  return seen;
}

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error(`No entry script in ${dist}/index.html: run \`npm run build\` first.`);
const roots = [entry, ...files.filter((file) => nameOf(file) === 'main')];
for (const name of process.argv.slice(2)) {
  const found = files.filter((file) => nameOf(file) === name);
  if (found.length !== 1) throw new Error(`${found.length} chunks named ${name}`);
  roots.push(...found);
}
const all = closure(roots);
const total = [...all].reduce((sum, file) => sum + gzipOf(file), 0);
if (process.env.VERBOSE) {
  for (const file of [...all].sort()) console.log(`${(gzipOf(file) / 1024).toFixed(1)} KB ${file}`);
}
console.log(`${all.size} files, ${(total / 1024).toFixed(1)} KB gzip`);
