import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from './support/fixtures.js';
import {
  inDays,
  invitation,
  lastMail,
  outbox,
  readEmailsIn,
  wallClock,
} from './support/interviews.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

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
    await readEmailsIn(candidate, seedUsers.candidate.id, 'Australia/Sydney');
    const before = (await outbox(server, 'interview_invited', seedUsers.candidate.email)).length;
    const sent = invitation(applicationId);
    const { data, error } = await employer.rpc('schedule_interview', sent);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: 'scheduled',
      response: 'pending',
      format: 'video',
      version: 1,
      sequence: 0,
    });
    expect(await applicationStatus(applicationId)).toBe('interview');
    expect(await outbox(server, 'interview_invited', seedUsers.candidate.email)).toHaveLength(
      before + 1,
    );
    const mail = await lastMail(server, 'interview_invited', seedUsers.candidate.email);
    expect(mail.subject).toMatch(/^Interview invitation: Test job sched-\d+$/);
    expect(mail.text).toContain('Video call');
    expect(mail.text).toContain('https://meet.example/abc');
    expect(mail.text).toContain('Bring your portfolio.');
    // the candidate reads the time on Sydney's clock, and sees the time as the employer set it
    expect(mail.text).toContain(
      `${wallClock(sent.scheduled_at, 'Australia/Sydney')} (Sydney time)`,
    );
    expect(mail.text).toContain(`${wallClock(sent.scheduled_at, 'Europe/London')} (London time)`);
    // with the interview as a calendar file
    const ics = mail.attachments.find(
      (file) => file.filename === `interview-${(data as { id: number }).id}.ics`,
    );
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    expect(ics?.content).toContain('METHOD:PUBLISH');
    expect(ics?.content).toContain(
      `DTSTART:${sent.scheduled_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`,
    );
    // the in-app notice names the job, not a time written in one zone for everybody
    const { data: notice } = await candidate
      .from('notifications')
      .select('body')
      .eq('kind', 'interview_invited')
      .order('id', { ascending: false })
      .limit(1)
      .single();
    expect(notice?.body).toMatch(/^.+ invited you to an interview for "Test job sched-\d+"\.$/);
  });

  it('writes the time in UTC, named, for a candidate whose zone is not known', async () => {
    const applicationId = await createApplication(server.serviceClient(), `utc-${Date.now()}`, {
      candidate_id: seedUsers.otherCandidate.id,
    });
    const sent = invitation(applicationId);
    const { error } = await employer.rpc('schedule_interview', sent);
    expect(error).toBeNull();
    const mail = await lastMail(server, 'interview_invited', seedUsers.otherCandidate.email);
    expect(mail.text).toContain(`${wallClock(sent.scheduled_at, 'UTC')} (UTC)`);
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
