import { expect, test } from '@playwright/test';
import { newUser, registerAndVerify } from '../../support/register';
import { openAs } from '../../support/sessions';
import { openUpgradeForm } from '../../support/upgrade';

test('an admin cancels an upgrade, upgrades a new user once for 3 months on a double click, and turns the membership on once', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const visitor = await browser.newPage();
  const user = await registerAndVerify(visitor, newUser('sub'));
  await visitor.close();

  await openAs(page, 'admin');
  // Users from the side menu: the journey an admin takes.
  await page.getByRole('link', { name: /Users/ }).first().click();
  await expect(page).toHaveURL(/\/users/);
  await page.getByRole('searchbox').fill(user.username);
  await expect(page).toHaveURL(new RegExp(`keyword=${user.username}`));
  const row = page.getByRole('row', { name: new RegExp(user.username) });
  await row.getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/usermanager\/\d+$/);

  const tag = page.locator('.ant-descriptions .ant-tag').first();
  await expect(tag).toHaveText('Free');
  await expect(tag).not.toHaveClass(/ant-tag-green/);

  const upgrades = page.getByRole('row', { name: /Upgrade/ });

  // A cancelled upgrade changes nothing, also on the server.
  await openUpgradeForm(page);
  await page.getByLabel('Total months').fill('2');
  await page.getByRole('button', { name: 'Submit' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText(
    `Upgrade ${user.username} to Standard for 2 month(s), 198,000 VND?`,
  );
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await page.reload();
  await expect(tag).toHaveText('Free');
  await expect(upgrades).toHaveCount(0);

  // Double clicks on Submit and on the confirmation: one dialog, one upgrade, one history row.
  await openUpgradeForm(page);
  await page.getByLabel('Total months').fill('3');
  await page.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(ask).toHaveCount(1);
  await expect(ask).toContainText(
    `Upgrade ${user.username} to Standard for 3 month(s), 297,000 VND?`,
  );
  await ask.getByRole('button', { name: 'Upgrade' }).dblclick();
  await expect(page.getByText('Upgraded to standard for 3 month(s)')).toBeVisible();
  // The form starts over after a charge.
  await expect(page.getByLabel('Total months')).toHaveValue('1');
  await expect(tag).toHaveText('Standard');
  await expect(tag).toHaveClass(/ant-tag-green/);
  await expect(page.getByRole('progressbar', { name: 'Licence used' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Licence used' })).toContainText('0.00%');
  await expect(upgrades).toHaveCount(1);
  await expect(upgrades).toContainText('admin001');
  await expect(upgrades).toContainText('Free → Standard');

  const member = page.getByRole('switch', { name: 'Member' });
  await expect(member).not.toBeChecked();
  await member.click();
  await expect(ask).toContainText(`Turn on membership for ${user.username}?`);
  await ask.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Membership turned on')).toBeVisible();
  await expect(member).toBeChecked();
  await expect(member).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Member' })).toBeDisabled();
  await expect(page.getByRole('row', { name: /Membership on/ })).toHaveCount(1);
  await expect(upgrades).toHaveCount(1);
});
