import { expect, test } from './support/test';
import type { Locator } from '@playwright/test';
import { formatDate } from '@globalhire/data';
import { demoAccounts, demoPassword } from './support/accounts';
import { logInAsAdmin } from './support/admin';
import { serviceClient } from './support/backend';
import { expectPath, logIn, mainHeading, toast } from './support/site';

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

/** A day as the catalogue dates its figures (UTC), `offset` days from today. */
const catalogueDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('a raised UK threshold', () => {
  // The Skilled Worker general threshold in force today (£41,700 since 22 July 2025). Every
  // verdict on a UK job reads it, so the catalogue is put back as it was, pass or fail.
  let current: { id: number; route_id: number; tier: string; effective_from: string } | null = null;

  test.beforeEach(async () => {
    const { data, error } = await serviceClient()
      .from('visa_thresholds')
      .select('id, route_id, tier, effective_from')
      .eq('label', 'Skilled Worker general threshold')
      .eq('effective_from', '2025-07-22')
      .is('effective_to', null)
      .is('retired_at', null)
      .single();
    if (error) throw new Error(`the UK threshold in force: ${error.message}`);
    current = data;
  });

  test.afterEach(async () => {
    if (!current) return;
    const service = serviceClient();
    const removed = await service
      .from('visa_thresholds')
      .delete()
      .eq('route_id', current.route_id)
      .eq('tier', current.tier)
      .is('region', null)
      .gt('effective_from', current.effective_from);
    if (removed.error) throw new Error(`remove the raised figure: ${removed.error.message}`);
    const restored = await service
      .from('visa_thresholds')
      .update({ effective_to: null })
      .eq('id', current.id);
    if (restored.error) throw new Error(`restore the UK threshold: ${restored.error.message}`);
  });

  test('an admin raises it above the job\'s pay: the candidate\'s verdict turns to "Salary below threshold", and the audit trail shows the change', async ({
    browser,
  }) => {
    const today = catalogueDay(0);
    const yesterday = catalogueDay(-1);
    const adminContext = await browser.newContext();
    const candidateContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const candidate = await candidateContext.newPage();

    // Priya, an Indian citizen, needs sponsorship; the job pays up to £99,000, above £41,700.
    await logIn(candidate, demoAccounts.candidate, demoPassword);
    await expectPath(candidate, '/applicant/dashboard');
    await candidate.goto(`/jobs/${ukJob}`);
    const panel = candidate.getByRole('region', { name: 'Can I work here?' });
    await expect(panel.getByText('For your citizenships: India.')).toBeVisible();
    await expect(panel.getByText('Likely sponsorable')).toBeVisible();
    await expect(
      panel.getByText(
        '£99,000 a year meets £41,700, the Skilled Worker general threshold from 22 July 2025.',
      ),
    ).toBeVisible();

    // The admin raises the threshold as the screen says to: the current figure ends yesterday,
    // and the new one applies from today.
    await logInAsAdmin(admin);
    await expectPath(admin, '/admin');
    await admin.getByRole('link', { name: 'Visa Thresholds' }).first().click();
    await expectPath(admin, '/admin/visa-thresholds');
    await admin
      .getByRole('combobox', { name: 'Destination' })
      .selectOption({ label: 'United Kingdom' });
    await admin
      .getByRole('button', {
        name: 'Edit figure: Skilled Worker general threshold, From 22 July 2025',
      })
      .click();
    const edit = admin.getByRole('dialog', { name: 'Edit figure' });
    await edit.getByRole('textbox', { name: 'Effective to', exact: true }).fill(yesterday);
    await edit.getByRole('button', { name: 'Save figure' }).click();
    await expect(toast(admin, 'Figure saved')).toBeVisible();

    await admin.getByRole('button', { name: 'Add figure' }).click();
    const add = admin.getByRole('dialog', { name: 'Add a figure' });
    await add
      .getByRole('combobox', { name: 'Route' })
      .selectOption({ label: 'United Kingdom: Skilled Worker visa' });
    await add
      .getByRole('textbox', { name: 'Label', exact: true })
      .fill('Skilled Worker general threshold');
    await add.getByRole('textbox', { name: 'Amount', exact: true }).fill('100000');
    await add.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
    await add.getByRole('textbox', { name: 'Hours basis', exact: true }).fill('37.5');
    await add.getByRole('textbox', { name: 'Max weekly hours', exact: true }).fill('48');
    await add.getByRole('textbox', { name: 'Effective from', exact: true }).fill(today);
    await add
      .getByRole('textbox', { name: 'Source URL', exact: true })
      .fill('https://www.gov.uk/skilled-worker-visa');
    await add.getByRole('textbox', { name: 'Source date', exact: true }).fill(today);
    await add.getByRole('button', { name: 'Add figure' }).click();
    await expect(toast(admin, 'Figure added')).toBeVisible();
    const raised = admin.getByRole('row').filter({ hasText: `From ${formatDate(today)}` });
    await expect(raised).toContainText('Skilled Worker general threshold');
    await expect(raised).toContainText('£100,000');

    // The candidate's next look at the job reads today's figure.
    await candidate.reload();
    await expect(panel.getByText('Salary below threshold')).toBeVisible();
    await expect(
      panel.getByText('The salary is below what the Skilled Worker visa needs.'),
    ).toBeVisible();
    await expect(
      panel.getByText(
        `£99,000 a year is below £100,000, the Skilled Worker general threshold from ${formatDate(today)}.`,
      ),
    ).toBeVisible();
    await expect(panel.getByText('Likely sponsorable')).toHaveCount(0);

    // Both writes are on the audit trail, newest first, each with what it changed.
    await admin.getByRole('link', { name: 'Audit Trail' }).first().click();
    await expectPath(admin, '/admin/audit');
    await admin
      .getByRole('combobox', { name: 'Subject' })
      .selectOption({ label: 'Visa thresholds' });
    await expect(admin).toHaveURL(/subject=visa_thresholds/);
    const change = (entry: Locator, column: string) =>
      entry
        .locator('dl > div')
        .filter({ has: admin.getByRole('term').filter({ hasText: new RegExp(`^${column}$`) }) })
        .getByRole('definition');
    const added = admin.getByRole('row').nth(1);
    await expect(added).toContainText('Visa salary figure added');
    await expect(added).toContainText('Skilled Worker visa · Skilled Worker general threshold');
    await expect(added).toContainText(demoAccounts.admin);
    await expect(change(added, 'Amount')).toHaveText('100000');
    await expect(change(added, 'Effective from')).toHaveText(today);
    const ended = admin.getByRole('row').nth(2);
    await expect(ended).toContainText('Visa salary figure edited');
    await expect(ended).toContainText('Skilled Worker visa · Skilled Worker general threshold');
    await expect(change(ended, 'Effective to')).toHaveText(
      new RegExp(`^was empty\\W*now ${yesterday}$`),
    );

    await adminContext.close();
    await candidateContext.close();
  });
});
