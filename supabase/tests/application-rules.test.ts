import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUsers, signIn } from './support/personas.js';
import { startTestServer, type TestServer } from '@globalhire/supabase-local/testing';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

const service = () => server.serviceClient();

describe('the application pipeline', () => {
  let applicationId: number;

  it('lets a candidate apply to a live job, starting as new, and tells the employer', async () => {
    const employerNotices = () =>
      service().from('notifications').select('id', { count: 'exact', head: true }).eq('user_id', seedUsers.employer.id).eq('title', 'New application');
    const before = (await employerNotices()).count!;
    const candidate = await signIn(server, seedUsers.otherCandidate.email);
    const { data, error } = await candidate
      .from('applications')
      .insert({ job_id: 1, candidate_id: seedUsers.otherCandidate.id, cover_letter: 'Eight years in emergency care.' })
      .select('id, status')
      .single();
    expect(error).toBeNull();
    expect(data?.status).toBe('new');
    applicationId = data!.id;
    expect((await employerNotices()).count).toBe(before + 1);
  });

  it('refuses a second application to the same job', async () => {
    const candidate = await signIn(server, seedUsers.otherCandidate.email);
    const { error } = await candidate.from('applications').insert({ job_id: 1, candidate_id: seedUsers.otherCandidate.id });
    expect(error?.code).toBe('23505');
  });

  it('lets the employer move it through the pipeline, recording each step for both parties', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    for (const status of ['shortlisted', 'interview', 'offer'] as const) {
      const { error } = await employer.from('applications').update({ status }).eq('id', applicationId);
      expect(error).toBeNull();
    }
    const candidate = await signIn(server, seedUsers.otherCandidate.email);
    const history = await candidate
      .from('application_events')
      .select('from_status, to_status, changed_by')
      .eq('application_id', applicationId)
      .order('id');
    expect(history.data).toEqual([
      { from_status: null, to_status: 'new', changed_by: seedUsers.otherCandidate.id },
      { from_status: 'new', to_status: 'shortlisted', changed_by: seedUsers.employer.id },
      { from_status: 'shortlisted', to_status: 'interview', changed_by: seedUsers.employer.id },
      { from_status: 'interview', to_status: 'offer', changed_by: seedUsers.employer.id },
    ]);
    const latest = await candidate
      .from('notifications')
      .select('title, body')
      .eq('user_id', seedUsers.otherCandidate.id)
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(latest.data).toEqual({
      title: 'Application update',
      body: 'Your application for "Senior Software Engineer" is now: Offer.',
    });
  });

  it('refuses a candidate who changes their application status other than withdrawing it', async () => {
    const candidate = await signIn(server, seedUsers.otherCandidate.email);
    const { error } = await candidate.from('applications').update({ status: 'hired' }).eq('id', applicationId);
    expect(error?.code).toBe('42501');
  });

  it('lets the candidate withdraw, after which the employer cannot move it on', async () => {
    const candidate = await signIn(server, seedUsers.otherCandidate.email);
    const withdrawn = await candidate.from('applications').update({ status: 'withdrawn' }).eq('id', applicationId).select('status').single();
    expect(withdrawn.data).toEqual({ status: 'withdrawn' });
    const employer = await signIn(server, seedUsers.employer.email);
    const { error } = await employer.from('applications').update({ status: 'hired' }).eq('id', applicationId);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('refuses an application from a blocked candidate', async () => {
    const blocked = await signIn(server, seedUsers.blockedCandidate.email);
    const { error } = await blocked.from('applications').insert({ job_id: 2, candidate_id: seedUsers.blockedCandidate.id });
    expect(error?.code).toBe('42501');
  });
});

describe('who may read a candidate', () => {
  it('shows an employer the profiles of its applicants only', async () => {
    const employer = await signIn(server, seedUsers.employer.email);
    const { data } = await employer.from('profiles').select('id').eq('user_type', 'candidate').order('id');
    // Applicants to the employer's jobs: the candidate, Arjun Patel, Wei Chen and Daniel Mensah (above).
    expect(data?.map((p) => p.id)).toEqual([
      seedUsers.candidate.id,
      seedUsers.otherCandidate.id,
      '00000000-0000-4000-8000-0000000000c6',
      '00000000-0000-4000-8000-0000000000c7',
    ]);
  });

  it('lets the employer download an applicant’s CV but not another employer', async () => {
    const path = `${seedUsers.candidate.id}/priya-sharma-cv.pdf`;
    const candidate = await signIn(server, seedUsers.candidate.email);
    const upload = await candidate.storage
      .from('cvs')
      .upload(path, new Blob(['%PDF-1.4 cv'], { type: 'application/pdf' }), { contentType: 'application/pdf' });
    expect(upload.error).toBeNull();

    const employer = await signIn(server, seedUsers.employer.email);
    expect((await employer.storage.from('cvs').download(path)).error).toBeNull();
    const otherEmployer = await signIn(server, seedUsers.otherEmployer.email);
    expect((await otherEmployer.storage.from('cvs').download(path)).error).not.toBeNull();
    const otherCandidate = await signIn(server, seedUsers.otherCandidate.email);
    expect((await otherCandidate.storage.from('cvs').download(path)).error).not.toBeNull();
  });

  it('accepts only PDF and Word documents in the CV bucket', async () => {
    const candidate = await signIn(server, seedUsers.candidate.email);
    const { error } = await candidate.storage
      .from('cvs')
      .upload(`${seedUsers.candidate.id}/photo.png`, new Blob(['png'], { type: 'image/png' }), { contentType: 'image/png' });
    expect(error).not.toBeNull();
  });
});
