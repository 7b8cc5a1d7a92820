import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from './support/fixtures.js';
import { inDays, invitation, outbox } from './support/interviews.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '../../packages/supabase-local/test/helpers/index.js';

// Scheduling an interview: one call, atomic, only by the job's employer; the dashboard's count.

let server: TestServer;
let employer: SupabaseClient;
let candidate: SupabaseClient;
let otherEmployer: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  [employer, candidate, otherEmployer] = await Promise.all([
    signIn(server, seedUsers.employer.email),
    signIn(server, seedUsers.candidate.email),
    signIn(server, seedUsers.otherEmployer.email),
  ]);
});

afterAll(async () => {
  await server?.stop();
});

async function applicationStatus(id: number) {
  const { data } = await server
    .serviceClient()
    .from('applications')
    .select('status')
    .eq('id', id)
    .single();
  return data?.status as string;
}

describe('scheduling an interview', () => {
  it('creates the interview and moves the application to interview in one call, and emails the candidate', async () => {
    const applicationId = await createApplication(server.serviceClient(), `sched-${Date.now()}`);
    const before = (await outbox(server, 'interview_invited', seedUsers.candidate.email)).length;
    const { data, error } = await employer.rpc('schedule_interview', invitation(applicationId));
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: 'scheduled',
      response: 'pending',
      format: 'video',
      version: 1,
      sequence: 0,
    });
    expect(await applicationStatus(applicationId)).toBe('interview');
    const mails = await outbox(server, 'interview_invited', seedUsers.candidate.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.body).toContain('Video call: https://meet.example/abc');
    // the seeded candidate answered an earlier invitation from India: the time is in their zone
    expect(mails.at(-1)!.body).toMatch(
      /When: \w+ \d+ \w+ \d{4}, \d{2}:\d{2} \(Asia\/Kolkata\) \(45 minutes\)/,
    );
  });

  it('writes the time in UTC, named, for a candidate whose zone is not known', async () => {
    const applicationId = await createApplication(server.serviceClient(), `utc-${Date.now()}`, {
      candidate_id: seedUsers.otherCandidate.id,
    });
    const { error } = await employer.rpc('schedule_interview', invitation(applicationId));
    expect(error).toBeNull();
    const mails = await outbox(server, 'interview_invited', seedUsers.otherCandidate.email);
    expect(mails.at(-1)!.body).toMatch(/When: \w+ \d+ \w+ \d{4}, \d{2}:\d{2} UTC \(45 minutes\)/);
  });

  it('refuses a time in the past and leaves the application as it was (atomic)', async () => {
    const applicationId = await createApplication(server.serviceClient(), `past-${Date.now()}`);
    const { error } = await employer.rpc(
      'schedule_interview',
      invitation(applicationId, { scheduled_at: inDays(-1) }),
    );
    expect(error?.message).toBe('Choose a time in the future.');
    expect(await applicationStatus(applicationId)).toBe('new');
    const { count } = await server
      .serviceClient()
      .from('interviews')
      .select('id', { count: 'exact', head: true })
      .eq('application_id', applicationId);
    expect(count).toBe(0);
  });

  it('leaves no interview behind when moving the application fails (one transaction)', async () => {
    const applicationId = await createApplication(server.serviceClient(), `atomic-${Date.now()}`);
    // a failure injected into the second half of the call, as the postgres role
    await server.server.db.exec(`
      create function private.test_refuse_move() returns trigger language plpgsql as $$
      begin raise exception 'move refused for the test'; end $$;
      create trigger test_refuse_move before update on public.applications
        for each row when (new.id = ${applicationId}) execute function private.test_refuse_move();`);
    try {
      const { error } = await employer.rpc('schedule_interview', invitation(applicationId));
      expect(error?.message).toBe('move refused for the test');
    } finally {
      await server.server.db.exec(`drop trigger test_refuse_move on public.applications;
        drop function private.test_refuse_move();`);
    }
    const { count } = await server
      .serviceClient()
      .from('interviews')
      .select('id', { count: 'exact', head: true })
      .eq('application_id', applicationId);
    expect(count).toBe(0);
    expect(await applicationStatus(applicationId)).toBe('new');
  });

  it('requires the detail that matches the format, and a known time zone', async () => {
    const applicationId = await createApplication(server.serviceClient(), `fmt-${Date.now()}`);
    const phone = await employer.rpc(
      'schedule_interview',
      invitation(applicationId, { format: 'phone', phone: null }),
    );
    expect(phone.error?.code).toBe('23514');
    const zone = await employer.rpc(
      'schedule_interview',
      invitation(applicationId, { time_zone: 'Mars/Olympus' }),
    );
    expect(zone.error?.message).toMatch(/time zone/);
    expect(await applicationStatus(applicationId)).toBe('new');
  });

  it('lets neither the candidate nor another employer schedule one', async () => {
    const applicationId = await createApplication(server.serviceClient(), `who-${Date.now()}`);
    expect(
      (await candidate.rpc('schedule_interview', invitation(applicationId))).error,
    ).not.toBeNull();
    expect(
      (await otherEmployer.rpc('schedule_interview', invitation(applicationId))).error,
    ).not.toBeNull();
    expect(await applicationStatus(applicationId)).toBe('new');
  });
});

describe('the dashboard', () => {
  it('counts scheduled interviews still ahead that the candidate has not declined', async () => {
    const count = async () =>
      (
        (await candidate.rpc('candidate_dashboard_stats').single()).data as {
          upcoming_interviews: number;
        }
      ).upcoming_interviews;
    const before = await count();
    const applicationId = await createApplication(server.serviceClient(), `dash-${Date.now()}`);
    const { data } = await employer.rpc('schedule_interview', invitation(applicationId));
    expect(await count()).toBe(before + 1);
    const row = data as { id: number; version: number };
    await candidate.rpc('respond_to_interview', {
      interview_id: row.id,
      expected_version: row.version,
      response: 'declined',
      message: 'I accepted another offer.',
    });
    expect(await count()).toBe(before);
  });
});
