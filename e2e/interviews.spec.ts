import { expect, test } from './support/test';
import type { Browser, Page } from '@playwright/test';
import { formatDate, toZonedParts, zonedTimeToUtc } from '@globalhire/data';
import { demoAccounts, demoPassword } from './support/accounts';
import { serviceClient } from './support/backend';
import { waitForMail } from './support/mailbox';
import { expectPath, logIn, mainHeading, toast } from './support/site';

const employerId = '00000000-0000-4000-8000-0000000000e1';
const candidateId = '00000000-0000-4000-8000-0000000000c1';

/** A live job of the demo employer with the demo candidate shortlisted on it (the stage, not the test). */
async function shortlistedApplication(title: string): Promise<number> {
  const client = serviceClient();
  const job = await client
    .from('jobs')
    .insert({
      company_id: employerId,
      title,
      description: 'Build payment APIs.',
      category: 'it',
      country: 'canada',
      location: 'Toronto, Canada',
      approved: true,
    })
    .select('id')
    .single();
  if (job.error) throw new Error(job.error.message);
  const application = await client
    .from('applications')
    .insert({ job_id: job.data.id, candidate_id: candidateId })
    .select('id')
    .single();
  if (application.error) throw new Error(application.error.message);
  const moved = await client
    .from('applications')
    .update({ status: 'shortlisted' })
    .eq('id', application.data.id);
  if (moved.error) throw new Error(moved.error.message);
  return job.data.id;
}

async function signedIn(
  browser: Browser,
  timezoneId: string,
  email: string,
  type: 'employer' | 'candidate',
) {
  const context = await browser.newContext({ timezoneId, locale: 'en-US' });
  const page = await context.newPage();
  await logIn(page, email, demoPassword, type);
  await expectPath(page, type === 'employer' ? '/employer/dashboard' : '/applicant/dashboard');
  return { context, page };
}

/** The card (list item) of an interview that names `text`. */
const cardWith = (page: Page, list: string, text: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text });

test('the employer invites, the candidate accepts in their own time zone, both are emailed', async ({
  browser,
}) => {
  const title = `Payments Engineer ${Date.now().toString(36)}`;
  const jobId = await shortlistedApplication(title);
  // 10:00 in London four days from now: 21:00 (or 20:00) in Sydney, the day's date there
  const londonDate = toZonedParts(new Date(Date.now() + 4 * 86_400_000), 'Europe/London').date;
  const at = zonedTimeToUtc(londonDate, '10:00', 'Europe/London')!;
  // The site's one date format, read in Sydney: 'Tuesday 16 April 2030'; times in 24 hours.
  const sydneyDate = formatDate(at, { timeZone: 'Australia/Sydney', weekday: true });
  const sydneyTime = toZonedParts(at, 'Australia/Sydney').time; // '21:00'

  const employer = await signedIn(browser, 'Europe/London', demoAccounts.employer, 'employer');
  const candidate = await signedIn(
    browser,
    'Australia/Sydney',
    demoAccounts.candidate,
    'candidate',
  );

  // The employer opens the form from the pipeline.
  await employer.page.goto(`/employer/jobs/${jobId}/applicants`);
  await employer.page.getByRole('button', { name: 'Invite to interview: Priya Sharma' }).click();
  const dialog = employer.page.getByRole('dialog', { name: 'Invite Priya Sharma to interview' });
  await expect(dialog.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');

  // A time in the past is refused at the field, and what was typed stays.
  const yesterday = toZonedParts(new Date(Date.now() - 86_400_000), 'Europe/London').date;
  await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill(yesterday);
  await dialog.getByRole('textbox', { name: 'Time', exact: true }).fill('10:00');
  await dialog
    .getByRole('textbox', { name: 'Video link' })
    .fill('https://meet.example/priya-payments');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('Choose a time in the future.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Video link' })).toHaveValue(
    'https://meet.example/priya-payments',
  );

  await dialog.getByRole('textbox', { name: 'Date', exact: true }).fill(londonDate);
  await dialog
    .getByRole('textbox', { name: 'Note for the candidate' })
    .fill('Meet the payments team lead.');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(employer.page, 'Interview invitation sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    employer.page
      .getByRole('row')
      .filter({ hasText: 'Priya Sharma' })
      .getByText('Interview', { exact: true }),
  ).toBeVisible();

  // The candidate sees it in Sydney time, and accepts.
  await candidate.page.goto('/applicant/interviews');
  await expect(mainHeading(candidate.page)).toHaveText('Interview Invites');
  await expect(
    // Named with its offset, which summer time moves.
    candidate.page.getByText(
      /^Times are shown in your time zone: \(UTC\+1[01]:00\) Australia\/Sydney\.$/,
    ),
  ).toBeVisible();
  const card = cardWith(candidate.page, 'Upcoming', title);
  await expect(card.getByText(sydneyDate)).toBeVisible();
  await expect(card.locator('time')).toContainText(
    new RegExp(`${sydneyDate}, ${sydneyTime}\\s?–\\s?${sydneyTime.replace(':00', ':45')}`),
  );
  await expect(card.getByText('Awaiting answer')).toBeVisible();
  await card.getByRole('button', { name: `Accept: ${title}` }).click();
  await expect(toast(candidate.page, 'Interview accepted')).toBeVisible();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();

  // The employer sees the answer.
  await employer.page.goto('/employer/interviews');
  await expect(mainHeading(employer.page)).toHaveText('Interviews');
  const employerCard = cardWith(employer.page, 'Upcoming', title);
  await expect(employerCard.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(employerCard.locator('time')).toContainText(/10:00\s?–\s?10:45/);

  // Both were emailed, each in a zone they can read.
  const invitation = await waitForMail(demoAccounts.candidate, 'interview_invited');
  expect(invitation.text).toContain(`would like to interview you for ${title}.`);
  expect(invitation.text).toContain('https://meet.example/priya-payments');
  const accepted = await waitForMail(demoAccounts.employer, 'interview_accepted');
  expect(accepted.text).toContain(`Priya Sharma accepted the interview for ${title}.`);
  // in the employer's own zone, and as set in London when that is another
  expect(accepted.text).toContain('10:00 (London time)');

  await employer.context.close();
  await candidate.context.close();
});

// The job (with its application and interview) goes, so other suites see the seeded jobs and postings.
test.afterEach(async () => {
  await serviceClient().from('jobs').delete().like('title', 'Payments Engineer %');
});
