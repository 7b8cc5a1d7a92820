import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { logInAsAdmin } from './support/admin';
import { demoAccounts, demoPassword } from './support/accounts';
import { serviceClient } from './support/backend';
import { expectPath, logIn, mainHeading, toast } from './support/site';

const mapleTech = 'Maple Tech Solutions';

async function logInAsEmployer(page: Page) {
  await logIn(page, demoAccounts.employer, demoPassword, 'employer');
  await expectPath(page, '/employer/dashboard');
  await expect(mainHeading(page)).toHaveText('Dashboard Overview');
}

/** The row of the table that names `text`. */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('the employer posts a job and sees it pending on /employer/jobs', async ({ page }) => {
  const title = `Platform Engineer ${Date.now().toString(36)}`;
  await logInAsEmployer(page);
  await page.getByRole('link', { name: 'Post a Job' }).first().click();
  await expectPath(page, '/employer/jobs/new');
  await expect(mainHeading(page)).toHaveText('Post a Job');

  // Maple Tech Solutions is on Premium (5 postings). If other tests used them up, free one the
  // way an employer would: move a live or pending job to drafts.
  const usage = page.getByText(/\d+ of 5 active postings used/);
  await expect(usage).toBeVisible();
  const used = Number(/(\d+) of 5/.exec((await usage.textContent()) ?? '')?.[1]);
  if (used >= 5) {
    await page.goto('/employer/jobs?status=pending');
    await page
      .getByRole('button', { name: /^Move to drafts: / })
      .first()
      .click();
    await expect(toast(page, 'Moved to drafts')).toBeVisible();
    await page.goto('/employer/jobs/new');
  }

  await expect(page.getByRole('textbox', { name: 'Company', exact: true })).toHaveValue(mapleTech);
  // Submitting too early names what is missing, beside each field.
  await page.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Job title is required.')).toBeVisible();
  await expect(page.getByText('Country is required.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Job Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('it');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Run the Kubernetes clusters and CI pipelines behind our payments products.');
  await page
    .getByRole('textbox', { name: 'Requirements' })
    .fill('3+ years of Kubernetes\nTerraform');
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Toronto, Canada');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('canada');
  // What the visa verdict needs: the province, and the occupation found by the type-ahead.
  await page.getByRole('combobox', { name: 'Province or territory' }).selectOption('ON');
  await page.getByRole('combobox', { name: 'Occupation' }).pressSequentially('software eng');
  await page.getByRole('option', { name: /Software engineers and designers/ }).click();
  await expect(page.getByRole('combobox', { name: 'Occupation' })).toHaveValue(
    'Software engineers and designers (21231)',
  );
  await page.getByRole('checkbox', { name: 'Visa sponsorship available' }).check();
  await page.getByRole('textbox', { name: 'Minimum salary' }).fill('110000');
  await page.getByRole('textbox', { name: 'Maximum salary' }).fill('130000');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('CAD');
  await page.getByRole('button', { name: 'Post Job' }).click();

  await expect(toast(page, 'Job Posted Successfully!')).toBeVisible();
  await expectPath(page, '/employer/jobs');
  const row = rowWith(page, title);
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending approval')).toBeVisible();
  // Applicants are only offered on active jobs.
  await expect(row.getByRole('link', { name: /View Applicants/ })).toHaveCount(0);

  // It is stored: it is still there, still pending, after a reload, and a visitor cannot see it.
  await page.reload();
  await expect(rowWith(page, title).getByText('Pending approval')).toBeVisible();
  const { data } = await serviceClient()
    .from('jobs')
    .select('approved, status, salary_currency, region, occupation_code')
    .eq('title', title)
    .single();
  expect(data).toEqual({
    approved: null,
    status: 'published',
    salary_currency: 'CAD',
    region: 'ON',
    occupation_code: '21231',
  });
});

test('at the plan limit the employer is told so, and frees a posting by moving a job to drafts', async ({
  page,
}) => {
  const client = serviceClient();
  const { data: company } = await client
    .from('profiles')
    .select('id')
    .eq('slug', 'maple-tech-solutions')
    .single();
  const { count } = await client
    .from('jobs')
    .select('id', { count: 'exact', head: true })
    .eq('company_id', company!.id)
    .eq('status', 'published')
    .or('approved.is.null,approved.is.true')
    .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`);
  // Fill Maple Tech Solutions' five Premium postings with pending jobs, as if posted earlier.
  const fillers = Array.from({ length: Math.max(0, 5 - (count ?? 0)) }, (_, i) => ({
    company_id: company!.id,
    title: `Placeholder Role ${i} ${Date.now().toString(36)}`,
    description: 'Waiting for approval.',
    category: 'it',
    country: 'canada',
    location: 'Toronto, Canada',
  }));
  const { data: inserted, error } = await client.from('jobs').insert(fillers).select('id, title');
  if (error) throw new Error(`placeholder jobs: ${error.message}`);
  try {
    await logInAsEmployer(page);
    await page.goto('/employer/jobs/new');
    await expect(page.getByText('5 of 5 active postings used', { exact: false })).toBeVisible();
    await page.getByRole('textbox', { name: 'Job Title' }).fill('Data Engineer');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('it');
    await page.getByRole('textbox', { name: 'Description' }).fill('Build our data platform.');
    await page.getByRole('textbox', { name: 'Location', exact: true }).fill('Toronto, Canada');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('canada');
    await page.getByRole('button', { name: 'Post Job' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'posting limit' });
    await expect(alert).toContainText(
      'Your Premium plan allows 5 active job postings. Upgrade your plan to post more.',
    );
    await expect(alert.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/employer/plans',
    );
    await expect(page.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Data Engineer');

    // Moving one of them to drafts frees a posting, through the job list.
    const filler = inserted![0]!.title;
    await page.goto('/employer/jobs?status=pending');
    await page.getByRole('button', { name: `Move to drafts: ${filler}` }).click();
    await expect(toast(page, 'Moved to drafts')).toBeVisible();
    await page.goto('/employer/jobs/new');
    await expect(page.getByText('4 of 5 active postings used', { exact: false })).toBeVisible();
  } finally {
    await client
      .from('jobs')
      .delete()
      .in(
        'id',
        (inserted ?? []).map((job) => job.id),
      );
  }
});

test('the employer moves an applicant through the pipeline', async ({ page }) => {
  // Arjun Patel's application to Senior Software Engineer starts as new, as in the seed (and on a retry).
  const { error } = await serviceClient()
    .from('applications')
    .update({ status: 'new' })
    .eq('id', 7);
  if (error) throw new Error(`reset application 7: ${error.message}`);
  await logInAsEmployer(page);
  await page.getByRole('link', { name: 'Applications Received' }).first().click();
  await expectPath(page, '/employer/applicants');
  const arjun = rowWith(page, 'Senior Software Engineer').filter({ hasText: 'Arjun Patel' });
  await expect(arjun.getByText('New', { exact: true })).toBeVisible();
  await arjun.getByRole('button', { name: 'Shortlist: Arjun Patel' }).click();
  await expect(toast(page, 'Applicant updated')).toBeVisible();
  await expect(arjun.getByText('Shortlisted', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Shortlisted', exact: true }).click();
  await expectPath(page, '/employer/applicants/shortlisted');
  await expect(mainHeading(page)).toHaveText('Shortlisted Applicants');
  await expect(
    rowWith(page, 'Arjun Patel').filter({ hasText: 'Senior Software Engineer' }),
  ).toHaveCount(1);
});

test('the employer renames the company and the panel follows', async ({ page }) => {
  const renamed = `${mapleTech} Ltd`;
  await logInAsEmployer(page);
  try {
    await page.getByRole('link', { name: 'Edit Company Profile' }).first().click();
    await expectPath(page, '/employer/profile');
    await page.getByRole('textbox', { name: 'Company Name' }).fill(renamed);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile Updated')).toBeVisible();
    await expect(page.getByText(renamed, { exact: true }).first()).toBeVisible();
  } finally {
    // Other suites find the company by its seeded name and page address.
    await serviceClient()
      .from('profiles')
      .update({ company_name: mapleTech })
      .eq('company_name', renamed);
  }
});

test('the employer requests a plan, which waits for an admin', async ({ page }) => {
  await logInAsEmployer(page);
  await page.getByRole('link', { name: 'Billing / Subscription' }).first().click();
  await expectPath(page, '/employer/plans');
  await page.getByRole('button', { name: 'Upgrade Now: Enterprise' }).click();
  await expect(toast(page, 'Plan requested')).toBeVisible();
  await page.reload();
  await expect(
    page.getByText('Your request for the Enterprise plan is waiting for confirmation.'),
  ).toBeVisible();
  await expect(page.getByText('You are on the Premium plan', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(toast(page, 'Request withdrawn')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade Now: Enterprise' })).toBeEnabled();
});

test('an admin confirms the plan the employer asked for, and the employer is on it', async ({
  page,
  browser,
}) => {
  await logInAsEmployer(page);
  await page.goto('/employer/plans');
  await page.getByRole('button', { name: 'Upgrade Now: Enterprise' }).click();
  await expect(toast(page, 'Plan requested')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin);
  await expectPath(admin, '/admin');
  await admin.goto('/admin/employers');
  const requests = admin.getByRole('table', { name: 'Plan requests' });
  const request = requests.getByRole('row').filter({ hasText: mapleTech });
  await expect(request.getByText('Enterprise')).toBeVisible();
  await request.getByRole('button', { name: `Confirm plan: ${mapleTech}` }).click();
  await expect(toast(admin, 'Plan confirmed')).toBeVisible();
  await expect(requests.getByRole('row').filter({ hasText: mapleTech })).toHaveCount(0);
  await adminContext.close();

  await page.reload();
  await expect(page.getByText('You are on the Enterprise plan', { exact: false })).toBeVisible();
  await expect(page.getByText(/is waiting for confirmation/)).toHaveCount(0);
});

test('a visitor opening /applicant/dashboard signs in and comes back to it', async ({ page }) => {
  await page.goto('/applicant/dashboard');
  await expectPath(page, '/login');
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/applicant/dashboard');
  await expect(toast(page, 'Access denied')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(demoAccounts.candidate);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectPath(page, '/applicant/dashboard');
  await expect(mainHeading(page)).toHaveText('Welcome back!');
});
