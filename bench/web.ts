/**
 * Web delivery figures: for the login screen and a signed-in list, on a first visit (empty cache),
 * the JavaScript the browser downloads (gzip and raw bytes), the request count, and the Lighthouse
 * scores (mobile preset: simulated slow 4G and 4x CPU slowdown). Needs `npm run build` first and a
 * Chromium (CHROMIUM_PATH or /usr/bin/chromium). `BENCH_RUNS` (default 3) Lighthouse runs per
 * page; the median is printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { solveChallenge } from '../apps/server/src/modules/auth/captcha';
import { encryptPassword } from '../apps/server/src/modules/auth/password-crypto';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { name: '/login', path: '/login', signedIn: false },
  { name: '/usermanager (admin001)', path: '/usermanager', signedIn: true },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-web-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  CAPTCHA_MAX_NUMBER: '1000',
});
if (!fs.existsSync(path.join(config.webDist, 'index.html'))) {
  throw new Error(`No web build in ${config.webDist}: run \`npm run build\` first.`);
}
const { app } = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(base + url, init);
  return res.json();
}

/** The session the login screen would store, signed in through the public protocol. */
async function signIn(username: string, password: string): Promise<Record<string, string>> {
  const { key } = await json('/api/v1/manager/auth/public_key');
  const challenge = await json('/api/v1/manager/auth/captcha');
  const s = await json('/api/v1/manager/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      password: encryptPassword(key, password),
      token: await solveChallenge(challenge),
    }),
  });
  return {
    user_name: s.user_name,
    access_token: s.access_token,
    fresh_token: s.fresh_token,
    timezone: s.timezone,
    admin: String(s.admin),
    id: String(s.id),
    current_username: s.user_name,
  };
}

/** Bytes of a file as the server sends it gzip-encoded (its precompressed `.gz` twin). */
async function gzipBytes(url: string): Promise<number> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await res.arrayBuffer();
  return Number(res.headers.get('content-length'));
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

interface Figures {
  requests: number;
  scripts: number;
  jsGzip: number;
  jsRaw: number;
  jsTransfer: number;
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const session = await signIn('admin001', 'Admin@12345');

  async function audit(target: (typeof PAGES)[number]): Promise<Figures> {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    // A first visit: no cached file, and (for a signed-in page) only the stored session.
    await page.goto(`${base}/healthz`);
    await page.evaluate(
      (values: Record<string, string> | null) => {
        localStorage.clear();
        if (values) for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
      },
      target.signedIn ? session : null,
    );
    await cdp.send('Network.clearBrowserCache');
    const result = await lighthouse(
      base + target.path,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: target.signedIn,
      },
      undefined,
      page,
    );
    await page.close();
    if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
    const { lhr } = result;
    const requests = (lhr.audits['network-requests']?.details as { items: NetworkRequest[] }).items;
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const gzip = await Promise.all(scripts.map((r) => gzipBytes(r.url)));
    return {
      requests: requests.length,
      scripts: scripts.length,
      jsGzip: gzip.reduce((a, b) => a + b, 0),
      jsRaw: scripts.reduce((a, r) => a + (r.resourceSize ?? 0), 0),
      jsTransfer: scripts.reduce((a, r) => a + (r.transferSize ?? 0), 0),
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    };
  }

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${RUNS} runs`,
  );
  for (const target of PAGES) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(target));
    const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
    console.log(
      [
        target.name,
        `  JS: ${m('scripts')} files, ${kb(m('jsGzip'))} gzip, ${kb(m('jsRaw'))} raw, ` +
          `${kb(m('jsTransfer'))} as transferred; ${m('requests')} requests`,
        `  Lighthouse (mobile): performance ${m('performance')} ` +
          `(runs ${runs.map((r) => r.performance).join(', ')}), accessibility ${m('accessibility')}, ` +
          `LCP ${(m('lcp') / 1000).toFixed(1)} s, TBT ${Math.round(m('tbt'))} ms`,
      ].join('\n'),
    );
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
