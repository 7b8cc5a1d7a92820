import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addServiceNote,
  createSupabaseClient,
  getCandidateCitizenships,
  getCaseloadCandidate,
  getVisaVerdicts,
  listCandidateApplications,
  listCaseload,
  listCvVersions,
  listProposals,
  listServiceNotes,
  proposeJob,
  searchJobs,
  withdrawProposal,
  type GlobalHireClient,
} from '../src';
import { serviceRecruiterDefaults, serviceRecruiterFixtures } from '../src/mocks';
import { enrolTotp } from '@globalhire/supabase-local/testing';
import { startBackend, type Backend } from './backend';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';

// The recruiter's workspace against supabase-local (the seeded recruiter, Jordan Reyes, with Priya
// Sharma on the caseload), and the mocks answering the same calls in the same shapes.

const recruiterAccount = { email: 'recruiter@globalhire.local', password: 'globalhire-demo' };
const priya = serviceRecruiterFixtures.priyaId;

let backend: Backend;
let recruiter: GlobalHireClient;
let recruiterId: string;
let passwordOnly: GlobalHireClient;

async function signIn(): Promise<{ client: GlobalHireClient; userId: string }> {
  const client = createSupabaseClient(
    { url: backend.server.url, anonKey: backend.server.anonKey },
    {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    },
  );
  const { data, error } = await client.auth.signInWithPassword(recruiterAccount);
  if (error) throw new Error(`sign-in as the recruiter failed: ${error.message}`);
  return { client, userId: data.user.id };
}

beforeAll(async () => {
  backend = await startBackend();
  passwordOnly = (await signIn()).client;
  const signedIn = await signIn();
  // Recruiters' reads need a session that verified a second factor, as admins' do.
  await enrolTotp(signedIn.client);
  recruiter = signedIn.client;
  recruiterId = signedIn.userId;
});
afterAll(() => backend?.stop());

const mockServer = startMockServer();
async function mocked<T>(run: (client: GlobalHireClient) => Promise<T>): Promise<T> {
  mockServer.listen({ onUnhandledRequest: 'error' });
  mockServer.use(...serviceRecruiterDefaults());
  try {
    return await run(mockClient());
  } finally {
    mockServer.resetHandlers();
    mockServer.close();
  }
}

const sameShape = (real: unknown, mock: unknown) =>
  expect(shapeDifferences(shapeOf(real), shapeOf(mock))).toEqual([]);

describe("a recruiter's workspace, on supabase-local and in the mocks", () => {
  it('lists the caseload with targets and proposal counts', async () => {
    const real = await listCaseload(recruiter, { recruiterId, status: 'active' });
    expect(real.error).toBeNull();
    expect(real.data!.map((row) => row.candidate_id)).toEqual([priya]);
    expect(real.data![0]).toMatchObject({ first_name: 'Priya', open_proposals: 2, approved_proposals: 0 });
    const mock = await mocked((client) => listCaseload(client, { recruiterId, status: 'active' }));
    sameShape(real.data, mock.data);
  });

  it('reads one candidate of the caseload with contact details, and nobody else', async () => {
    const real = await getCaseloadCandidate(recruiter, priya);
    expect(real.data).toMatchObject({
      candidate_id: priya,
      email: 'candidate@globalhire.local',
      target_countries: ['canada', 'ireland', 'new-zealand'],
    });
    const mock = await mocked((client) => getCaseloadCandidate(client, priya));
    sameShape(real.data, mock.data);
    const stranger = await getCaseloadCandidate(recruiter, '00000000-0000-4000-8000-0000000000c2');
    expect(stranger).toEqual({ data: null, error: null });
  });

  it('reads the candidate’s citizenships, applications, CVs and proposals', async () => {
    const citizenships = await getCandidateCitizenships(recruiter, priya);
    expect(citizenships.data).toEqual({ citizenships: ['IN'], residence: 'IN' });
    const applications = await listCandidateApplications(recruiter, priya);
    const cvs = await listCvVersions(recruiter, priya);
    const proposals = await listProposals(recruiter, priya);
    const notes = await listServiceNotes(recruiter, priya);
    for (const result of [citizenships, applications, cvs, proposals, notes]) expect(result.error).toBeNull();
    expect(proposals.data!.filter((p) => p.status === 'proposed')).toHaveLength(2);

    const mock = await mocked(async (client) => ({
      citizenships: await getCandidateCitizenships(client, priya),
      applications: await listCandidateApplications(client, priya),
      cvs: await listCvVersions(client, priya),
      proposals: await listProposals(client, priya),
      notes: await listServiceNotes(client, priya),
    }));
    sameShape(citizenships.data, mock.citizenships.data);
    sameShape(applications.data, mock.applications.data);
    sameShape(cvs.data, mock.cvs.data);
    sameShape(proposals.data, mock.proposals.data);
    sameShape(notes.data, mock.notes.data);
  });

  it('finds live jobs with verdicts for the candidate, proposes one, withdraws it and notes it', async () => {
    const search = await searchJobs(recruiter, { country: 'canada', pageSize: 20 });
    const proposed = new Set((await listProposals(recruiter, priya)).data!.map((p) => p.job_id));
    const applied = new Set((await listCandidateApplications(recruiter, priya)).data!.map((a) => a.job_id));
    const job = search.data!.jobs.find((j) => !proposed.has(j.id) && !applied.has(j.id));
    expect(job).toBeDefined();
    const verdicts = await getVisaVerdicts(recruiter, [job!.id], ['IN']);
    expect(verdicts.data).toHaveLength(1);

    const input = { jobId: job!.id, reason: 'It fits.', cvPath: null, coverLetter: '' };
    const real = await proposeJob(recruiter, recruiterId, priya, input);
    expect(real.error).toBeNull();
    expect(real.data).toMatchObject({ status: 'proposed', cv_path: null, cover_letter: null });
    const again = await proposeJob(recruiter, recruiterId, priya, input);
    expect(again.error?.code).toBe('23505');

    const withdrawn = await withdrawProposal(recruiter, real.data!.id);
    expect(withdrawn.data?.status).toBe('withdrawn');
    expect((await withdrawProposal(recruiter, real.data!.id)).error?.status).toBe(409);

    const note = await addServiceNote(recruiter, recruiterId, priya, 'Called about the job.');
    expect(note.data).toMatchObject({ candidate_id: priya, author_id: recruiterId });

    const mock = await mocked(async (client) => ({
      proposed: await proposeJob(client, recruiterId, priya, { ...input, jobId: 1 }),
      withdrawn: await withdrawProposal(client, 34),
      note: await addServiceNote(client, recruiterId, priya, 'Called about the job.'),
    }));
    sameShape(real.data, mock.proposed.data);
    sameShape(withdrawn.data, mock.withdrawn.data);
    sameShape(note.data, mock.note.data);
  });

  it('shows a password-only session nothing of the caseload', async () => {
    const result = await listCaseload(passwordOnly, { recruiterId });
    expect(result.data).toEqual([]);
    expect((await getCaseloadCandidate(passwordOnly, priya)).data).toBeNull();
  });
});
