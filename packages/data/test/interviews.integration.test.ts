import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTERVIEW_CONFLICT,
  cancelInterview,
  interviewSchema,
  interviewToIcs,
  listEmployerInterviews,
  listMyInterviews,
  rescheduleInterview,
  respondToInterview,
  scheduleInterview,
  toZonedParts,
  type GlobalHireClient,
  type InterviewInput,
} from '../src';
import { defaultHandlers, fixtures } from '../src/mocks';
import { startBackend, type Backend } from './backend';
import { mockClient, startMockServer } from './mock-server';
import { shapeDifferences, shapeOf } from './shape';

// The seed: application 8 is Wei Chen's (…c7) application to Maple Tech's live job 1, at `rejected`;
// application 7 is Arjun Patel's (…c6) to the same job, at `new`.
const arjunApplication = 7;

let backend: Backend;
let employer: GlobalHireClient;
let employerId: string;
let otherEmployer: GlobalHireClient;
let otherEmployerId: string;
let candidate: GlobalHireClient;
let candidateId: string;
const mockServer = startMockServer(defaultHandlers);

beforeAll(async () => {
  backend = await startBackend();
  ({ client: employer, userId: employerId } = await backend.as('employer'));
  ({ client: candidate, userId: candidateId } = await backend.as('candidate'));
  otherEmployer = backend.anon();
  const signed = await otherEmployer.auth.signInWithPassword({
    email: 'talent@harbourhealth.example',
    password: 'globalhire-demo',
  });
  otherEmployerId = signed.data.user!.id;
});
afterAll(() => backend?.stop());

/** What the form gives for a time four days ahead in London. */
function inFourDays(overrides: Partial<Record<string, string>> = {}): InterviewInput {
  const at = toZonedParts(new Date(Date.now() + 4 * 86_400_000), 'Europe/London');
  const parsed = interviewSchema().safeParse({
    date: at.date,
    time: '10:00',
    timeZone: 'Europe/London',
    durationMinutes: '45',
    format: 'video',
    meetingUrl: 'https://meet.example/arjun',
    phone: '',
    location: '',
    notes: 'Pair programming.',
    ...overrides,
  });
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
}

describe('scheduleInterview', () => {
  it('creates the interview and moves the application to interview; both parties list it', async () => {
    const { data, error } = await scheduleInterview(employer, arjunApplication, inFourDays());
    expect(error).toBeNull();
    expect(data).toMatchObject({
      application_id: arjunApplication,
      time_zone: 'Europe/London',
      format: 'video',
      response: 'pending',
    });
    const listed = await listEmployerInterviews(employer, employerId);
    const row = listed.data!.find((i) => i.id === data!.id);
    expect(row?.application).toMatchObject({
      id: arjunApplication,
      status: 'interview',
      candidate: { first_name: 'Arjun' },
    });
    // another employer sees none of Maple Tech's interviews
    expect(
      (await listEmployerInterviews(otherEmployer, otherEmployerId)).data!.some(
        (i) => i.id === data!.id,
      ),
    ).toBe(false);
    expect((await listEmployerInterviews(otherEmployer, employerId)).data).toEqual([]);
  });

  it('is refused for a closed application, with nothing written', async () => {
    const { error } = await scheduleInterview(employer, 8, inFourDays());
    expect(error?.message).toBe('This application is closed, so no interview can be scheduled.');
  });
});

describe("the candidate's answer and the employer's changes", () => {
  it('accepts, then a stale reschedule is refused as a conflict, then a fresh one goes through', async () => {
    const mine = (await listMyInterviews(candidate, candidateId)).data!.find(
      (i) => i.status === 'scheduled',
    )!;
    const accepted = await respondToInterview(candidate, mine, 'accepted', {
      timeZone: 'Australia/Sydney',
    });
    expect(accepted.data).toMatchObject({ response: 'accepted', version: mine.version + 1 });

    const stale = await rescheduleInterview(employer, mine, inFourDays({ time: '11:00' }));
    expect(stale.error?.code).toBe(INTERVIEW_CONFLICT);
    expect(stale.error?.status).toBe(409);

    const moved = await rescheduleInterview(
      employer,
      accepted.data!,
      inFourDays({ time: '11:00', format: 'phone', phone: '+44 20 7946 0000' }),
    );
    expect(moved.data).toMatchObject({
      response: 'pending',
      sequence: mine.sequence + 1,
      phone: '+44 20 7946 0000',
      meeting_url: null,
    });

    const ics = interviewToIcs({
      id: moved.data!.id,
      sequence: moved.data!.sequence,
      status: moved.data!.status,
      scheduledAt: moved.data!.scheduled_at,
      durationMinutes: moved.data!.duration_minutes,
      summary: 'Interview',
      updatedAt: moved.data!.updated_at,
    });
    expect(ics).toContain(`SEQUENCE:${mine.sequence + 1}`);

    const cancelled = await cancelInterview(employer, moved.data!, 'The position was filled.');
    expect(cancelled.data).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'The position was filled.',
    });
    const late = await respondToInterview(candidate, cancelled.data!, 'accepted');
    expect(late.error?.message).toBe(
      'This interview was cancelled, so it can no longer be answered.',
    );
  });
});

describe('interview mocks answer as supabase-local does', () => {
  it('listEmployerInterviews', async () => {
    const real = await listEmployerInterviews(employer, employerId);
    mockServer.listen({ onUnhandledRequest: 'error' });
    try {
      const mocked = await listEmployerInterviews(mockClient(), fixtures.profiles.employer.id);
      expect(mocked.error).toBeNull();
      expect(shapeDifferences(shapeOf(real.data), shapeOf(mocked.data))).toEqual([]);
    } finally {
      mockServer.close();
    }
  });
});
