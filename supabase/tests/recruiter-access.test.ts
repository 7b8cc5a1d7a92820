import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveJob, giveEmployerUnlimitedPlan } from './support/fixtures.js';
import { seedUsers, signIn, signInAal1 } from './support/personas.js';
import { enrolledCandidate, proposeOk } from './support/managed-service-fixtures.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

let server: TestServer;
let service: SupabaseClient;
beforeAll(async () => {
  server = await startTestServer();
  service = server.serviceClient();
  // Room for the postings this file creates.
  await giveEmployerUnlimitedPlan(service);
});
afterAll(async () => {
  await server?.stop();
});

// Seed (supabase/seeds/85_managed_service.sql): the candidate is on the recruiter's caseload.
const candidate = seedUsers.candidate.id;

async function proposalsFor(jobId: number): Promise<unknown[]> {
  const { data, error } = await service.from('service_proposals').select('id').eq('job_id', jobId);
  if (error) throw new Error(error.message);
  return data;
}

describe('recruiter work needs a second factor (aal2)', () => {
  it('refuses a recruiter signed in with a password alone: no caseload profile, no proposal', async () => {
    const recruiter = await signInAal1(server, seedUsers.recruiter.email);

    const profile = await recruiter.from('profiles').select('id').eq('id', candidate);
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual([]);
    // profile_details hides the whole row: the candidate is neither theirs nor a public company.
    const details = await recruiter.from('profile_details').select('phone').eq('id', candidate);
    expect(details.error).toBeNull();
    expect(details.data).toEqual([]);
    const caseload = await recruiter.from('service_enrolments').select('candidate_id');
    expect(caseload.data).toEqual([]);
    const applications = await recruiter.from('applications').select('id').eq('candidate_id', candidate);
    expect(applications.data).toEqual([]);

    const jobId = await createLiveJob(service, 'aal1-proposal');
    const proposal = await recruiter
      .from('service_proposals')
      .insert({ candidate_id: candidate, job_id: jobId, reason: 'A good fit.' });
    expect(proposal.error?.code).toBe('42501');
    expect(await proposalsFor(jobId)).toEqual([]);

    // Their own profile stays theirs: the site reads it to send them to the code step.
    const own = await recruiter.from('profiles').select('user_type').eq('id', seedUsers.recruiter.id).single();
    expect(own.data).toEqual({ user_type: 'recruiter' });
  });

  it('lets the same recruiter work once a TOTP code was verified in the session', async () => {
    const recruiter = await signIn(server, seedUsers.recruiter.email);

    const seeded = await service.from('profiles').select('phone').eq('id', candidate).single<{ phone: string }>();
    const details = await recruiter.from('profile_details').select('phone').eq('id', candidate);
    expect(details.data).toEqual([{ phone: seeded.data!.phone }]);

    const jobId = await createLiveJob(service, 'aal2-proposal');
    const proposal = await recruiter
      .from('service_proposals')
      .insert({ candidate_id: candidate, job_id: jobId, reason: 'A good fit.' });
    expect(proposal.error).toBeNull();
    expect(await proposalsFor(jobId)).toHaveLength(1);
  });
});

describe('the edges of a caseload', () => {
  it('keeps a note on its own candidate: naming another candidate’s proposal is refused', async () => {
    const recruiter = await signIn(server, seedUsers.recruiter.email);
    const other = await enrolledCandidate(server, 'note-edge');
    await service.from('service_enrolments').update({ recruiter_id: seedUsers.recruiter.id }).eq('candidate_id', other.id);
    const jobId = await createLiveJob(service, 'note-edge');
    const proposalId = await proposeOk(recruiter, other.id, jobId);
    const note = await recruiter
      .from('service_notes')
      .insert({ candidate_id: candidate, author_id: seedUsers.recruiter.id, proposal_id: proposalId, body: 'Misfiled.' });
    expect(note.error?.code).toBe('42501');
    const onItsOwn = await recruiter
      .from('service_notes')
      .insert({ candidate_id: other.id, author_id: seedUsers.recruiter.id, proposal_id: proposalId, body: 'Filed.' });
    expect(onItsOwn.error).toBeNull();
  });

  it('lists the caseload candidate’s CVs even when the bucket holds a folder that is not an account id', async () => {
    const admin = await signIn(server, seedUsers.admin.email);
    const stray = await admin.storage
      .from('cvs')
      .upload('imports/batch.pdf', new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
    expect(stray.error).toBeNull();
    const recruiter = await signIn(server, seedUsers.recruiter.email);
    const listed = await recruiter.storage.from('cvs').list(candidate);
    expect(listed.error).toBeNull();
  });

  it('ends a candidate’s view of their recruiter’s contact details when they withdraw', async () => {
    const person = await enrolledCandidate(server, 'withdraws');
    const { data: enrolment } = await service
      .from('service_enrolments')
      .select('recruiter_id')
      .eq('candidate_id', person.id)
      .single<{ recruiter_id: string }>();
    const before = await person.client.from('profile_details').select('phone').eq('id', enrolment!.recruiter_id);
    expect(before.data).toHaveLength(1);
    expect((await person.client.rpc('withdraw_managed_service_consent')).error).toBeNull();
    const after = await person.client.from('profile_details').select('phone').eq('id', enrolment!.recruiter_id);
    expect(after.data).toEqual([]);
  });
});
