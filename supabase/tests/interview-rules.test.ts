import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from './support/fixtures.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '../../packages/supabase-local/test/helpers/index.js';

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

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const invitation = (applicationId: number, overrides: Record<string, unknown> = {}) => ({
  application_id: applicationId,
  scheduled_at: inDays(4),
  time_zone: 'Europe/London',
  duration_minutes: 45,
  format: 'video',
  meeting_url: 'https://meet.example/abc',
  notes: 'Bring your portfolio.',
  ...overrides,
});

/** Rows the database queued for email, read as the postgres role (no API role can). */
async function outbox(kind: string, to: string) {
  const { rows } = await server.server.db.query<{ subject: string; body: string }>(
    'select subject, body from private.email_outbox where kind = $1 and to_address = $2 order by id',
    [kind, to],
  );
  return rows;
}

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
    const before = (await outbox('interview_invited', seedUsers.candidate.email)).length;
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
    const mails = await outbox('interview_invited', seedUsers.candidate.email);
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
    const mails = await outbox('interview_invited', seedUsers.otherCandidate.email);
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

describe('answering, rescheduling and cancelling', () => {
  let interviewId: number;
  let version: number;

  beforeAll(async () => {
    const applicationId = await createApplication(server.serviceClient(), `flow-${Date.now()}`);
    const { data, error } = await employer.rpc('schedule_interview', invitation(applicationId));
    if (error) throw new Error(error.message);
    interviewId = (data as { id: number }).id;
    version = (data as { version: number }).version;
  });

  it('hides the interview from another employer', async () => {
    const { data } = await otherEmployer.from('interviews').select('id').eq('id', interviewId);
    expect(data).toEqual([]);
    const { error } = await otherEmployer.rpc('cancel_interview', {
      interview_id: interviewId,
      expected_version: version,
      reason: 'x',
    });
    expect(error?.message).toBe('This interview no longer exists.');
  });

  it('does not let the candidate move the time', async () => {
    const { error } = await candidate
      .from('interviews')
      .update({ scheduled_at: inDays(9) })
      .eq('id', interviewId);
    expect(error?.message).toBe('Candidates can only answer an interview invitation.');
  });

  it('does not let the employer accept for the candidate', async () => {
    const { error } = await employer
      .from('interviews')
      .update({ response: 'accepted' })
      .eq('id', interviewId);
    expect(error?.message).toBe('Only the candidate can answer an interview invitation.');
  });

  it('lets the candidate accept, records their zone and tells the employer in the employer’s zone', async () => {
    const { data, error } = await candidate.rpc('respond_to_interview', {
      interview_id: interviewId,
      expected_version: version,
      response: 'accepted',
      time_zone: 'Australia/Sydney',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      response: 'accepted',
      candidate_time_zone: 'Australia/Sydney',
      version: version + 1,
    });
    const mails = await outbox('interview_accepted', seedUsers.employer.email);
    expect(mails.at(-1)!.body).toMatch(
      /accepted the interview for "Test job flow-\d+" on .* \(Europe\/London\)\./,
    );
  });

  it('tells the second of two people acting at once, and overwrites nothing', async () => {
    // the employer still holds the version from before the candidate answered
    const { error } = await employer.rpc('cancel_interview', {
      interview_id: interviewId,
      expected_version: version,
      reason: 'Role filled.',
    });
    expect(error?.code).toBe('PT409');
    expect(error?.message).toMatch(/^The candidate answered or the interview changed/);
    const { data } = await employer
      .from('interviews')
      .select('status, response')
      .eq('id', interviewId)
      .single();
    expect(data).toEqual({ status: 'scheduled', response: 'accepted' });
    version += 1;
  });

  it('lets the employer reschedule: the answer goes back to pending, SEQUENCE grows, the candidate hears in their zone', async () => {
    const { data, error } = await employer.rpc('reschedule_interview', {
      interview_id: interviewId,
      expected_version: version,
      scheduled_at: inDays(6),
      time_zone: 'Europe/London',
      duration_minutes: 60,
      format: 'on_site',
      location: '1 Canada Square, London',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      response: 'pending',
      sequence: 1,
      format: 'on_site',
      meeting_url: null,
    });
    version = (data as { version: number }).version;
    const mails = await outbox('interview_rescheduled', seedUsers.candidate.email);
    expect(mails.at(-1)!.body).toMatch(
      /When: .* \(Australia\/Sydney\) \(60 minutes\)\nOn site: 1 Canada Square, London/,
    );
  });

  it('refuses a reschedule into the past', async () => {
    const { error } = await employer.rpc('reschedule_interview', {
      interview_id: interviewId,
      expected_version: version,
      scheduled_at: inDays(-2),
      time_zone: 'Europe/London',
      duration_minutes: 60,
      format: 'on_site',
      location: '1 Canada Square, London',
    });
    expect(error?.message).toBe('Choose a time in the future.');
  });

  it('asks for a message when the candidate asks for another time', async () => {
    const refused = await candidate.rpc('respond_to_interview', {
      interview_id: interviewId,
      expected_version: version,
      response: 'reschedule_requested',
    });
    expect(refused.error?.message).toBe('Say which times would suit you.');
    const { data, error } = await candidate.rpc('respond_to_interview', {
      interview_id: interviewId,
      expected_version: version,
      response: 'reschedule_requested',
      message: 'Any morning next week.',
    });
    expect(error).toBeNull();
    version = (data as { version: number }).version;
    const notes = await employer
      .from('notifications')
      .select('kind, body')
      .eq('kind', 'interview_reschedule_requested')
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(notes.data?.body).toContain('Message: Any morning next week.');
  });

  it('needs a reason to cancel; then the candidate can no longer answer', async () => {
    const noReason = await employer.rpc('cancel_interview', {
      interview_id: interviewId,
      expected_version: version,
      reason: ' ',
    });
    expect(noReason.error?.message).toBe('Give the candidate a reason for cancelling.');
    const { data, error } = await employer.rpc('cancel_interview', {
      interview_id: interviewId,
      expected_version: version,
      reason: 'The role was filled internally.',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'cancelled', sequence: 2 });
    const mails = await outbox('interview_cancelled', seedUsers.candidate.email);
    expect(mails.at(-1)!.body).toContain('Reason: The role was filled internally.');
    const late = await candidate.rpc('respond_to_interview', {
      interview_id: interviewId,
      expected_version: (data as { version: number }).version,
      response: 'accepted',
    });
    expect(late.error?.message).toBe(
      'This interview was cancelled, so it can no longer be answered.',
    );
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
