import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectFailure } from '../helpers/expect';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const ASSET = '/assets/index-Ab12Cd34.js';

/** A web build as `npm run build` lays it out: each file with its brotli and gzip twins. */
function writeBuild(dir: string, files: Record<string, string>, twins = true) {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    if (!twins) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-'));
  writeBuild(dist, { 'index.html': INDEX, [ASSET]: SCRIPT });
  writeBuild(dist, { 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' }, false);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

function decoded(res: Awaited<ReturnType<typeof get>>): string {
  const body = res.rawPayload;
  switch (res.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(body).toString();
    case 'gzip':
      return zlib.gunzipSync(body).toString();
    default:
      return body.toString();
  }
}

describe('web build delivery', () => {
  it('sends the precompressed twin the client accepts, brotli first', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ];
    for (const [accept, encoding] of cases) {
      const res = await get(ASSET, accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type'], accept).toMatch(/javascript/);
      expect(res.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decoded(res), accept).toBe(SCRIPT);
    }
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    const res = await get(ASSET);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const res = await get(ASSET, accept);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes browsers revalidate index.html, the in-app paths and other files', async () => {
    for (const url of ['/', '/login', '/user/list?page=2', '/favicon.svg']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends index.html compressed for the root and for an in-app path', async () => {
    for (const url of ['/', '/Dashboard']) {
      const res = await get(url, 'gzip, br');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decoded(res), url).toBe(INDEX);
    }
  });

  it("sends helmet's page policy with the app's pages and files", async () => {
    for (const url of ['/', '/login', '/Dashboard', ASSET]) {
      const res = await get(url, 'gzip, br');
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('answers a missing asset with a 404, not the app page', async () => {
    const res = await get('/assets/index-gone.js', 'br');
    expectFailure(res, 404, 'common.route_not_found');
  });
});
