import { expect, test } from '@playwright/test';
import { sideMenu } from '../../support/menu';
import { waitForMailLink } from '../../support/outbox';
import { newUser } from '../../support/register';
import { openAs } from '../../support/sessions';
import { chooseOption } from '../../support/select';
import { signInWith } from '../../support/sign-in';

/** The side menu of the console layout. */

test('an admin invites an employee, resends the invitation, changes his role, disables and deletes him', async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const member = { ...newUser('stf'), password: 'Staff-Pass!42' };
  const fullName = 'Invited Employee';

  // The admin opens Employees from the side menu and invites an operator.
  await openAs(page, 'admin');
  await sideMenu(page).getByRole('link', { name: 'Employees' }).click();
  await expect(page).toHaveURL(/\/employees$/);
  await expect(page.getByRole('heading', { name: 'Employees', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add employee' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(member.username);
  await dialog.getByLabel('E-mail').fill(member.email);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Role' }), 'Operator');
  await dialog.getByLabel('Full name').fill(fullName);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation mail was sent to ${member.email}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const search = page.getByRole('searchbox', { name: 'Search by name or e-mail' });
  await search.fill(member.username);
  await expect(page).toHaveURL(new RegExp(`keyword=${member.username}`));
  // The member's row, by its user-name cell (the empty-list row also quotes the search); until he
  // sets his password the cell also says the invitation is pending.
  const nameCell = new RegExp(`^${member.username}( Invitation pending)?$`);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: nameCell }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Invitation pending')).toBeVisible();
  await expect(row).toContainText(fullName);
  await expect(row).toContainText(member.email);
  const role = row.getByRole('combobox', { name: 'Role' });
  const active = row.getByRole('switch', { name: 'Active' });
  await expect(row).toContainText('Operator');
  await expect(active).toBeChecked();

  const firstLink = await waitForMailLink(member.email, { purpose: 'invite' });
  expect(firstLink).toMatch(/^\/get-password\?token=.+&invite=1$/);

  // A pending invitation offers a resend, which asks first; cancelling sends nothing.
  const resend = row.getByRole('button', { name: 'Resend invitation' });
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
  expect(link).toMatch(/^\/get-password\?token=.+&invite=1$/);

  // The invited member, in his own browser, sets a password from the new mail (the page tells
  // his user name) and signs in.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await memberPage.goto(link);
  await expect(memberPage.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await expect(memberPage.getByText(`Your username is ${member.username}.`)).toBeVisible();
  await memberPage.getByLabel('New password').fill(member.password);
  await memberPage.getByLabel('Confirm password').fill(member.password);
  await memberPage.getByRole('button', { name: 'Save the new password' }).click();
  await expect(memberPage).toHaveURL(/\/login\?username=/, { timeout: 30_000 });
  await expect(memberPage.getByText('Your new password is saved')).toBeVisible();

  await signInWith(memberPage, member);
  await expect(memberPage.getByRole('heading', { name: `Welcome, ${fullName}` })).toBeVisible();
  await expect(memberPage.getByText('Signed in as Operator')).toBeVisible();
  await expect(sideMenu(memberPage).getByRole('link', { name: 'Blocked browsers' })).toBeVisible();
  await expect(sideMenu(memberPage).getByRole('link', { name: 'Employees' })).toHaveCount(0);

  // In the admin's list, the invitation is no longer pending and there is nothing to resend.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row.getByText('Invitation pending')).toHaveCount(0);
  await expect(resend).toHaveCount(0);

  // The admin makes him a manager: his console follows on the next load.
  await chooseOption(page, role, 'Manager');
  await expect(page.getByText('Role changed')).toBeVisible();
  await expect(row).toContainText('Manager');
  await expect(row).not.toContainText('Operator');

  await memberPage.reload();
  await expect(memberPage.getByRole('heading', { name: `Welcome, ${fullName}` })).toBeVisible();
  await expect(memberPage.getByText('Signed in as Manager')).toBeVisible();
  await expect(sideMenu(memberPage).getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(sideMenu(memberPage).getByRole('link', { name: 'Blocked browsers' })).toHaveCount(0);

  // The admin disables him, after a question he can back out of: his session ends and the
  // login screen refuses him.
  await active.click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText(`Disable ${member.username}?`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(active).toBeChecked();
  await active.click();
  await ask.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Account disabled')).toBeVisible();
  await expect(active).not.toBeChecked();

  await memberPage.reload();
  await expect(memberPage).toHaveURL(/\/login$/, { timeout: 30_000 });
  await expect(memberPage.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await memberPage.getByLabel('Username').fill(member.username);
  await memberPage.getByLabel('Password').fill(member.password);
  await memberPage.getByRole('button', { name: 'Login' }).click();
  await expect(memberPage.getByText('This account is not active')).toBeVisible({
    timeout: 30_000,
  });
  await expect(memberPage).toHaveURL(/\/login$/);

  // The admin deletes him: gone from the list, also when searched by e-mail.
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page
    .getByRole('tooltip')
    .filter({ hasText: `Delete the account ${member.username}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Delete successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(`No account matches “${member.username}”`)).toBeVisible();

  await search.fill(member.email);
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(member.email)}`));
  await expect(page.getByText(`No account matches “${member.email}”`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await memberContext.close();
});
