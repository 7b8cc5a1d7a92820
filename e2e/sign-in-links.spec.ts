import { expect, test } from './support/test';
import { demoAccounts, uniqueEmail } from './support/accounts';
import { logInAsAdmin } from './support/admin';
import { linkIn, waitForMail } from './support/mailbox';
import { expectPath, mainHeading, toast } from './support/site';

test('a person asks for a sign-in link, opens it from the mailbox and lands signed in', async ({
  page,
}) => {
  await page.goto('/login?type=employer');
  await page.getByRole('textbox', { name: 'Email' }).fill(demoAccounts.employer);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(mainHeading(page)).toHaveText('Check your inbox');
  await expect(page.getByText(/we have sent it a link to log in/)).toBeVisible();

  const mail = await waitForMail(demoAccounts.employer, 'magiclink');
  expect(mail.subject).toBe('Your GlobalHire sign-in link');
  await page.goto(linkIn(mail));
  await expectPath(page, '/employer/dashboard');
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();

  // The link works once.
  const later = await page.context().browser()!.newContext();
  const again = await later.newPage();
  await again.goto(linkIn(mail));
  await expectPath(again, '/login');
  await later.close();
});

test('an admin invites an employer, who chooses a password and lands in the employer panel', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('invited');
  await logInAsAdmin(page);
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Invite by email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite by email' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('combobox', { name: 'Join as' }).selectOption('Employer');
  await dialog.getByRole('textbox', { name: 'Company name' }).fill('Invited Logistics');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  for (const table of ['Accounts', 'Pending invitations']) {
    await expect(
      page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: email }),
    ).toBeVisible();
  }

  const visit = await browser.newContext();
  const invited = await visit.newPage();
  const mail = await waitForMail(email, 'invite');
  expect(mail.subject).toBe('You are invited to GlobalHire');
  await invited.goto(linkIn(mail));
  await expect(mainHeading(invited)).toHaveText('Choose your password');
  await invited
    .getByRole('textbox', { name: 'New Password', exact: true })
    .fill('invited-password-1');
  await invited.getByRole('textbox', { name: 'Confirm New Password' }).fill('invited-password-1');
  await invited.getByRole('button', { name: 'Set Password' }).click();
  await expect(toast(invited, 'Password set')).toBeVisible();
  await expectPath(invited, '/employer/dashboard');
  await visit.close();
});
