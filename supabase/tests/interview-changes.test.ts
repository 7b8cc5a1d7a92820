import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from './support/fixtures.js';
import { inDays, invitation, lastMail, readEmailsIn, wallClock } from './support/interviews.js';
import { seedUsers, signIn } from './support/personas.js';
import {
  startTestServer,
  type SupabaseClient,
  type TestServer,
} from '@globalhire/supabase-local/testing';

// A scheduled interview answered by the candidate, rescheduled or cancelled by the employer.

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
  await readEmailsIn(candidate, seedUsers.candidate.id, 'Australia/Sydney');
});

afterAll(async () => {
  await server?.stop();
});

describe('answering, rescheduling and cancelling', () => {
  let interviewId: number;
  let version: number;
  const sent = inDays(4);
  const moved = inDays(6);

  beforeAll(async () => {
    const applicationId = await createApplication(server.serviceClient(), `flow-${Date.now()}`);
    const { data, error } = await employer.rpc(
      'schedule_interview',
      invitation(applicationId, { scheduled_at: sent }),
    );
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
    const mail = await lastMail(server, 'interview_accepted', seedUsers.employer.email);
    expect(mail.subject).toMatch(/^Interview accepted: .+, Test job flow-\d+$/);
    expect(mail.text).toMatch(/accepted the interview for Test job flow-\d+\./);
    // an employer whose zone is not known reads UTC, and the time as set in London
    expect(mail.text).toContain(`${wallClock(sent, 'UTC')} (UTC)`);
    expect(mail.text).toContain(`${wallClock(sent, 'Europe/London')} (London time)`);
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
      scheduled_at: moved,
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
    const mail = await lastMail(server, 'interview_rescheduled', seedUsers.candidate.email);
    expect(mail.subject).toMatch(/^Interview rescheduled: Test job flow-\d+$/);
    expect(mail.text).toContain(
      `was moved from ${wallClock(sent, 'Australia/Sydney')} (Sydney time)`,
    );
    expect(mail.text).toContain(`${wallClock(moved, 'Australia/Sydney')} (Sydney time)`);
    expect(mail.text).toContain('60 minutes');
    expect(mail.text).toContain('On site');
    expect(mail.text).toContain('1 Canada Square, London');
    const ics = mail.attachments.find((file) => file.filename === `interview-${interviewId}.ics`);
    expect(ics?.content).toContain('SEQUENCE:1');
    expect(ics?.content).toContain('LOCATION:1 Canada Square\\, London');
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
    const mail = await lastMail(server, 'interview_reschedule_requested', seedUsers.employer.email);
    expect(mail.subject).toMatch(/^Another time requested: .+, Test job flow-\d+$/);
    expect(mail.text).toMatch(/Times that suit .+\s+Any morning next week\./);
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
    const mail = await lastMail(server, 'interview_cancelled', seedUsers.candidate.email);
    expect(mail.subject).toMatch(/^Interview cancelled: Test job flow-\d+$/);
    expect(mail.text).toMatch(/Reason given\s+The role was filled internally\./);
    expect(mail.text).toContain(`${wallClock(moved, 'Australia/Sydney')} (Sydney time)`);
    const ics = mail.attachments.find((file) => file.filename === `interview-${interviewId}.ics`);
    expect(ics?.content).toContain('METHOD:CANCEL');
    expect(ics?.content).toContain('STATUS:CANCELLED');
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

describe('declining', () => {
  it('tells the employer, with the candidate’s words, in the employer’s own zone', async () => {
    await readEmailsIn(employer, seedUsers.employer.id, 'America/Toronto');
    const applicationId = await createApplication(server.serviceClient(), `declined-${Date.now()}`);
    const sent = inDays(5);
    const scheduled = await employer.rpc(
      'schedule_interview',
      invitation(applicationId, { scheduled_at: sent }),
    );
    if (scheduled.error) throw new Error(scheduled.error.message);
    const { error } = await candidate.rpc('respond_to_interview', {
      interview_id: (scheduled.data as { id: number }).id,
      expected_version: (scheduled.data as { version: number }).version,
      response: 'declined',
      message: 'I took another role.',
    });
    expect(error).toBeNull();
    const mail = await lastMail(server, 'interview_declined', seedUsers.employer.email);
    expect(mail.subject).toMatch(/^Interview declined: .+, Test job declined-\d+$/);
    expect(mail.text).toMatch(/declined the interview for Test job declined-\d+\./);
    expect(mail.text).toMatch(/Message from .+\s+I took another role\./);
    expect(mail.text).toContain(`${wallClock(sent, 'America/Toronto')} (Toronto time)`);
    expect(mail.attachments).toEqual([]);
  });
});
