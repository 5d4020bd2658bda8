import { expect, test } from '@playwright/test';
import { openExpectingLogin, signIn } from '../../support/sign-in';
import { expiredAccessToken } from '../../support/tokens';

// A session of its own, signed in through the screen: the refresh below rotates its refresh token,
// which the shared sessions of support/sessions.ts must never see used (a retry would use it twice).
test('a page keeps working across an access-token expiry, and a revoked refresh token ends the session', async ({
  page,
}) => {
  await signIn(page, 'operator');
  const stored = await page.evaluate(() => ({
    id: Number(localStorage.getItem('id')),
    fresh: localStorage.getItem('fresh_token'),
  }));
  const expired = await expiredAccessToken({ id: stored.id, name: 'operator1', role: 'operator' });
  await page.evaluate((token) => localStorage.setItem('access_token', token), expired);

  // The next calls meet 401 code 16, refresh once, and retry.
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/refresh_token')) refreshes.push(r.url());
  });
  await page.goto('/browser');
  await expect(page.getByRole('button', { name: 'Apply browser rule' })).toBeVisible();
  await expect(page.getByRole('row', { name: /tor\.exe/i })).toBeVisible();
  await expect(page).toHaveURL(/\/browser/);
  expect(refreshes).toHaveLength(1);

  const after = await page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    fresh: localStorage.getItem('fresh_token'),
  }));
  expect(after.access).not.toBe(expired);
  expect(after.fresh).not.toBe(stored.fresh);

  // The access token expires again, and the refresh token is one the server does not know (revoked
  // or made up): the console goes back to the login page.
  await page.evaluate((token) => {
    localStorage.setItem('access_token', token);
    localStorage.setItem('fresh_token', 'revoked-or-made-up');
  }, expired);
  await openExpectingLogin(page, '/browser');
});
