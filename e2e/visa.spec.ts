import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { logInAsAdmin } from './support/admin';
import { demoAccounts, demoPassword } from './support/accounts';
import { serviceClient } from './support/backend';
import { waitForMail } from './support/mailbox';
import { expectPath, logIn, toast } from './support/site';

// Seeded: Ana Costa, a candidate who asks for a New Zealand work visa.
const ana = { id: '00000000-0000-4000-8000-0000000000c5', email: 'ana.costa@mail.example' };

/** A small real PDF, as a candidate's scan would be. */
function pdfFile(name: string): string {
  const path = join(tmpdir(), name);
  writeFileSync(
    path,
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  return path;
}

const documentsOf = (page: Page) => page.getByRole('list', { name: /^Documents/ });

test('an admin takes and starts a visa case and requests a document; the candidate uploads it; the admin accepts it', async ({
  browser,
}) => {
  const tag = Date.now().toString(36);
  const route = `Work visa request ${tag}`;
  const document = `Chest X-ray certificate ${tag}`;
  // Ana's request for support, as the request form on /applicant/visa makes it.
  const { data: created, error } = await serviceClient()
    .from('visa_cases')
    .insert({
      candidate_id: ana.id,
      destination_country: 'new-zealand',
      visa_type: route,
      status: 'requested',
    })
    .select('id')
    .single();
  if (error) throw new Error(`the visa request: ${error.message}`);

  const adminContext = await browser.newContext();
  const candidateContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const candidate = await candidateContext.newPage();

  // The admin finds the new case on the list and opens it.
  await logInAsAdmin(admin);
  await expectPath(admin, '/admin');
  await admin.getByRole('link', { name: 'Visa Cases' }).first().click();
  await expectPath(admin, '/admin/visa-cases');
  await admin.getByRole('combobox', { name: 'Stage' }).selectOption('new');
  await admin.getByRole('link', { name: `New Zealand: ${route}` }).click();
  await expectPath(admin, `/admin/visa-cases/${created.id}`);

  await admin.getByRole('button', { name: 'Take this case' }).click();
  await expect(toast(admin, 'Case taken')).toBeVisible();
  await expect(admin.getByText('Assignee: You')).toBeVisible();

  await admin
    .getByRole('combobox', { name: 'Route template' })
    .selectOption({ label: 'New Zealand: Accredited Employer Work Visa' });
  await admin.getByRole('button', { name: 'Start case' }).click();
  await expect(toast(admin, 'Case started')).toBeVisible();
  await expect(admin.getByRole('progressbar', { name: '0 of 5 steps done' })).toBeVisible();

  const request = admin.getByRole('form', { name: 'Request a document' });
  await request.getByLabel(/^Document/).fill(document);
  await request.getByRole('button', { name: 'Request document' }).click();
  await expect(toast(admin, 'Document requested')).toBeVisible();
  await admin.getByRole('button', { name: 'Mark done: Eligibility check' }).click();
  await expect(toast(admin, 'Step done')).toBeVisible();

  // The candidate sees the request and the step, and uploads a PDF.
  await logIn(candidate, ana.email, demoPassword);
  await expectPath(candidate, '/applicant/dashboard');
  await candidate.goto('/applicant/visa');
  const card = candidate.getByRole('listitem').filter({
    has: candidate.getByRole('heading', { name: 'New Zealand: Accredited Employer Work Visa' }),
  });
  await expect(card.getByRole('progressbar', { name: '1 of 5 steps done' })).toBeVisible();
  const row = documentsOf(candidate).getByRole('listitem').filter({ hasText: document });
  await expect(row.getByText('Requested')).toBeVisible();
  await row.getByRole('button', { name: `Upload file: ${document}` }).click();
  await candidate.getByLabel('Document file').setInputFiles(pdfFile(`xray-${tag}.pdf`));
  await expect(toast(candidate, 'Document uploaded')).toBeVisible();
  await expect(row.getByText('Uploaded, awaiting check')).toBeVisible();

  // The admin, told of the upload, accepts it.
  await admin.reload();
  await admin.getByRole('button', { name: `Accept: ${document}` }).click();
  await expect(toast(admin, 'Document accepted')).toBeVisible();

  // The candidate sees it accepted.
  await candidate.reload();
  const accepted = documentsOf(candidate).getByRole('listitem').filter({ hasText: document });
  await expect(accepted.getByText('Accepted')).toBeVisible();
  await expect(accepted.getByRole('button')).toHaveCount(0);

  // Both hand-offs reached the mailbox through the delivery worker.
  expect((await waitForMail(ana.email, 'visa_document_requested')).text).toContain(document);
  expect((await waitForMail(ana.email, 'visa_document_reviewed')).subject).toBe(
    `Document accepted: ${document}`,
  );
  expect((await waitForMail(demoAccounts.admin, 'visa_document_uploaded')).text).toContain(
    document,
  );

  await adminContext.close();
  await candidateContext.close();
});
