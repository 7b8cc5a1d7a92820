import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { completeSecondFactor } from './support/admin';
import { demoAccounts, demoPassword, uniqueEmail } from './support/accounts';
import { serviceClient } from './support/backend';
import { expectPath, logIn, toast } from './support/site';

// The managed service end to end, each person in their own browser: a new candidate enrols, the
// recruiter (seeded, on whose caseload every new enrolment lands while they are the only one)
// proposes a job, the candidate approves it, the employer sees GlobalHire's submission and hires,
// the visa is approved, and the candidate finds both invoices: registration and success fee.

const recruiterEmail = 'recruiter@globalhire.local';
const mapleTech = '00000000-0000-4000-8000-0000000000e1';

async function newCandidate(tag: string) {
  const email = uniqueEmail('service');
  const service = serviceClient();
  const created = await service.auth.admin.createUser({
    email,
    password: demoPassword,
    email_confirm: true,
    user_metadata: { first_name: 'Nadia', last_name: `Service${tag}`, user_type: 'candidate' },
  });
  if (created.error || !created.data.user)
    throw new Error(`the candidate: ${created.error?.message}`);
  const id = created.data.user.id;
  // An approved candidate living in Kenya, with a CV: what an admin's approval and the CV page leave.
  const cv = `${id}/nadia-cv.pdf`;
  const upload = await service.storage
    .from('cvs')
    .upload(cv, new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }));
  if (upload.error) throw new Error(`the CV: ${upload.error.message}`);
  const profile = await service
    .from('profiles')
    .update({ candidate_status: 'active', country: 'kenya', cv_path: cv })
    .eq('id', id);
  if (profile.error) throw new Error(`the profile: ${profile.error.message}`);
  return { id, email, name: `Nadia Service${tag}` };
}

async function liveIrishJob(title: string): Promise<number> {
  const { data, error } = await serviceClient()
    .from('jobs')
    .insert({
      company_id: mapleTech,
      title,
      description: 'Build payment services for credit unions from our Dublin office.',
      category: 'it',
      country: 'ireland',
      city: 'Dublin',
      location: 'Dublin, Ireland',
      salary_min: 70000,
      salary_max: 85000,
      salary_currency: 'EUR',
      approved: true,
      status: 'published',
    })
    .select('id')
    .single();
  if (error) throw new Error(`the job: ${error.message}`);
  return data.id;
}

const invoiceCard = (page: Page, text: string) =>
  page.getByRole('article', { name: /^Invoice GH-/ }).filter({ hasText: text });

