import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { readMyDataArchive } from '@globalhire/data';
import { demoAccounts, demoPassword } from './support/accounts';
import { logInAsAdmin } from './support/admin';
import { serviceClient } from './support/backend';
import { expectPath, logIn, mainHeading, toast } from './support/site';

test('an admin approves a job and finds the action, with its before and after, on /admin/audit', async ({
  page,
}) => {
  const word = `audited${Date.now().toString(36)}`;
  const title = `Night Nurse ${word}`;
  // A job Harbour Health Network (seeded) posted, waiting for approval.
  const { data: employer } = await serviceClient()
    .from('profiles')
    .select('id')
    .eq('slug', 'harbour-health-network')
    .single();
  const { error } = await serviceClient().from('jobs').insert({
    company_id: employer!.id,
    title,
    description: 'A pending job the admin approves.',
    category: 'healthcare',
    country: 'australia',
    location: 'Sydney, Australia',
  });
  if (error) throw new Error(`pending job: ${error.message}`);

  await logInAsAdmin(page);
  await expectPath(page, '/admin');
  await page.goto(`/admin/jobs?status=pending&q=${word}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Approve ${title}` }).click();
  await expect(toast(page, 'Job approved')).toBeVisible();

  await page.getByRole('link', { name: 'Audit Trail' }).click();
  await expectPath(page, '/admin/audit');
  await expect(mainHeading(page)).toHaveText('Audit Trail');
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Job approved' });
  await expect(page).toHaveURL(/action=job\.approved/);
  // Newest first: the approval just made is the first entry.
  const entry = page.getByRole('row').nth(1);
  await expect(entry).toContainText(title);
  await expect(entry).toContainText('Job approved');
  await expect(entry).toContainText('admin@globalhire.local');
  // Before → after: "Approved" was empty, now yes (with the dates the approval stamped).
  await expect(entry.getByRole('term').first()).toHaveText('Approved');
  await expect(entry.getByRole('definition').first()).toHaveText(/^was empty\W*now yes$/);
});

test('a candidate downloads their data: the zip holds their profile and applications', async ({
  page,
}) => {
  await logIn(page, demoAccounts.candidate, demoPassword);
  await expectPath(page, '/applicant/dashboard');
  await page.goto('/applicant/settings');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^globalhire-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(toast(page, 'Your data is downloading')).toBeVisible();

  const { data } = readMyDataArchive(new Uint8Array(readFileSync((await download.path())!)));
  expect(data.account.email).toBe(demoAccounts.candidate);
  // The demo candidate (supabase/seed.sql), read by id: contact columns are not for API roles.
  const { data: profile } = await serviceClient()
    .from('profiles')
    .select('id, first_name, last_name')
    .eq('id', '00000000-0000-4000-8000-0000000000c1')
    .single();
  expect(data.profile).toMatchObject(profile!);
  const { data: applications } = await serviceClient()
    .from('applications')
    .select('id')
    .eq('candidate_id', profile!.id);
  expect(applications!.length).toBeGreaterThan(0);
  expect(data.applications.map((a) => a.id).sort()).toEqual(applications!.map((a) => a.id).sort());
});
