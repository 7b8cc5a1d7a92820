import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getMyVisaCases,
  listMyApplications,
  listMyInterviews,
  listSavedJobs,
  requestVisaSupport,
  setApplicationStatus,
  updateCandidateProfile,
  uploadVisaDocument,
  type GlobalHireClient,
} from '../src';
import { startBackend, type Backend } from './backend';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend?.stop());

const pdf = (name: string) =>
  new File([new Uint8Array([37, 80, 68, 70, 45, 49])], name, { type: 'application/pdf' });

/** The seeded second candidate (Daniel Mensah), to prove each candidate sees only their own rows. */
async function otherCandidate(): Promise<{ client: GlobalHireClient; userId: string }> {
  const client = backend.anon();
  const { data, error } = await client.auth.signInWithPassword({
    email: 'daniel.mensah@mail.example',
    password: 'globalhire-demo',
  });
  if (error) throw new Error(error.message);
  return { client, userId: data.user.id };
}

const fileExists = async (client: GlobalHireClient, bucket: string, path: string) =>
  (await client.storage.from(bucket).download(path)).error === null;

describe('listSavedJobs', () => {
  it("lists the candidate's saved jobs, newest first, as job cards", async () => {
    const { client, userId } = await backend.as('candidate');
    const saved = await listSavedJobs(client, userId);
    expect(saved.error).toBeNull();
    // seed.sql saves 4 and 2; seeds/20_saved_jobs_and_alerts.sql adds 1 and the expired 9.
    expect(saved.data!.map((s) => s.job_id)).toEqual([4, 2, 1, 9]);
    // RLS hides the expired job itself; the bookmark stays so it can be removed.
    expect(saved.data![3]!.job).toBeNull();
    expect(saved.data![0]!.job).toMatchObject({
      id: 4,
      title: 'Supply Chain Coordinator',
      company: { company_name: 'Emerald Logistics' },
    });
    expect(saved.data![1]!.job).toMatchObject({
      title: 'Registered Nurse - Emergency Department',
      salary_currency: 'AUD',
    });
  });

  it("never shows another candidate's saved jobs, even when asked by id (RLS)", async () => {
    const { userId } = await backend.as('candidate');
    const other = await otherCandidate();
    expect((await listSavedJobs(other.client, userId)).data).toEqual([]);
    expect((await listSavedJobs(other.client, other.userId)).data!.map((s) => s.job_id)).toEqual([
      3,
    ]);
    expect((await listSavedJobs(backend.anon(), userId)).data).toEqual([]);
  });
});

describe('listMyApplications', () => {
  it('lists applications newest first with their status history in order', async () => {
    const { client, userId } = await backend.as('candidate');
    const { data, error } = await listMyApplications(client, userId);
    expect(error).toBeNull();
    expect(data!.map((a) => [a.id, a.status])).toEqual([
      [2, 'shortlisted'],
      [1, 'interview'],
      [3, 'rejected'],
    ]);
    const first = data!.find((a) => a.id === 1)!;
    expect(first.job).toMatchObject({
      id: 1,
      title: 'Senior Software Engineer',
      company: { company_name: 'Maple Tech Solutions' },
    });
    expect(first.events.map((e) => e.to_status)).toEqual(['new', 'shortlisted', 'interview']);
    // Job 9 has expired: RLS hides the listing, the application and its history remain.
    const expired = data!.find((a) => a.id === 3)!;
    expect(expired.job).toBeNull();
    expect(expired.events.map((e) => e.to_status)).toEqual(['new', 'shortlisted', 'rejected']);
  });

  it('shows another candidate none of them (RLS)', async () => {
    const { userId } = await backend.as('candidate');
    const other = await otherCandidate();
    expect((await listMyApplications(other.client, userId)).data).toEqual([]);
    expect((await listMyApplications(other.client, other.userId)).data!.map((a) => a.id)).toEqual([
      4,
    ]);
  });

  it('withdrawing adds a withdrawn step to the history', async () => {
    const { client, userId } = await backend.as('candidate');
    expect((await setApplicationStatus(client, 2, 'withdrawn')).data).toMatchObject({
      id: 2,
      status: 'withdrawn',
    });
    const withdrawn = (await listMyApplications(client, userId)).data!.find((a) => a.id === 2)!;
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.events.at(-1)).toMatchObject({
      from_status: 'shortlisted',
      to_status: 'withdrawn',
    });
    // A candidate cannot move their application anywhere else.
    expect((await setApplicationStatus(client, 1, 'hired')).error).not.toBeNull();
  });
});

describe('listMyInterviews', () => {
  it("lists the candidate's interviews with the job, and no one else's", async () => {
    const { client, userId } = await backend.as('candidate');
    const { data, error } = await listMyInterviews(client, userId);
    expect(error).toBeNull();
    // seed.sql's upcoming video interview, plus 30_interviews.sql's held screening and cancelled slot
    expect(data!.map((i) => i.status).sort()).toEqual(['cancelled', 'completed', 'scheduled']);
    expect(data!.find((i) => i.status === 'scheduled')).toMatchObject({
      duration_minutes: 60,
      location: 'Video call',
      meeting_url: 'https://meet.mapletech.example/priya-sharma',
      status: 'scheduled',
      application: { id: 1, job: { title: 'Senior Software Engineer' } },
    });
    const other = await otherCandidate();
    expect((await listMyInterviews(other.client, userId)).data).toEqual([]);
    expect((await listMyInterviews(other.client, other.userId)).data).toEqual([]);
  });
});

