import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { demoAccounts, demoPassword } from './support/accounts';
import { serviceClient } from './support/backend';
import { mailTo, type MailMessage } from './support/mailbox';
import { expectPath, logIn, mainHeading, toast } from './support/site';

const employerId = '00000000-0000-4000-8000-0000000000e1';
const candidateId = '00000000-0000-4000-8000-0000000000c1';

/** Waits for the email of `kind` to `to` that mentions `text` (the worker delivers within seconds). */
async function waitForMailAbout(to: string, kind: string, text: string): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(to)).find((m) => m.kind === kind && m.text.includes(text));
        return found !== undefined;
      },
      { message: `a ${kind} email to ${to} about ${text}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as MailMessage;
}

/** The panel header's link to the notifications page, e.g. 'Notifications 3 unread'. */
const unreadLink = (page: Page) =>
  page.getByRole('link', { name: /^Notifications \d+ unread$/ }).first();

test.afterEach(async () => {
  // The candidate's email preferences go back to the default for the other specs.
  await serviceClient().from('notification_preferences').delete().eq('user_id', candidateId);
});

test('an application and its status change reach the other person in the panel and by email; a muted kind sends no email', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Notifications Engineer ${Date.now().toString(36)}`;
  const created = await serviceClient()
    .from('jobs')
    .insert({
      company_id: employerId,
      title,
      description: 'Keep every hand-off of the product moving.',
      category: 'it',
      country: 'canada',
      location: 'Toronto, Canada',
      approved: true,
    })
    .select('id')
    .single();
  expect(created.error).toBeNull();
  const jobId = created.data!.id;

  const candidateContext = await browser.newContext();
  const employerContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  const employer = await employerContext.newPage();

  // The candidate applies.
  await logIn(candidate, demoAccounts.candidate, demoPassword);
  await expectPath(candidate, '/applicant/dashboard');
  await candidate.goto(`/jobs/${jobId}`);
  await candidate.getByRole('button', { name: 'Apply Now' }).click();
  await candidate.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(candidate, 'Application sent')).toBeVisible();

  // The employer sees it in the panel's unread count, on the notifications page and by email.
  await logIn(employer, demoAccounts.employer, demoPassword, 'employer');
  await expectPath(employer, '/employer/dashboard');
  await expect(unreadLink(employer)).toBeVisible();
  await unreadLink(employer).click();
  await expectPath(employer, '/employer/notifications');
  await expect(mainHeading(employer)).toHaveText('Notifications');
  const notice = employer
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: `A candidate applied for "${title}".` });
  await expect(notice).toHaveCount(1);
  await expect(notice.getByText('Unread')).toBeVisible();
  const mail = await waitForMailAbout(demoAccounts.employer, 'application_received', title);
  expect(mail.subject).toBe(`New application: ${title}`);
  expect(mail.text).toContain(`/employer/jobs/${jobId}/applicants`);
  expect(mail.html).toContain(`/employer/jobs/${jobId}/applicants`);

  // Opening the notification marks it read and leads to the applicants; the employer shortlists.
  await notice.getByRole('link', { name: 'New application' }).click();
  await expectPath(employer, `/employer/jobs/${jobId}/applicants`);
  await employer.getByRole('button', { name: 'Shortlist: Priya Sharma' }).click();
  await expect(employer.getByRole('button', { name: 'Shortlist: Priya Sharma' })).toHaveCount(0);
  await employer.goto('/employer/notifications');
  await expect(notice.getByText('Unread')).toHaveCount(0);

  // The candidate is told in the panel and by email.
  await candidate.goto('/applicant/notifications');
  const update = candidate
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: `Your application for "${title}" is now: Shortlisted.` });
  await expect(update).toHaveCount(1);
  await waitForMailAbout(
    demoAccounts.candidate,
    'application_status',
    `application for ${title} to Shortlisted.`,
  );

  // The candidate turns status emails off: the next change still shows in the panel, but no email.
  await candidate.getByRole('checkbox', { name: 'Changes to your application status' }).uncheck();
  await candidate.getByRole('button', { name: 'Save preferences' }).click();
  await expect(toast(candidate, 'Email preferences saved')).toBeVisible();

  await employer.goto(`/employer/jobs/${jobId}/applicants`);
  await employer.getByRole('button', { name: 'Reject: Priya Sharma' }).click();
  await employer
    .getByRole('dialog', { name: 'Reject Priya Sharma?' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(employer.getByRole('button', { name: 'Reject: Priya Sharma' })).toHaveCount(0);
  await candidate.reload();
  await expect(
    candidate
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: `Your application for "${title}" is now: Rejected.` }),
  ).toHaveCount(1);
  // The worker polls every second: after a few, still no email about the rejection.
  await candidate.waitForTimeout(4000);
  const rejectionMails = (await mailTo(demoAccounts.candidate)).filter(
    (m) => m.kind === 'application_status' && m.subject.includes(`${title}: Not selected`),
  );
  expect(rejectionMails).toEqual([]);

  await candidateContext.close();
  await employerContext.close();
});
