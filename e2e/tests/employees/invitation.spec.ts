import { expect, test } from '@playwright/test';
import { waitForMailLink } from '../../support/outbox';
import { newUser } from '../../support/register';
import { openAs } from '../../support/sessions';
import { chooseOption } from '../../support/select';
import { signInWith } from '../../support/sign-in';

test('an invitation stays pending until the invitee sets his password from the resent mail', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const member = { ...newUser('inv'), password: 'Invite-Pass!42' };

  await openAs(page, 'admin');
  await page.goto('/employees');
  await page.getByRole('button', { name: 'Add employee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add employee' });
  await dialog.getByLabel('Username').fill(member.username);
  await dialog.getByLabel('E-mail').fill(member.email);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Role' }), 'Supporter');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation mail was sent to ${member.email}`)).toBeVisible();
  const firstLink = await waitForMailLink(member.email, { purpose: 'invite' });

  // His row says the invitation is pending and offers a resend.
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(member.username);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: member.username }) })
    .filter({ hasText: member.email });
  await expect(row.getByText('Invitation pending')).toBeVisible();
  const resend = row.getByRole('button', { name: 'Resend invitation' });

  // A resend asks first; cancelling sends nothing.
  await resend.click();
  const question = page.getByRole('dialog').filter({ hasText: 'Send a new invitation link' });
  await expect(question).toContainText(member.email);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();

  const beforeResend = Date.now();
  await resend.click();
  await question.getByRole('button', { name: 'Resend invitation' }).click();
  await expect(page.getByText(`A new invitation mail was sent to ${member.email}`)).toBeVisible();
  const link = await waitForMailLink(member.email, { purpose: 'invite', after: beforeResend });
  expect(link).not.toBe(firstLink);

  // The invitee opens the new link: the page tells his user name, and he sets a password.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto(link);
  await expect(memberPage.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(memberPage.getByText(`Your username is ${member.username}.`)).toBeVisible();
  await memberPage.getByLabel('New password').fill(member.password);
  await memberPage.getByLabel('Confirm password').fill(member.password);
  await memberPage.getByRole('button', { name: 'Save the new password' }).click();
  await expect(memberPage).toHaveURL(/\/login$/, { timeout: 30_000 });
  await signInWith(memberPage, member);
  await expect(memberPage.getByText('Signed in as Supporter')).toBeVisible();
  await memberContext.close();

  // Back in the admin's list, the invitation is no longer pending and there is nothing to resend.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row.getByText('Invitation pending')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Resend invitation' })).toHaveCount(0);
});
