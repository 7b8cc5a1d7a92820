import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { logInAsAdmin } from './support/admin';
import { demoAccounts, demoPassword, uniqueEmail } from './support/accounts';
import { serviceClient } from './support/backend';
import { expectPath, logIn, mainHeading, toast } from './support/site';

/** The demo employer (Maple Tech Solutions) and its seeded live job. */
const maple = { id: '00000000-0000-4000-8000-0000000000e1', name: 'Maple Tech Solutions' };
const mapleLiveJob = 'Senior Software Engineer';
const blockReason = 'Adverts asked candidates for placement fees.';

async function setBlocked(id: string, blocked: boolean) {
  const { error } = await serviceClient()
    .from('profiles')
    .update({ blocked_at: blocked ? new Date().toISOString() : null })
    .eq('id', id);
  if (error) throw new Error(`block fixture: ${error.message}`);
}

async function adminToggle(page: Page, action: 'Block' | 'Unblock', toastTitle: string) {
  // Searched by name: the catalogue's employers (seeds/70_catalogue.sql) fill more than one page.
  await page.goto('/admin/employers?q=maple');
  const row = page.getByRole('row').filter({ hasText: maple.name });
  await row.getByRole('button', { name: `${action} ${maple.name}` }).click();
  if (action === 'Block') {
    // Blocking asks for the reason the company will read, then for confirmation.
    const dialog = page.getByRole('dialog', { name: `Block ${maple.name}?` });
    await dialog.getByRole('textbox', { name: /Reason for blocking/ }).fill(blockReason);
    await dialog.getByRole('button', { name: 'Block employer' }).click();
  }
  await expect(toast(page, toastTitle)).toBeVisible();
  await expect(row.getByText(action === 'Block' ? 'Blocked' : 'Premium')).toBeVisible();
}

