import { expect, test } from './support/test';
import type { Browser, Page } from '@playwright/test';
import { demoAccounts, demoPassword } from './support/accounts';
import { serviceClient } from './support/backend';
import { expectPath, logIn } from './support/site';

const employerId = '00000000-0000-4000-8000-0000000000e1';
const candidateId = '00000000-0000-4000-8000-0000000000c1';

// Jobs this file posts for the demo employer go again afterwards: other journeys count the
// employer's live postings against the plan's limit.
const createdJobs: number[] = [];
test.afterAll(async () => {
  if (createdJobs.length > 0) await serviceClient().from('jobs').delete().in('id', createdJobs);
});

/** A live job of the demo employer that the demo candidate applied to (the stage, not the test). */
async function application(title: string): Promise<{ jobId: number; applicationId: number }> {
  const client = serviceClient();
  const job = await client
    .from('jobs')
    .insert({
      company_id: employerId,
      title,
      description: 'Keep the conversation with candidates going.',
      category: 'it',
      country: 'canada',
      location: 'Toronto, Canada',
      approved: true,
    })
    .select('id')
    .single();
  if (job.error) throw new Error(job.error.message);
  createdJobs.push(job.data.id);
  const applied = await client
    .from('applications')
    .insert({ job_id: job.data.id, candidate_id: candidateId })
    .select('id')
    .single();
  if (applied.error) throw new Error(applied.error.message);
  return { jobId: job.data.id, applicationId: applied.data.id };
}

async function signedIn(browser: Browser, email: string, type: 'employer' | 'candidate') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, email, demoPassword, type);
  await expectPath(page, type === 'employer' ? '/employer/dashboard' : '/applicant/dashboard');
  return { context, page };
}

const threadOf = (page: Page, otherParty: string) =>
  page.getByRole('region', { name: `Messages with ${otherParty}` });

/** A message in the thread (exactly its words, not the live region announcing it). */
const said = (thread: ReturnType<typeof threadOf>, words: string) =>
  thread.getByText(words, { exact: true });

/** Marks the document, so a later check proves the page was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { stillSamePage: boolean }).stillSamePage = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage === true);

test('employer and candidate message each other live: new messages, "Seen" and presence arrive without a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Conversation Engineer ${Date.now().toString(36)}`;
  const { jobId, applicationId } = await application(title);

  const employer = await signedIn(browser, demoAccounts.employer, 'employer');
  const candidate = await signedIn(browser, demoAccounts.candidate, 'candidate');

  // The employer starts from the applicant list and writes the first message.
  await employer.page.goto(`/employer/jobs/${jobId}/applicants`);
  await employer.page.getByRole('link', { name: 'Message Priya Sharma' }).click();
  await expectPath(employer.page, `/employer/messages/${applicationId}`);
  const employerThread = threadOf(employer.page, 'Priya Sharma');
  await expect(employerThread.getByText('No messages yet')).toBeVisible();
  const composer = employer.page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hello Priya, thank you for applying. Are you free for a call this week?');
  await composer.press('Enter');
  await expect(
    said(employerThread, 'Hello Priya, thank you for applying. Are you free for a call this week?'),
  ).toBeVisible();
  await expect(composer).toHaveValue('');
  await markDocument(employer.page);

  // The candidate sees the unread message on the menu and opens the conversation from the list.
  await candidate.page.goto('/applicant/messages');
  await expect(
    candidate.page.getByRole('link', { name: /^Messages \d+ unread$/ }).first(),
  ).toBeVisible();
  await candidate.page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /^Maple Tech Solutions/ })
    .filter({ hasText: title })
    .click();
  await expectPath(candidate.page, `/applicant/messages/${applicationId}`);
  const candidateThread = threadOf(candidate.page, 'Maple Tech Solutions');
  await expect(
    said(
      candidateThread,
      'Hello Priya, thank you for applying. Are you free for a call this week?',
    ),
  ).toBeVisible();
  await markDocument(candidate.page);

  // Reading it there reaches the employer live: "Seen", and the candidate is here now.
  await expect(employerThread.getByText('Seen', { exact: true })).toBeVisible();
  await expect(employer.page.getByText('Online now')).toBeVisible();

  // A second message arrives on the candidate's open page without a reload.
  await composer.fill('Thursday at 10:00 Toronto time would suit us.');
  await composer.press('Enter');
  await expect(
    said(candidateThread, 'Thursday at 10:00 Toronto time would suit us.'),
  ).toBeVisible();
  expect(await sameDocument(candidate.page)).toBe(true);

  // The candidate replies; the reply reaches the employer's open page live.
  const reply = candidate.page.getByRole('textbox', { name: 'Message' });
  await reply.fill('Thursday works for me. Speak then!');
  await reply.press('Enter');
  await expect(said(candidateThread, 'Thursday works for me. Speak then!')).toBeVisible();
  await expect(said(employerThread, 'Thursday works for me. Speak then!')).toBeVisible();
  expect(await sameDocument(employer.page)).toBe(true);

  await employer.context.close();
  await candidate.context.close();
});
