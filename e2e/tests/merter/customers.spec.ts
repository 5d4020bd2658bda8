import { expect, test } from '@playwright/test';
import { callAs } from '../../support/api';
import { campaignBody } from '../../support/campaigns';
import { openAs } from '../../support/sessions';
import { chooseOption } from '../../support/select';

const PHONES = ['0911000001', '0911000002', '0911000003'];

test('an admin finds a private campaign’s customer by phone, locks it, filters the locked and opens it again', async ({
  page,
  request,
}) => {
  await openAs(page, 'admin');
  // A private campaign of its own, and its customers added as a payment system adds them: through
  // an integration client's key (AddCustomer).
  const code = `PC-${Date.now().toString(36).toUpperCase()}`;
  const created = await callAs(
    page,
    'campaigns.createFull',
    campaignBody('private', { name: `Customers ${code}`, code }),
  );
  const id = created.item.id;
  const client = await callAs(page, 'redemption.clients.create', {
    name: `Customers ${code}`,
    campaignIds: [id],
  });
  const added = await request.post('/rpc/CampaignExpose/AddCustomer', {
    headers: { authorization: `Bearer ${client.key}` },
    data: { campaignId: id, phones: PHONES },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto(`/campaigns/${id}`);
  await expect(page.getByRole('heading', { name: new RegExp(code.slice(3)) })).toBeVisible({
    timeout: 60_000,
  });
  const panel = page.getByTestId('merter-panel');
  await panel.getByRole('tab', { name: 'Campaign customers' }).click();
  const customers = panel.getByRole('table', { name: 'Campaign customers' });
  await expect(customers.getByRole('row')).toHaveCount(1 + PHONES.length);

  await panel.getByLabel('Search by phone').fill('000002');
  await panel.getByLabel('Search by phone').press('Enter');
  await expect(customers.getByRole('row')).toHaveCount(2);
  const toggle = customers.getByRole('switch', { name: `Open ${PHONES[1]}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(PHONES[1]!);
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(customers.getByRole('row', { name: new RegExp(PHONES[1]!) })).toContainText(
    'Locked',
  );

  // The search cleared, the locked alone, then the open alone.
  await panel.getByLabel('Search by phone').fill('');
  await panel.getByLabel('Search by phone').press('Enter');
  await expect(customers.getByRole('row')).toHaveCount(1 + PHONES.length);
  const status = panel.getByLabel('Status', { exact: true });
  await chooseOption(page, status, 'Locked');
  await expect(customers.getByRole('row')).toHaveCount(2);
  await expect(customers.getByRole('row', { name: new RegExp(PHONES[1]!) })).toBeVisible();
  await chooseOption(page, status, 'Open');
  await expect(customers.getByRole('row')).toHaveCount(PHONES.length);
  await expect(customers.getByRole('row', { name: new RegExp(PHONES[1]!) })).toHaveCount(0);

  await chooseOption(page, status, 'Locked');
  const locked = customers.getByRole('switch', { name: `Open ${PHONES[1]}` });
  await locked.click();
  await dialog.getByRole('button', { name: 'Open' }).click();
  await expect(dialog).toBeHidden();
  // Opened, it leaves the locked list.
  await expect(customers.getByRole('row', { name: new RegExp(PHONES[1]!) })).toHaveCount(0);
});
