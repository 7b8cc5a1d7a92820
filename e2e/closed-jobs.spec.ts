import { expect, test } from './support/test';
import { demoAccounts, demoPassword } from './support/accounts';
import { expectPath, logIn, mainHeading } from './support/site';

// supabase/seeds/70_catalogue.sql: job 1181 is an expired "IT Support Technician" at Northern
// Lights Software; job 6 (seed.sql) is pending and never went live.
const closedJobId = 1181;

test('a closed job keeps its page: closed, no Apply, and similar live jobs to open', async ({
  page,
}) => {
  await page.goto(`/jobs/${closedJobId}`);
  await expect(mainHeading(page)).toHaveText('IT Support Technician');
  await expect(page.getByText('This job is closed')).toBeVisible();
  await expect(
    page.getByText(/Its advertising period ended on .+, so it no longer accepts applications\./),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Northern Lights Software' })).toHaveAttribute(
    'href',
    '/employers/northern-lights-software',
  );
  await expect(page.getByText('Posted', { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: 'Apply Now' })
      .or(page.getByRole('link', { name: 'Apply Now' })),
  ).toHaveCount(0);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => (JSON.parse(text) as { '@type'?: string })['@type'])).not.toContain(
    'JobPosting',
  );

  const similar = page.getByRole('region', { name: 'Similar jobs' });
  const titles = similar.getByRole('heading', { level: 3 });
  await expect(titles.first()).toBeVisible();
  expect(await titles.count()).toBeGreaterThan(0);
  const firstTitle = (await titles.first().textContent())!.trim();
  await similar.getByRole('link', { name: firstTitle }).first().click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/jobs/${closedJobId}$`));
  // A live job: its advert, Apply Now, and similar jobs of its own.
  await expect(mainHeading(page)).toHaveText(firstTitle);
  await expect(
    page
      .getByRole('link', { name: 'Apply Now' })
      .or(page.getByRole('button', { name: 'Apply Now' })),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Similar jobs' }).getByRole('heading', { level: 3 }).first(),
  ).toBeVisible();
});

test('a job that never went live is still not found for the public', async ({ page }) => {
  await page.goto('/jobs/6');
  await expect(mainHeading(page)).toHaveText('Job not found.');
});

test("a candidate's saved job that has expired opens its closed page", async ({ page }) => {
  await logIn(page, demoAccounts.candidate, demoPassword);
  await expectPath(page, '/applicant/dashboard');
  await page.goto('/applicant/saved');
  // seeds/20_saved_jobs_and_alerts.sql: the demo candidate saved job 9 (QA Analyst), since expired.
  await page.getByRole('link', { name: 'QA Analyst' }).click();
  await expectPath(page, '/jobs/9');
  await expect(mainHeading(page)).toHaveText('QA Analyst');
  await expect(page.getByText('This job is closed')).toBeVisible();
});
