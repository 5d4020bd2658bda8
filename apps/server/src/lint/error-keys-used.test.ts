import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorKeys } from '@console/contract/errors';
import { describe, expect, it } from 'vitest';

/**
 * Every error key the contract declares is answered by some code: thrown by the server (an
 * `AppError`), or named by the contract's own rules (a state machine's conflict, a pricing
 * refusal, a route's `errors`). A key nothing names is a text in two languages and a line of the
 * OpenAPI document that no caller ever gets (`browsers.nothing_to_apply` was one: an unchanged
 * apply answers `changed: false`, docs/decisions/blocked-browsers.md).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCES = ['apps/server/src', 'packages/contract/src'];
/** Where the keys are declared, which is not a use. */
const DECLARATIONS = [
  path.join('packages/contract/src/routes/areas', path.sep),
  'packages/contract/src/errors.ts',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    const code = entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts');
    return code && !DECLARATIONS.some((d) => file.startsWith(d)) ? [file] : [];
  });
}

/**
 * Declared and answered by nothing today, left for now: the envelope's generic not-found, which
 * every area replaces with its own (`browsers.not_found`). Remove it here once it is used or gone.
 */
const KNOWN_UNUSED = new Set(['common.not_found']);

describe('error keys', () => {
  it('are each answered by some code, not only declared', () => {
    const code = SOURCES.flatMap(sourceFiles)
      .map((file) => fs.readFileSync(path.join(root, file), 'utf8'))
      .join('\n');
    const unused = errorKeys.filter((key) => !KNOWN_UNUSED.has(key) && !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});
