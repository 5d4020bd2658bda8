import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { buildOpenApi } from '../openapi';

/**
 * Writes the OpenAPI document the server serves at /api/docs/json to a file, for Redocly's lint
 * and the generated client's types (`npm run api:docs`, docs/decisions/openapi.md).
 */
const out = process.argv[2];
if (!out) {
  console.error('Usage: tsx apps/server/src/scripts/openapi.ts <file.json>');
  process.exit(2);
}
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(buildOpenApi(loadConfig().publicUrl), null, 2)}\n`);
