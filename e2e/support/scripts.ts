import { expect, type Page } from '@playwright/test';

export const KB = 1024;

/**
 * Records the scripts a page downloads (from its network events); `take()` answers those since
 * the last call. A page whose scripts are counted as a first visit needs an empty cache: a new
 * browser context.
 */
export function recordScripts(page: Page) {
  let scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  return {
    take() {
      const taken = scripts;
      scripts = new Set();
      return taken;
    },
  };
}

/**
 * The scripts the page's current document has downloaded so far (its resource timing entries), so
 * a script that the previous document asked for late is not counted against this one, as a
 * listener on the page's responses did (a route's figure moved by 30 KB between runs).
 */
export async function scriptsOfDocument(page: Page): Promise<Set<string>> {
  const names = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  return new Set(names);
}

/**
 * The scripts' size as the server sends them gzip-encoded; `sizes` keeps the sizes already asked
 * for (a hashed file never changes).
 */
export async function gzipBytesOf(
  page: Page,
  scripts: Iterable<string>,
  sizes = new Map<string, number>(),
) {
  let gzip = 0;
  for (const script of scripts) {
    if (!sizes.has(script)) {
      const res = await page.request.get(script, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers()['content-encoding'], script).toBe('gzip');
      sizes.set(script, Number(res.headers()['content-length']));
    }
    gzip += sizes.get(script) as number;
  }
  return gzip;
}

/**
 * Holds the downloads of a built chunk (`assets/<name>-<hash>.js`) until `release()`, as a slow
 * network would: what shows while a part of a screen loads.
 */
export async function holdChunk(page: Page, name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
