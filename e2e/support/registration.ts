import { expect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';
import { toast } from './site';

export interface NewAccount {
  type: 'candidate' | 'employer';
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName?: string;
}

/** Fills and sends the registration form for `account`, and waits for the site's answer. */
export async function registerThroughSite(page: Page, account: NewAccount) {
  await page.goto(`/register?type=${account.type}`);
  await page.getByRole('textbox', { name: 'First Name' }).fill(account.firstName);
  await page.getByRole('textbox', { name: 'Last Name' }).fill(account.lastName);
  if (account.companyName)
    await page.getByRole('textbox', { name: 'Company Name' }).fill(account.companyName);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Registration Successful')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
}

/** Opens the confirmation link of the sign-up email, as the new user would from their inbox. */
export async function confirmThroughMailbox(page: Page, email: string) {
  const link = linkIn(await waitForMail(email, 'signup'));
  await page.goto(link);
  // The link confirms the address and signs the user in: the page says so, and the top bar
  // offers their dashboard.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your email is confirmed' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  return link;
}

/** A new account, registered and confirmed through the site and the mailbox. */
export async function registeredAndConfirmed(page: Page, account: NewAccount) {
  await registerThroughSite(page, account);
  await confirmThroughMailbox(page, account.email);
}
