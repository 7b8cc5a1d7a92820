import { expect, test } from './support/test';
import { logInAsAdmin } from './support/admin';
import { demoAccounts, demoPassword, uniqueEmail } from './support/accounts';
import { linkIn, waitForMail } from './support/mailbox';
import {
  confirmThroughMailbox,
  registeredAndConfirmed,
  registerThroughSite,
  type NewAccount,
} from './support/registration';
import { expectPath, logIn, mainHeading, toast } from './support/site';

const newAccounts: { type: NewAccount['type']; dashboard: string; extra: Partial<NewAccount> }[] = [
  { type: 'employer', dashboard: '/employer/dashboard', extra: { companyName: 'Fjord Robotics' } },
  { type: 'candidate', dashboard: '/applicant/dashboard', extra: {} },
];

for (const { type, dashboard, extra } of newAccounts) {
  test(`a new ${type} registers, confirms through the mailbox, logs in and lands on ${dashboard}`, async ({
    page,
    browser,
  }) => {
    const account: NewAccount = {
      type,
      email: uniqueEmail(type),
      password: 'correct-horse-42',
      firstName: 'Ingrid',
      lastName: 'Solberg',
      ...extra,
    };
    await registerThroughSite(page, account);

    // Until the address is confirmed, the account cannot sign in.
    await logIn(page, account.email, account.password, type);
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expectPath(page, '/login');

    const link = await confirmThroughMailbox(page, account.email);

    // The same link a second time (another browser, no session) says it no longer works.
    const again = await browser.newContext();
    const reused = await again.newPage();
    await reused.goto(link);
    await expect(
      reused.getByRole('heading', {
        level: 1,
        name: 'This confirmation link is invalid or has expired',
      }),
    ).toBeVisible();
    await expect(reused.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?type=${type}`,
    );
    await again.close();

    // A new visit (no session yet) signs in with the form and is sent to the role's dashboard.
    const visit = await browser.newContext();
    const fresh = await visit.newPage();
    await logIn(fresh, account.email, account.password, type);
    await expect(toast(fresh, 'Welcome back!')).toBeVisible();
    await expectPath(fresh, dashboard);
    await visit.close();
  });
}

test('the registration form explains what is missing and opens the terms in a new tab', async ({
  page,
}) => {
  await page.goto('/register?type=employer');
  await expect(mainHeading(page)).toHaveText('Employer Registration');
  for (const name of ['Terms of Service', 'Privacy Policy']) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('target', '_blank');
  }
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Nothing was sent: the errors stand beside the fields and no email goes out.
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(mainHeading(page)).toHaveText('Employer Registration');
});

test('a wrong password shows Login failed and stays on the login page', async ({ page }) => {
  await logIn(page, demoAccounts.candidate, 'not-the-password');
  await expect(toast(page, 'Login failed')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Notifications/ })).toContainText(
    'Invalid login credentials',
  );
  await expectPath(page, '/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('a forgotten password is reset through the emailed link, and only the new one works', async ({
  page,
  browser,
}) => {
  const account: NewAccount = {
    type: 'candidate',
    email: uniqueEmail('recovery'),
    password: 'first-password-1',
    firstName: 'Tomás',
    lastName: 'Quintero',
  };
  const newPassword = 'second-password-2';
  await registeredAndConfirmed(page, account);

  const visit = await browser.newContext();
  const visitor = await visit.newPage();
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(mainHeading(visitor)).toHaveText('Forgot your password?');
  await visitor.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await visitor.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(mainHeading(visitor)).toHaveText('Check your inbox');

  await visitor.goto(linkIn(await waitForMail(account.email, 'recovery')));
  await expect(mainHeading(visitor)).toHaveText('Set a new password');
  await visitor.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await visitor.getByRole('textbox', { name: 'Confirm New Password' }).fill(newPassword);
  await visitor.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(visitor, 'Password updated')).toBeVisible();
  await expectPath(visitor, '/applicant/dashboard');
  await visit.close();

  const later = await browser.newContext();
  const returning = await later.newPage();
  await logIn(returning, account.email, account.password);
  await expect(toast(returning, 'Login failed')).toBeVisible();
  await logIn(returning, account.email, newPassword);
  await expect(toast(returning, 'Welcome back!')).toBeVisible();
  await expectPath(returning, '/applicant/dashboard');
  await later.close();
});

for (const { persona, dashboard } of [
  { persona: 'candidate', dashboard: '/applicant/dashboard' },
  { persona: 'employer', dashboard: '/employer/dashboard' },
  { persona: 'admin', dashboard: '/admin' },
] as const) {
  test(`logging out of the ${persona} panel says Signed out, never Access denied`, async ({
    page,
  }) => {
    if (persona === 'admin') await logInAsAdmin(page);
    else
      await logIn(
        page,
        demoAccounts[persona],
        demoPassword,
        persona === 'employer' ? 'employer' : 'candidate',
      );
    await expectPath(page, dashboard);
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(toast(page, 'Signed out')).toBeVisible();
    await expectPath(page, '/');
    // The guard of the page just left must not ask a person who chose to leave to log in.
    await page.waitForTimeout(500);
    await expect(toast(page, 'Access denied')).toHaveCount(0);

    // A later visit to the panel, signed out, is asked to log in.
    await page.goto(dashboard);
    await expect(toast(page, 'Access denied')).toBeVisible();
    await expectPath(page, '/login');
  });
}
