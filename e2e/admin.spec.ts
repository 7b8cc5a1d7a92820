import { expect, test } from './support/test';
import { logInAsAdmin } from './support/admin';
import { demoAccounts, demoPassword } from './support/accounts';
import { serviceClient } from './support/backend';
import { expectPath, logIn, mainHeading, toast } from './support/site';

/** Letters only, so the job search (English full text) matches the word as typed. */
const uniqueWord = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

test('the admin approves a pending job and a visitor then finds it on /jobs', async ({
  page,
  browser,
}) => {
  // A job an employer posted, waiting for approval (Harbour Health Network, seeded).
  const word = uniqueWord();
  const title = `Night Shift Nurse ${word}`;
  const client = serviceClient();
  const { data: employer, error: findError } = await client
    .from('profiles')
    .select('id')
    .eq('slug', 'harbour-health-network')
    .single();
  if (findError) throw new Error(`seeded employer: ${findError.message}`);
  const { error: postError } = await client.from('jobs').insert({
    company_id: employer.id,
    title,
    description: `Night shifts on our ${word} ward, with visa sponsorship.`,
    category: 'healthcare',
    country: 'australia',
    location: 'Sydney, Australia',
  });
  if (postError) throw new Error(`pending job: ${postError.message}`);

  // A visitor cannot see it yet.
  const visitor = await browser.newPage();
  await visitor.goto(`/jobs?q=${word}`);
  await expect(
    visitor.getByText('No jobs found matching your criteria. Try broadening your search!'),
  ).toBeVisible();

  await logInAsAdmin(page);
  await expectPath(page, '/admin');
  await expect(mainHeading(page)).toHaveText('Admin Dashboard');
  await expect(page.getByText('Pending Approvals').first()).toBeVisible();

  await page.getByRole('link', { name: 'Manage All Jobs' }).first().click();
  await expectPath(page, '/admin/jobs');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
  await expect(page).toHaveURL(/status=pending/);
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending')).toBeVisible();
  // Only a pending job offers Approve and Reject.
  await expect(row.getByRole('button', { name: `Reject ${title}` })).toBeVisible();
  await row.getByRole('button', { name: `Approve ${title}` }).click();

  await expect(toast(page, 'Job approved')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByRole('button', { name: `Approve ${title}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Feature ${title}` })).toBeVisible();

  // The visitor finds it now, and opens it.
  await visitor.goto(`/jobs?q=${word}`);
  await visitor.getByRole('link', { name: title }).click();
  await expect(mainHeading(visitor)).toHaveText(title);
  await visitor.close();
});

test('an employer opening /admin is sent home with the permission toast', async ({ page }) => {
  await logIn(page, demoAccounts.employer, demoPassword, 'employer');
  await expectPath(page, '/employer/dashboard');

  await page.goto('/admin');
  await expectPath(page, '/');
  await expect(toast(page, 'Access denied')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByText("You don't have permission to access this page."),
  ).toBeVisible();
  await expect(page.getByText('Admin Panel')).toHaveCount(0);
});
