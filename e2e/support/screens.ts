import type { Page } from '@playwright/test';

/**
 * Screenshots for a person to look at (the developers' "look at what you build"), taken only when
 * E2E_SCREENSHOTS=1: a full-page picture at two widths is a resize, a layout and a PNG each, which
 * CI pays for and nobody opens. What a journey asserts never depends on them.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** A full-page screenshot at `path`, when screenshots are asked for. */
export async function lookAt(page: Page, path: string) {
  if (SCREENSHOTS) await page.screenshot({ path, fullPage: true });
}
