import { expect, test } from './support/test';
import { demoAccounts, demoPassword } from './support/accounts';
import { serviceClient } from './support/backend';
import { expectPath, logIn, mainHeading } from './support/site';

// Seeded: a Research Scientist at Caledonia Life Sciences (Edinburgh), a licensed UK sponsor.
const ukJob = 1012;
// Seeded: Priya Sharma (Indian citizen) applied to Maple Tech's Senior Software Engineer.
const mapleJob = 1;

const verdictLabels: Record<string, string> = {
  no_visa_needed: 'No visa needed',
  treaty_route: 'Treaty route',
  likely_sponsorable: 'Likely sponsorable',
  salary_below_threshold: 'Salary below threshold',
  occupation_not_eligible: 'Occupation not eligible',
  employer_not_licensed: 'Employer not licensed',
  unknown: 'Visa fit unknown',
};

test('a visitor picks a citizenship on a UK job: Irish citizens need no visa, Indian citizens need sponsorship', async ({
  page,
}) => {
  await page.goto(`/jobs/${ukJob}`);
  const panel = page.getByRole('region', { name: 'Can I work here?' });
  await expect(panel).toBeVisible();
  await expect(
    panel.getByText('Add your citizenships to see whether you can take this job.'),
  ).toBeVisible();

  const picker = panel.getByRole('combobox', { name: 'Your citizenships' });
  await picker.selectOption({ label: 'India' });
  await expect(panel.getByText('Likely sponsorable')).toBeVisible();
  await expect(panel.getByRole('link', { name: /Official page/ })).toHaveAttribute(
    'href',
    'https://www.gov.uk/skilled-worker-visa',
  );
  await expect(
    panel.getByText(/the Skilled Worker general threshold from 22 July 2025/),
  ).toBeVisible();
  await expect(panel.getByText('Guidance, not legal advice.')).toBeVisible();

  await panel.getByRole('button', { name: 'Remove India' }).click();
  await picker.selectOption({ label: 'Ireland' });
  await expect(panel.getByText('No visa needed')).toBeVisible();
  await expect(
    panel.getByText(
      'Citizens of Ireland need no visa to work in the United Kingdom: Common Travel Area.',
    ),
  ).toBeVisible();

  // The choice stays in this browser, and the server draws the next page's verdict for it: it is
  // in the HTML before any script runs.
  await page.reload();
  const html = await (
    await page.request.get(`/jobs/${ukJob}`, {
      headers: { cookie: 'globalhire_citizenships=IE' },
    })
  ).text();
  expect(html).toContain('No visa needed');
  await expect(
    page.getByRole('region', { name: 'Can I work here?' }).getByText('No visa needed'),
  ).toBeVisible();
});

test("the employer sees each applicant's verdict, never their citizenship", async ({ page }) => {
  const { data: fit, error } = await serviceClient().rpc('visa_fit', {
    job_id: mapleJob,
    citizenships: ['IN'],
  });
  if (error) throw new Error(`visa_fit: ${error.message}`);
  const expected = verdictLabels[(fit as { verdict: string }).verdict]!;

  await logIn(page, demoAccounts.employer, demoPassword, 'employer');
  await expectPath(page, '/employer/dashboard');
  await page.goto(`/employer/jobs/${mapleJob}/applicants`);
  await expect(mainHeading(page)).toBeVisible();
  const priya = page.getByRole('row').filter({ hasText: 'Priya Sharma' });
  const verdict = priya.getByRole('cell').last();
  await expect(verdict.getByText(expected, { exact: true })).toBeVisible();
  await expect(verdict).not.toContainText(/India|Citizens of/);
});