test('the admin blocks an employer: its job leaves /jobs, it is told at sign-in and cannot post; unblocking restores it', async ({
  page,
  browser,
}) => {
  try {
    await logInAsAdmin(page);
    await expectPath(page, '/admin');
    await adminToggle(page, 'Block', 'Employer blocked');

    // Searched by words of their adverts, so the check does not depend on the first page of the
    // whole catalogue (seeds/70_catalogue.sql): other employers' jobs stay, Maple's leaves.
    const visitor = await browser.newPage();
    await visitor.goto('/jobs?q=emergency');
    await expect(
      visitor.getByRole('link', { name: 'Registered Nurse - Emergency Department' }),
    ).toBeVisible();
    // Only the Senior Software Engineer's advert mentions the LMIA work permit.
    await visitor.goto('/jobs?q=LMIA');
    await expect(
      visitor.getByText('No jobs found matching your criteria. Try broadening your search!', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(visitor.getByRole('link', { name: mapleLiveJob })).toHaveCount(0);
    await visitor.goto('/employers/maple-tech-solutions');
    await expect(mainHeading(visitor)).toHaveText('Employer not found.');

    const employerContext = await browser.newContext();
    const employer = await employerContext.newPage();
    await logIn(employer, demoAccounts.employer, demoPassword, 'employer');
    await expect(toast(employer, 'Your account is blocked')).toBeVisible();
    await expectPath(employer, '/employer/dashboard');
    const notice = employer.getByRole('alert').filter({ hasText: 'Your account is blocked' });
    await expect(notice).toContainText(`Reason: ${blockReason}`);
    await expect(notice).toContainText('you cannot post or edit jobs');
    // The dashboard no longer offers what the account cannot do.
    await expect(employer.getByRole('main').getByRole('link', { name: /Post a Job/ })).toHaveCount(
      0,
    );
    await expect(notice.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await employer.goto('/employer/jobs/new');
    await expect(
      employer.getByText('You cannot post or edit jobs while your account is blocked.'),
    ).toBeVisible();
    await expect(employer.getByRole('button', { name: 'Post Job' })).toHaveCount(0);

    await adminToggle(page, 'Unblock', 'Employer unblocked');
    await visitor.goto('/jobs?q=LMIA');
    await expect(visitor.getByRole('link', { name: mapleLiveJob })).toBeVisible();
    await employer.goto('/employer/jobs/new');
    await expect(employer.getByRole('button', { name: 'Post Job' })).toBeVisible();
    await expect(employer.getByText('Your account is blocked')).toHaveCount(0);
    await employerContext.close();
  } finally {
    await setBlocked(maple.id, false);
  }
});

test("an unverified company's approved job waits; verifying the company from the approval queue puts it live, and the company is told", async ({
  page,
  browser,
}) => {
  const word = `Glazier${Date.now().toString(36)}`;
  const company = `Harbourside Glass ${word}`;
  const email = uniqueEmail('unverified');
  const service = serviceClient();
  const created = await service.auth.admin.createUser({
    email,
    password: demoPassword,
    email_confirm: true,
    user_metadata: {
      first_name: 'Tane',
      last_name: 'Ruru',
      company_name: company,
      user_type: 'employer',
    },
  });
  if (created.error || !created.data.user)
    throw new Error(`the employer: ${created.error?.message}`);
  const title = `${word} Site Glazier`;
  const { error } = await service.from('jobs').insert({
    company_id: created.data.user.id,
    title,
    description: 'Install curtain-wall glazing on commercial sites.',
    category: 'construction',
    country: 'new-zealand',
    location: 'Auckland, New Zealand',
  });
  if (error) throw new Error(`the pending job: ${error.message}`);

  await logInAsAdmin(page);
  await expectPath(page, '/admin');
  await page.goto(`/admin/jobs/approvals?q=${word}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Not verified')).toBeVisible();
  await row.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(toast(page, 'Job approved, waiting for verification')).toBeVisible();
  await expect(row.getByText('Approved, waiting for verification')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/jobs?q=${word}`);
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);

  await row.getByRole('button', { name: `Verify ${company}` }).click();
  await expect(toast(page, 'Employer verified')).toBeVisible();
  await visitor.goto(`/jobs?q=${word}`);
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();

  // The company reads each step in its notifications.
  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  await logIn(employer, email, demoPassword, 'employer');
  await expectPath(employer, '/employer/dashboard');
  await employer.goto('/employer/notifications');
  await expect(employer.getByText('Your company is verified')).toBeVisible();
  await expect(employer.getByText('Job approved, waiting for verification')).toBeVisible();
  await employerContext.close();
});

test('an employer edits the title of a live job: warned before saving, then it is back in review', async ({
  page,
}) => {
  const title = `Cloud Engineer ${Date.now().toString(36)}`;
  const { data: job, error } = await serviceClient()
    .from('jobs')
    .insert({
      company_id: maple.id,
      title,
      description: 'Run our cloud platform.',
      category: 'it',
      country: 'canada',
      location: 'Toronto, Canada',
      approved: true,
    })
    .select('id')
    .single();
  if (error) throw new Error(`live job: ${error.message}`);

  await logIn(page, demoAccounts.employer, demoPassword, 'employer');
  await expectPath(page, '/employer/dashboard');
  await page.goto(`/employer/jobs/new?edit=${job.id}`);
  const titleField = page.getByRole('textbox', { name: 'Job Title' });
  await expect(titleField).toHaveValue(title);
  await expect(page.getByText('This job will go back to review')).toHaveCount(0);
  await titleField.fill(`${title} (Senior)`);
  await expect(page.getByText('This job will go back to review')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Job updated')).toBeVisible();
  await expect(page.getByText(/The job is back in review/).first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `${title} (Senior)` });
  await expect(row.getByText('Pending approval')).toBeVisible();

  const { data: stored } = await serviceClient()
    .from('jobs')
    .select('approved')
    .eq('id', job.id)
    .single();
  expect(stored?.approved).toBeNull();
});

test("a visitor following a renamed company's old URL lands on its current page", async ({
  page,
}) => {
  await page.goto('/employers/fjord-shipping');
  await expectPath(page, '/employers/fjord-marine');
  await expect(mainHeading(page)).toHaveText('Fjord Marine');
});

test("a visitor's Post a Job reaches the employer login, which offers employer sign-up and returns to the form", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Post a Job' }).click();
  await expectPath(page, '/login');
  await expect(page).toHaveURL(/type=employer/);
  await expect(mainHeading(page)).toHaveText('Employer Login');
  await expect(page.getByRole('link', { name: 'Sign up as an employer' })).toHaveAttribute(
    'href',
    '/register?type=employer',
  );
  await page.getByRole('textbox', { name: 'Email' }).fill(demoAccounts.employer);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectPath(page, '/employer/jobs/new');
  await expect(mainHeading(page)).toHaveText('Post a Job');
});