describe('getMyVisaCases', () => {
  it('returns the case with its steps in order and its document checklist', async () => {
    const { client, userId } = await backend.as('candidate');
    const { data, error } = await getMyVisaCases(client, userId);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const visa = data![0]!;
    // Seeded by supabase/seeds/40_visa_cases.sql: started from the UK Skilled Worker template.
    expect(visa).toMatchObject({
      destination_country: 'united-kingdom',
      visa_type: 'Skilled Worker visa',
      status: 'in_progress',
      job: { id: 3 },
    });
    expect(visa.steps.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(visa.steps.filter((s) => s.done)).toHaveLength(2);
    expect(visa.documents.map((d) => [d.name, d.required, d.status])).toEqual([
      ['Passport (bio page)', true, 'accepted'],
      ['IELTS for UKVI results', true, 'requested'],
    ]);
    // Only the note the team shared; the internal one stays with the admins.
    expect(visa.notes_from_team).toHaveLength(1);
  });

  it('shows another candidate only their own case (RLS)', async () => {
    const { userId } = await backend.as('candidate');
    const other = await otherCandidate();
    expect((await getMyVisaCases(other.client, userId)).data).toEqual([]);
    expect(
      (await getMyVisaCases(other.client, other.userId)).data!.map((c) => c.destination_country),
    ).toEqual(['australia']);
  });

  it("attaches a file to a checklist item, but never to another candidate's", async () => {
    const { client, userId } = await backend.as('candidate');
    const police = (await getMyVisaCases(client, userId)).data![0]!.documents.find(
      (d) => d.name === 'IELTS for UKVI results',
    )!;
    const attached = await uploadVisaDocument(
      client,
      userId,
      police.id,
      pdf('police clearance.pdf'),
    );
    expect(attached.error).toBeNull();
    expect(attached.data).toMatchObject({ id: police.id, received: false, status: 'uploaded' });
    expect(attached.data!.file_path).toMatch(
      new RegExp(`^${userId}/visa-${police.id}-\\d+-police-clearance\\.pdf$`),
    );
    expect(await fileExists(client, 'visa-documents', attached.data!.file_path!)).toBe(true);

    const other = await otherCandidate();
    const theirs = (await getMyVisaCases(other.client, other.userId)).data![0]!.documents.find(
      (d) => !d.received,
    )!;
    expect(
      (await uploadVisaDocument(client, userId, theirs.id, pdf('not mine.pdf'))).error,
    ).not.toBeNull();
    const { data: left } = await client.storage.from('visa-documents').list(userId);
    expect(left!.map((f) => f.name).filter((n) => n.includes('not-mine'))).toEqual([]);
  });

  it('a candidate requests visa support; the case starts as requested', async () => {
    const { client, userId } = await backend.as('candidate');
    const made = await requestVisaSupport(client, userId, {
      destinationCountry: 'ireland',
      visaType: 'Critical Skills Employment Permit',
    });
    expect(made.data).toMatchObject({ destination_country: 'ireland', status: 'requested' });
    expect(
      (await requestVisaSupport(client, userId, { destinationCountry: 'atlantis', visaType: 'x' }))
        .error?.code,
    ).toBe('validation_failed');
  });
});

describe('updateCandidateProfile', () => {
  it('saves the applicant profile form and reads back what was stored', async () => {
    const { client, userId } = await backend.as('candidate');
    const saved = await updateCandidateProfile(client, userId, {
      firstName: ' Priya ',
      lastName: 'Sharma',
      headline: 'Backend engineer, payments',
      phone: '+91 98765 43210',
      country: 'india',
      city: 'Bengaluru',
      experienceYears: '6',
      preferredCategories: ['it', 'banking'],
      preferredCountries: ['canada', 'ireland'],
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({
      first_name: 'Priya',
      headline: 'Backend engineer, payments',
      country: 'india',
      experience_years: 6,
      preferred_categories: ['it', 'banking'],
      preferred_countries: ['canada', 'ireland'],
      user_type: 'candidate',
    });
    const cleared = await updateCandidateProfile(client, userId, {
      firstName: 'Priya',
      lastName: 'Sharma',
      headline: '',
      experienceYears: '',
    });
    expect(cleared.data).toMatchObject({
      headline: null,
      experience_years: null,
      preferred_categories: [],
    });
  });

  it('refuses invalid input before calling the server', async () => {
    const { client, userId } = await backend.as('candidate');
    const result = await updateCandidateProfile(client, userId, {
      firstName: '',
      lastName: 'Sharma',
      experienceYears: '-1',
      country: 'atlantis',
    });
    expect(result.error?.code).toBe('validation_failed');
    expect(result.error?.message).toContain('First name is required.');
  });
});