test('a candidate enrols, the recruiter proposes, the candidate approves, the employer hires, and the success fee follows the visa', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const title = `Payments Engineer ${tag}`;
  const candidate = await newCandidate(tag);
  const jobId = await liveIrishJob(title);

  // 1. The candidate enrols from the panel's menu, seeing first what they would pay.
  const candidatePage = await (await browser.newContext()).newPage();
  await logIn(candidatePage, candidate.email, demoPassword);
  await expectPath(candidatePage, '/applicant/dashboard');
  await candidatePage.getByRole('link', { name: 'Managed Service', exact: true }).first().click();
  await expectPath(candidatePage, '/applicant/service');
  await candidatePage.getByRole('checkbox', { name: 'Ireland' }).check();
  await candidatePage.getByRole('checkbox', { name: 'United Kingdom' }).check();
  await expect(candidatePage.getByText(/No fee: United Kingdom/).first()).toBeVisible();
  await candidatePage.getByLabel('Roles you want').fill('Backend developer');
  await candidatePage
    .getByRole('checkbox', { name: 'I have read this consent and I give it.' })
    .check();
  await candidatePage.getByRole('button', { name: 'Enrol with my consent' }).click();
  await expect(toast(candidatePage, 'You are enrolled')).toBeVisible();

  // 2. The recruiter, signed in with a second factor, proposes the job from the candidate's workspace.
  const recruiterPage = await (await browser.newContext()).newPage();
  await logIn(recruiterPage, recruiterEmail, demoPassword);
  await completeSecondFactor(recruiterPage, recruiterEmail);
  await recruiterPage.goto('/recruiter');
  await recruiterPage.getByRole('link', { name: candidate.name }).click();
  await expectPath(recruiterPage, `/recruiter/candidates/${candidate.id}`);
  await recruiterPage.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
  await recruiterPage.getByRole('button', { name: `Propose ${title}` }).click();
  await recruiterPage
    .getByLabel('Why this job fits')
    .fill('Your payments background is exactly what this Dublin team needs.');
  await recruiterPage.getByRole('button', { name: 'Propose job' }).click();
  await expect(toast(recruiterPage, 'Job proposed')).toBeVisible();

  // 3. The candidate reads why it fits and approves: GlobalHire applies for them.
  await candidatePage.reload();
  const proposal = candidatePage.getByRole('article', { name: title });
  await expect(
    proposal.getByText('Your payments background is exactly what this Dublin team needs.'),
  ).toBeVisible();
  await proposal.getByRole('button', { name: `Approve: ${title}` }).click();
  await candidatePage.getByRole('button', { name: 'Approve and apply' }).click();
  await expect(toast(candidatePage, 'Application submitted')).toBeVisible();
  await expect(invoiceCard(candidatePage, 'Registration fee')).toBeVisible();

  // 4. The employer sees the agency submission, and moves it to an offer the candidate accepts.
  const employerPage = await (await browser.newContext()).newPage();
  await logIn(employerPage, demoAccounts.employer, demoPassword, 'employer');
  await expectPath(employerPage, '/employer/dashboard');
  await employerPage.goto(`/employer/jobs/${jobId}/applicants`);
  await expect(
    employerPage.getByText(`Submitted by GlobalHire for ${candidate.name}`),
  ).toBeVisible();
  await employerPage.getByRole('button', { name: `Shortlist: ${candidate.name}` }).click();
  await expect(
    employerPage.getByRole('button', { name: `Invite to interview: ${candidate.name}` }),
  ).toBeVisible();
  // The interview happened and the offer was made (interviews have journeys of their own).
  const { data: application } = await serviceClient()
    .from('applications')
    .update({ status: 'offer' })
    .eq('job_id', jobId)
    .eq('candidate_id', candidate.id)
    .select('id, submitted_by')
    .single();
  expect(application?.submitted_by).not.toBeNull();
  await employerPage.reload();
  await employerPage.getByRole('button', { name: `Mark as hired: ${candidate.name}` }).click();
  await employerPage
    .getByRole('dialog', { name: `Mark ${candidate.name} as hired?` })
    .getByRole('button', { name: 'Mark as hired' })
    .click();
  await expect(
    employerPage.getByRole('button', { name: `Mark as hired: ${candidate.name}` }),
  ).toHaveCount(0);

  // Hired without a visa: no success fee yet.
  await candidatePage.reload();
  await expect(invoiceCard(candidatePage, 'Registration fee')).toBeVisible();
  await expect(invoiceCard(candidatePage, 'Success fee')).toHaveCount(0);

  // 5. The visa for the job is approved: the success fee is invoiced, and the candidate is told.
  const visa = await serviceClient()
    .from('visa_cases')
    .insert({
      candidate_id: candidate.id,
      job_id: jobId,
      destination_country: 'ireland',
      visa_type: 'Critical Skills Employment Permit',
      status: 'in_review',
    })
    .select('id')
    .single();
  if (visa.error) throw new Error(`the visa case: ${visa.error.message}`);
  const approved = await serviceClient()
    .from('visa_cases')
    .update({ status: 'approved' })
    .eq('id', visa.data.id);
  expect(approved.error).toBeNull();

  await candidatePage.reload();
  const success = invoiceCard(candidatePage, `Success fee: ${title}`);
  await expect(success).toBeVisible();
  await expect(success.getByText(/10,000\.00/).first()).toBeVisible();
});
