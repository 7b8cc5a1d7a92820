import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow } from './support/fixtures.js';
import { seedUsers, signInPersonas, type SignedInPersonas } from './support/personas.js';
import { createFitJobs, occupations, seedVisaFitFixtures } from './support/visa-fit.js';
import {
  startTestServer,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// Who sees a visa verdict and what it reveals: the jobs it is asked for, a candidate's own
// verdicts, applicants' verdicts for an employer, and the candidate's citizenships (the
// candidate's alone).

let server: TestServer;
let signedIn: SignedInPersonas;
/** The employer's live UK and US jobs, and a UK job waiting for an admin. */
let jobs: { uk: number; us: number; pending: number };
let applications: { candidate: number; otherCandidate: number };

const as = (persona: keyof SignedInPersonas['clients']) => signedIn.clients[persona];
const service = () => signedIn.service;

async function setCitizenships(candidateId: string, citizenships: string[]): Promise<void> {
  const { error } = await service()
    .from('candidate_citizenships')
    .upsert({ candidate_id: candidateId, citizenships });
  if (error) throw new Error(error.message);
}

async function citizenshipsOf(candidateId: string): Promise<string[] | null> {
  const { data } = await service()
    .from('candidate_citizenships')
    .select('citizenships')
    .eq('candidate_id', candidateId);
  return data?.[0]?.citizenships ?? null;
}

beforeAll(async () => {
  server = await startTestServer();
  signedIn = await signInPersonas(server);
  await seedVisaFitFixtures(service());
  const uk = {
    country: 'united-kingdom',
    salary_min: 50000,
    salary_currency: 'GBP',
    occupation_code: occupations.ukListed,
  };
  const [ukJob, usJob, pending] = await createFitJobs(
    service(),
    [
      uk,
      {
        country: 'united-states',
        salary_min: 120000,
        salary_currency: 'USD',
        occupation_code: occupations.usGeneral,
      },
      { ...uk, live: false },
    ],
    'visa-fit access',
  );
  jobs = { uk: ukJob!, us: usJob!, pending: pending! };
  const apply = (candidateId: string) =>
    insertRow(service(), 'applications', {
      job_id: jobs.uk,
      candidate_id: candidateId,
      cover_letter: 'Visa-fit applicant.',
    });
  applications = {
    candidate: await apply(seedUsers.candidate.id),
    otherCandidate: await apply(seedUsers.otherCandidate.id),
  };
});

afterAll(async () => {
  await server?.stop();
});

describe('what callers see of a verdict', () => {
  it('gives no verdict for a job the caller cannot see', async () => {
    for (const persona of ['anonymous', 'candidate', 'otherEmployer'] as const) {
      const { data, error } = await as(persona).rpc('visa_fit', {
        job_id: jobs.pending,
        citizenships: ['IN'],
      });
      expect(error).toBeNull();
      expect(data, persona).toBeNull();
    }
    for (const persona of ['employer', 'admin'] as const) {
      const { data } = await as(persona).rpc('visa_fit', {
        job_id: jobs.pending,
        citizenships: ['IN'],
      });
      expect(data?.verdict, persona).toBe('likely_sponsorable');
    }
    const missing = await as('anonymous').rpc('visa_fit', {
      job_id: 999_999_999,
      citizenships: ['IN'],
    });
    expect(missing).toMatchObject({ data: null, error: null });
  });

  it('answers visa_verdicts with one row per job the caller can see', async () => {
    const ask = [jobs.uk, jobs.us, jobs.pending, 999_999_999];
    const visitor = await as('anonymous').rpc('visa_verdicts', {
      job_ids: ask,
      citizenships: ['IN'],
    });
    expect(visitor.error).toBeNull();
    expect([...visitor.data].sort((a, b) => a.job_id - b.job_id)).toEqual([
      { job_id: jobs.uk, verdict: 'likely_sponsorable', route_name: 'Skilled Worker visa' },
      { job_id: jobs.us, verdict: 'unknown', route_name: 'H-1B specialty occupation visa' },
    ]);
    const owner = await as('employer').rpc('visa_verdicts', { job_ids: ask, citizenships: ['IN'] });
    expect(owner.data?.map((r: { job_id: number }) => r.job_id).sort()).toEqual(
      [jobs.uk, jobs.us, jobs.pending].sort(),
    );
  });

  it('gives a signed-in candidate their own verdict when no citizenship is given', async () => {
    await setCitizenships(seedUsers.candidate.id, ['IE']);
    await setCitizenships(seedUsers.otherCandidate.id, ['IN']);
    const own = await as('candidate').rpc('visa_fit', { job_id: jobs.uk });
    expect(own.data).toMatchObject({ verdict: 'no_visa_needed' });
    expect(own.data.checks[0]).toMatchObject({
      check: 'citizenship',
      reason: 'free_movement',
      facts: { citizenship: 'IE' },
    });
    const cards = await as('candidate').rpc('visa_verdicts', { job_ids: [jobs.uk] });
    expect(cards.data).toEqual([{ job_id: jobs.uk, verdict: 'no_visa_needed', route_name: null }]);
    // Citizenships given win over the recorded ones.
    const given = await as('candidate').rpc('visa_fit', { job_id: jobs.uk, citizenships: ['IN'] });
    expect(given.data).toMatchObject({ verdict: 'likely_sponsorable' });
    const other = await as('otherCandidate').rpc('visa_fit', { job_id: jobs.uk });
    expect(other.data.checks[0]).toMatchObject({
      check: 'citizenship',
      reason: 'permission_needed',
      facts: { citizenships: ['IN'] },
    });
    const visitor = await as('anonymous').rpc('visa_fit', { job_id: jobs.uk });
    expect(visitor.data.checks[0]).toMatchObject({
      check: 'citizenship',
      status: 'unknown',
      reason: 'not_given',
    });
  });
});

describe("candidates' citizenships", () => {
  it('lets the candidate record, read and change their own, and no one else read them', async () => {
    await service()
      .from('candidate_citizenships')
      .delete()
      .eq('candidate_id', seedUsers.candidate.id);
    const recorded = await as('candidate')
      .from('candidate_citizenships')
      .insert({ candidate_id: seedUsers.candidate.id, citizenships: ['IN'], residence: 'AE' })
      .select('citizenships, residence')
      .single();
    expect(recorded).toMatchObject({
      error: null,
      data: { citizenships: ['IN'], residence: 'AE' },
    });
    const changed = await as('candidate')
      .from('candidate_citizenships')
      .update({ citizenships: ['IN', 'IE'] })
      .eq('candidate_id', seedUsers.candidate.id)
      .select('citizenships');
    expect(changed.data).toEqual([{ citizenships: ['IN', 'IE'] }]);
    const own = await as('candidate')
      .from('candidate_citizenships')
      .select('candidate_id, citizenships');
    expect(own.data).toEqual([
      { candidate_id: seedUsers.candidate.id, citizenships: ['IN', 'IE'] },
    ]);
    // The employer the candidate applied to and the admin included.
    for (const persona of [
      'anonymous',
      'otherCandidate',
      'employer',
      'otherEmployer',
      'admin',
    ] as const) {
      const { data } = await as(persona)
        .from('candidate_citizenships')
        .select('citizenships')
        .eq('candidate_id', seedUsers.candidate.id);
      expect(data ?? [], persona).toEqual([]);
    }
  });

  it("refuses a candidate writing another candidate's citizenships, and any other account writing them", async () => {
    await setCitizenships(seedUsers.otherCandidate.id, ['IN']);
    await service()
      .from('candidate_citizenships')
      .delete()
      .eq('candidate_id', seedUsers.pendingCandidate.id);
    const forOther = await as('candidate')
      .from('candidate_citizenships')
      .insert({ candidate_id: seedUsers.pendingCandidate.id, citizenships: ['FR'] });
    expect(forOther.error?.code).toBe('42501');
    await as('candidate')
      .from('candidate_citizenships')
      .update({ citizenships: ['FR'] })
      .eq('candidate_id', seedUsers.otherCandidate.id);
    await as('candidate')
      .from('candidate_citizenships')
      .delete()
      .eq('candidate_id', seedUsers.otherCandidate.id);
    expect(await citizenshipsOf(seedUsers.otherCandidate.id)).toEqual(['IN']);
    for (const persona of ['employer', 'admin'] as const) {
      const own = await as(persona)
        .from('candidate_citizenships')
        .insert({ candidate_id: seedUsers[persona].id, citizenships: ['FR'] });
      expect(own.error?.code, persona).toBe('42501');
    }
    const visitor = await as('anonymous')
      .from('candidate_citizenships')
      .insert({ candidate_id: seedUsers.pendingCandidate.id, citizenships: ['FR'] });
    expect(visitor.error?.code).toBe('42501');
    expect(await citizenshipsOf(seedUsers.pendingCandidate.id)).toBeNull();
  });
});

describe("a candidate's own jobs by verdict", () => {
  it('counts their applications by verdict for their citizenships, and puts them in their data export', async () => {
    await setCitizenships(seedUsers.candidate.id, ['IE']);
    const mine = await as('candidate').rpc('my_job_verdicts');
    expect(mine.error).toBeNull();
    const applied = mine.data.filter((row: { list: string }) => row.list === 'applied');
    // The application to the UK job counts as "no visa needed" for an Irish citizen.
    expect(applied).toContainEqual({
      list: 'applied',
      verdict: 'no_visa_needed',
      jobs: expect.any(Number),
    });
    await setCitizenships(seedUsers.candidate.id, ['IN']);
    const asIndian = await as('candidate').rpc('my_job_verdicts');
    const noVisa = asIndian.data.find(
      (row: { list: string; verdict: string }) =>
        row.list === 'applied' && row.verdict === 'no_visa_needed',
    );
    expect(noVisa).toBeUndefined();

    const exported = await as('candidate').rpc('export_my_data');
    expect(exported.error).toBeNull();
    expect(exported.data.citizenships).toMatchObject({ citizenships: ['IN'] });
    expect(exported.data.account.id).toBe(seedUsers.candidate.id);
    expect((await as('anonymous').rpc('my_job_verdicts')).error).not.toBeNull();
  });
});

describe("applicants' verdicts for an employer", () => {
  it("gives the employer each applicant's verdict for its own job, without their citizenship", async () => {
    await setCitizenships(seedUsers.candidate.id, ['IE']);
    await setCitizenships(seedUsers.otherCandidate.id, ['IN']);
    const { data, error } = await as('employer').rpc('applicant_visa_fits', { job_id: jobs.uk });
    expect(error).toBeNull();
    const verdicts = Object.fromEntries(
      data.map((row: { application_id: number; fit: { verdict: string } }) => [
        row.application_id,
        row.fit.verdict,
      ]),
    );
    expect(verdicts).toEqual({
      [applications.candidate]: 'no_visa_needed',
      [applications.otherCandidate]: 'likely_sponsorable',
    });
    for (const { fit } of data) {
      const citizenship = fit.checks.find((c: { check: string }) => c.check === 'citizenship');
      expect(citizenship.facts).toEqual({});
      // Each right has a source of its own, which would tell one citizenship from another.
      expect(citizenship.source_url).toBeNull();
    }
    expect(JSON.stringify(data)).not.toMatch(/"(IE|IN)"|Common Travel Area/);
    const admin = await as('admin').rpc('applicant_visa_fits', { job_id: jobs.uk });
    expect(admin.data).toHaveLength(2);
  });

  it('gives another employer and a candidate no rows, and a visitor no access', async () => {
    for (const persona of ['otherEmployer', 'candidate'] as const) {
      const { data, error } = await as(persona).rpc('applicant_visa_fits', { job_id: jobs.uk });
      expect(error).toBeNull();
      expect(data, persona).toEqual([]);
    }
    const visitor = await as('anonymous').rpc('applicant_visa_fits', { job_id: jobs.uk });
    expect(visitor.error?.code).toBe('42501');
  });
});
