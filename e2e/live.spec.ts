import { expect, test } from './support/test';
import type { Page, WebSocketRoute } from '@playwright/test';
import { demoAccounts, demoPassword } from './support/accounts';
import { serviceClient } from './support/backend';
import { expectPath, logIn, mainHeading, toast } from './support/site';

// Live updates in the signed-in panels: one Realtime socket per tab, none on public pages, and
// what changed while the connection was down shows once it is back.

const employerId = '00000000-0000-4000-8000-0000000000e1';
const candidateId = '00000000-0000-4000-8000-0000000000c1';
const isRealtime = (url: string) => url.includes('/realtime/v1/websocket');

/** The panel header's bell, named e.g. 'Notifications 2 unread' (just 'Notifications' at 0). */
const bell = (page: Page) => page.locator('[data-slot="panel-notifications"]').first();
const unread = (count: number) => (count === 0 ? 'Notifications' : `Notifications ${count} unread`);

/** Every notification of the user read, so the bell counts from 0. */
async function readAll(userId: string) {
  const { error } = await serviceClient()
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .eq('user_id', userId)
    .is('read_at', null);
  expect(error).toBeNull();
}

async function notify(userId: string, title: string) {
  const { error } = await serviceClient()
    .from('notifications')
    .insert({ user_id: userId, title, body: title });
  expect(error).toBeNull();
}

// Jobs this file posts for the demo employer go again afterwards: other journeys count the
// employer's live postings against the plan's limit.
const createdJobs: number[] = [];
test.afterAll(async () => {
  if (createdJobs.length > 0) await serviceClient().from('jobs').delete().in('id', createdJobs);
});

async function newLiveJob(label: string) {
  const title = `${label} ${Date.now().toString(36)}`;
  const created = await serviceClient()
    .from('jobs')
    .insert({
      company_id: employerId,
      title,
      description: 'Keep the panels up to date as things happen.',
      category: 'it',
      country: 'canada',
      location: 'Toronto, Canada',
      approved: true,
    })
    .select('id')
    .single();
  expect(created.error).toBeNull();
  createdJobs.push(created.data!.id);
  return { id: created.data!.id, title };
}

test('public pages open no Realtime socket; a signed-in panel opens one for the whole tab', async ({
  page,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (socket) => {
    if (isRealtime(socket.url())) sockets.push(socket.url());
  });
  await page.goto('/');
  await page.goto('/jobs');
  // Time for anything lazy to start; nothing may.
  await page.waitForTimeout(1500);
  expect(sockets).toEqual([]);

  await logIn(page, demoAccounts.candidate, demoPassword);
  await expectPath(page, '/applicant/dashboard');
  await expect.poll(() => sockets.length).toBe(1);
  // Pages with live lists of their own share the panel's socket.
  await page.getByRole('link', { name: 'Interview Invites' }).first().click();
  await expectPath(page, '/applicant/interviews');
  await page.getByRole('link', { name: 'Visa & Relocation Support' }).first().click();
  await expectPath(page, '/applicant/visa');
  await page.waitForTimeout(1000);
  expect(sockets).toHaveLength(1);
});

test("the employer sees a new application arrive, and the candidate's bell the status change, without reloading", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const job = await newLiveJob('Live Engineer');
  await readAll(candidateId);
  const candidateContext = await browser.newContext();
  const employerContext = await browser.newContext();
  const candidate = await candidateContext.newPage();
  const employer = await employerContext.newPage();

  await logIn(employer, demoAccounts.employer, demoPassword, 'employer');
  await expectPath(employer, '/employer/dashboard');
  await employer.goto(`/employer/jobs/${job.id}/applicants`);
  await expect(employer.getByText('No applicants yet')).toBeVisible();

  await logIn(candidate, demoAccounts.candidate, demoPassword);
  await expectPath(candidate, '/applicant/dashboard');
  await candidate.goto(`/jobs/${job.id}`);
  await candidate.getByRole('button', { name: 'Apply Now' }).click();
  await candidate.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toast(candidate, 'Application sent')).toBeVisible();

  // The employer's list shows the application as it arrives.
  const shortlist = employer.getByRole('button', { name: 'Shortlist: Priya Sharma' });
  await expect(shortlist).toBeVisible();

  await candidate.goto('/applicant/dashboard');
  await expect(mainHeading(candidate)).toBeVisible();
  await expect(bell(candidate)).toHaveAccessibleName(unread(0));
  await shortlist.click();
  await expect(shortlist).toHaveCount(0);
  // Well within the minute the count would otherwise wait for.
  await expect(bell(candidate)).toHaveAccessibleName(unread(1), { timeout: 10_000 });

  await candidateContext.close();
  await employerContext.close();
});

test('after the connection drops, the bell catches up with what happened meanwhile', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await readAll(candidateId);
  const context = await browser.newContext();
  // The Realtime socket goes through the test, which can cut it as a network failure would:
  // while cut, nothing reaches the page and every reconnection attempt fails at once.
  let cut = false;
  const open: WebSocketRoute[] = [];
  await context.routeWebSocket(/\/realtime\/v1\/websocket/, (socket) => {
    if (cut) {
      void socket.close({ code: 4000, reason: 'offline' });
      return;
    }
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (!cut) socket.send(message);
    });
    open.push(socket, server);
  });
  const page = await context.newPage();
  await logIn(page, demoAccounts.candidate, demoPassword);
  await expectPath(page, '/applicant/dashboard');
  await expect(bell(page)).toHaveAccessibleName(unread(0));
  await notify(candidateId, 'Live before the outage');
  await expect(bell(page)).toHaveAccessibleName(unread(1), { timeout: 10_000 });

  cut = true;
  await context.setOffline(true);
  await Promise.all(
    open.splice(0).map((socket) => socket.close({ code: 4000, reason: 'offline' })),
  );
  await notify(candidateId, 'Sent during the outage');
  await page.waitForTimeout(2000);
  await expect(bell(page)).toHaveAccessibleName(unread(1));

  cut = false;
  await context.setOffline(false);
  // The next attempt comes within the longest reconnection delay (10 s), then the catch-up read.
  await expect(bell(page)).toHaveAccessibleName(unread(2), { timeout: 20_000 });
  await context.close();
});
