import { expect, test } from '@playwright/test';
import { openAs } from '../../support/sessions';
import { chooseOption } from '../../support/select';

/**
 * Issue 13: an admin creates an integration client and copies its key, shown once; a payment
 * system redeems a running campaign with that key over HTTP, and the redemption shows on the
 * campaign's page with the used budget moved. A second client, scoped to one campaign found by its
 * code, lists that campaign alone (one test: both start on the same screen).
 */
test('an admin creates an integration client, copies its key once, and one scoped to a campaign by its code; a redemption shows on the campaign', async ({
  page,
  context,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const name = `Cổng thanh toán ${suffix}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await openAs(page, 'admin', '/integrations');
  await expect(page.getByRole('heading', { name: 'Integration clients' })).toBeVisible({
    timeout: 60_000,
  });
  await page.getByLabel('Name').fill(name);
  await page.getByRole('checkbox', { name: 'Bank' }).check();
  await page.getByRole('button', { name: 'New client' }).click();

  const dialog = page.getByRole('dialog', { name: `Key for ${name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('it is shown only once');
  const key = (await dialog.getByTestId('integration-key').innerText()).trim();
  expect(key).toMatch(/^int_\d+\./);
  await dialog.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByText('Key copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await dialog.getByRole('button', { name: 'I have saved the key' }).click();
  await expect(dialog).toBeHidden();
  // Shown once: the list has the client, not its key.
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Active');
  await expect(page.getByText(key)).toHaveCount(0);

  // A client scoped to one campaign, picked by its code: the demo's running bank campaign
  // (seed/campaigns.ts), the fifth, BANK-05.
  const scopedName = `Ví điện tử ${suffix}`;
  await page.getByLabel('Name').fill(scopedName);
  const picked = await chooseOption(page, page.getByLabel('Campaigns'), /BANK-05/, {
    search: 'BANK-05',
    multiple: true,
  });
  await page.keyboard.press('Escape');
  await expect(
    page.locator('.ant-select-selection-item').filter({ hasText: picked }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'New client' }).click();
  const scopedDialog = page.getByRole('dialog', { name: `Key for ${scopedName}` });
  const scopedKey = (await scopedDialog.getByTestId('integration-key').innerText()).trim();
  await scopedDialog.getByRole('button', { name: 'I have saved the key' }).click();
  const scopedRow = page.getByRole('row').filter({ hasText: scopedName });
  await expect(scopedRow).toContainText(/Campaigns \d+/);
  const scopedId = Number((await scopedRow.innerText()).match(/Campaigns (\d+)/)![1]);
  const scopedList = await request.post('/rpc/CampaignExpose/List', {
    headers: { authorization: `Bearer ${scopedKey}` },
    data: { pageSize: 100 },
  });
  expect(scopedList.status()).toBe(200);
  const scoped = (await scopedList.json()).list as { id: number; code: string }[];
  expect(scoped.map((c) => c.id)).toEqual([scopedId]);
  expect(scoped[0]!.code).toBe('BANK-05');
  expect(picked).toContain('Ưu đãi ngân hàng');

  // The payment system, with its key: the running bank campaigns it may redeem.
  const auth = { authorization: `Bearer ${key}` };
  const listed = await request.post('/rpc/CampaignExpose/List', {
    headers: auth,
    data: { pageSize: 100 },
  });
  expect(listed.status()).toBe(200);
  const campaigns = (await listed.json()).list as { id: number; type: string; code: string }[];
  const campaign = campaigns.find((c) => c.type === 'bank');
  expect(campaign, JSON.stringify(campaigns)).toBeDefined();

  await page.goto(`/campaigns/${campaign!.id}`);
  await expect(page.getByRole('heading', { name: /Ưu đãi ngân hàng/ })).toBeVisible();
  const budgetCaption = page.getByText(/ of [\d,]+ VND/);
  await expect(budgetCaption).toBeVisible();
  const before = await budgetCaption.innerText();

  const transactionId = `e2e-${suffix}`;
  const redeemed = await request.post('/rpc/CampaignExpose/Redeem', {
    headers: auth,
    data: {
      campaignId: campaign!.id,
      transactionId,
      amount: 300_000,
      bankCode: '970436',
      qrType: 'portal',
      customerPhone: `09${String(Date.now()).slice(-8)}`,
    },
  });
  expect(redeemed.status()).toBe(200);
  const answer = await redeemed.json();
  expect(answer, JSON.stringify(answer)).toMatchObject({ decision: 'applied', discount: 30_000 });

  await page.reload();
  await expect(page.getByRole('heading', { name: /Ưu đãi ngân hàng/ })).toBeVisible();
  const redemptions = page.locator('.ant-card').filter({ hasText: 'Redemptions' });
  const redemption = redemptions.getByRole('row').filter({ hasText: transactionId });
  await expect(redemption).toContainText(name);
  await expect(redemption).toContainText('30,000');
  await expect(redemption).toContainText('Applied');
  await expect(budgetCaption).not.toHaveText(before);
});
