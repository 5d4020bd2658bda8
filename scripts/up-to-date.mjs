// `node scripts/up-to-date.mjs OUTPUT INPUT...`: exits 0 when OUTPUT is newer than every file under
// the INPUTs (node_modules and dist folders aside), 1 otherwise, so a build can be skipped:
//   node scripts/up-to-date.mjs apps/web/dist/index.html apps/web packages/contract || npm run build
import fs from 'node:fs';
import path from 'node:path';

const [output, ...inputs] = process.argv.slice(2);
const skipped = new Set(['node_modules', 'dist', '.vite']);

function newest(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    if (!skipped.has(name)) latest = Math.max(latest, newest(path.join(entry, name)));
  }
  return latest;
}

const built = fs.statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? -Infinity;
process.exit(inputs.every((input) => newest(input) < built) ? 0 : 1);
