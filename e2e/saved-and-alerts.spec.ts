import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { logInAsAdmin } from './support/admin';
import { demoAccounts, demoPassword } from './support/accounts';
import { serviceClient } from './support/backend';
import { mailTo, type MailMessage } from './support/mailbox';
import { expectPath, logIn, mainHeading, toast } from './support/site';

/** Letters only, so the job search (English full text) matches the word as typed. */
const uniqueWord = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** A job of a seeded employer (Harbour Health Network): live when `approved`, else pending. */
async function postJob(title: string, word: string, approved: boolean) {
  const client = serviceClient();
  const { data: employer, error } = await client
    .from('profiles')
    .select('id')
    .eq('slug', 'harbour-health-network')
    .single();
  if (error) throw new Error(`seeded employer: ${error.message}`);
  const { error: postError } = await client.from('jobs').insert({
    company_id: employer.id,
    title,
    description: `Shifts on our ${word} ward, with visa sponsorship.`,
    category: 'healthcare',
    country: 'australia',
    location: 'Sydney, Australia',
    ...(approved ? { approved: true } : {}),
  });
  if (postError) throw new Error(`job: ${postError.message}`);
}

/** Fills the login form the site sent the visitor to (keeping its returnTo). */
async function signInHere(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a visitor presses Save, logs in as the candidate and is back with the job saved', async ({
  page,
}) => {
  const word = uniqueWord();
  const title = `Ward Nurse ${word}`;
  await postJob(title, word, true);

  await page.goto(`/jobs?q=${word}`);
  await page.getByRole('button', { name: `Save ${title}` }).click();
  await expectPath(page, '/login');
  await signInHere(page, demoAccounts.candidate);

  // Back on the same search, the job saved.
  await expectPath(page, '/jobs');
  await expect(toast(page, 'Job saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page).not.toHaveURL(/save=/);
  await expect(page.getByRole('button', { name: `Saved ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/applicant/saved');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('an instant alert emails the candidate when an admin approves a matching job; its link unsubscribes signed out', async ({
  page,
  browser,
}) => {
  const word = uniqueWord();
  const title = `Night Nurse ${word}`;
  const alertName = `Nurses ${word}`;

  // The candidate saves the search as an instant alert.
  await logIn(page, demoAccounts.candidate, demoPassword);
  await expectPath(page, '/applicant/dashboard');
  await page.goto(`/jobs?q=${word}`);
  await page.getByRole('button', { name: 'Create job alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a job alert' });
  await dialog.getByRole('textbox', { name: /Alert name/ }).fill(alertName);
  await dialog.getByRole('combobox', { name: 'How often' }).selectOption({ label: 'Instantly' });
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(toast(page, 'Job alert saved')).toBeVisible();

  // An employer's matching job waits for approval; the admin approves it (second context).
  await postJob(title, word, false);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logInAsAdmin(admin);
  await expectPath(admin, '/admin');
  await admin.goto(`/admin/jobs?status=pending&q=${word}`);
  const row = admin.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(toast(admin, 'Job approved')).toBeVisible();
  await adminContext.close();

  // The alert email reaches the candidate's mailbox, naming the job.
  let mail: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        mail = (await mailTo(demoAccounts.candidate)).find(
          (message) => message.kind === 'job_alert' && message.subject.includes(alertName),
        );
        return mail?.subject;
      },
      { timeout: 15_000 },
    )
    .toBe(`New job for your alert "${alertName}": ${title}`);
  expect(mail!.text).toContain(title);
  expect(mail!.text).toMatch(/\/jobs\/\d+/);
  const unsubscribe = /Unsubscribe from this alert (\S+)/.exec(mail!.text)?.[1];
  expect(unsubscribe).toBeTruthy();

  // Opened signed out, the link turns that alert off, and says so.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(unsubscribe!);
  await expect(mainHeading(visitor)).toHaveText('Job alert turned off');
  await expect(
    visitor.getByText(`“${alertName}” will send you no more emails.`, { exact: false }),
  ).toBeVisible();
  // A second visit: the link is used.
  await visitor.reload();
  await expect(mainHeading(visitor)).toHaveText('This unsubscribe link is not valid');
  await visitorContext.close();

  await page.goto('/applicant/alerts');
  await expect(page.getByRole('button', { name: `Resume ${alertName}` })).toBeVisible();
});
