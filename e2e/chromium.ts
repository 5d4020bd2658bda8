import fs from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the tests drive: CHROMIUM_PATH, the system's /usr/bin/chromium, or Playwright's own
 * browser if one was installed. Without any, fail with a message that says how to get one.
 */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  try {
    candidates.push(chromium.executablePath());
  } catch {
    // Playwright has no browser of its own here
  }
  const found = candidates.find((p): p is string => !!p && fs.existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`), ' +
        'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    );
  }
  return found;
}
