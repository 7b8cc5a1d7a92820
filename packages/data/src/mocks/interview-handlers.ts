import { HttpResponse, http } from 'msw';
import type { EmployerInterview, InterviewDetails } from '../queries/interviews';
import type { InterviewRow } from '../mutations/interviews';
import { employerInterviews, interviewDetails, interviewRow } from './fixtures/interviews';
import { defineCall, param } from './scenario';
import { postgrestError, restUrl, rowsResponse, rpcUrl } from './wire';

const json = (row: object) => HttpResponse.json(row as Record<string, unknown>);
const sent = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;

const fresh = interviewDetails({ id: 31, scheduled_at: '2030-04-20T09:00:00+00:00' });

/** The row an RPC gives back: the fixture, then what was sent, then the database's bookkeeping. */
async function answered(
  request: Request,
  base: InterviewRow,
  change: (body: Record<string, unknown>) => Partial<InterviewRow>,
) {
  const body = await sent(request);
  return json({
    ...base,
    id: Number(body.interview_id ?? base.id),
    ...change(body),
    version: Number(body.expected_version ?? 0) + 1,
  });
}

const scheduleFields = (body: Record<string, unknown>): Partial<InterviewDetails> => ({
  scheduled_at: String(body.scheduled_at),
  time_zone: String(body.time_zone),
  duration_minutes: Number(body.duration_minutes),
  format: body.format as InterviewDetails['format'],
  meeting_url: (body.meeting_url as string | undefined) ?? null,
  phone: (body.phone as string | undefined) ?? null,
  location: (body.location as string | undefined) ?? null,
  notes: (body.notes as string | undefined) ?? null,
});

/** Mocks for interview scheduling: the employer's list and the four RPCs. */
export const interviewHandlers = {
  employerInterviews: defineCall<EmployerInterview[]>({
    method: 'get',
    url: restUrl('interviews'),
    matches: (url) => (param(url, 'select') ?? '').includes('candidate:profile_details'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: employerInterviews,
    empty: [],
  }),
  scheduleInterview: defineCall<InterviewRow>({
    method: 'post',
    url: rpcUrl('schedule_interview'),
    respond: async (request, row) => {
      const body = await sent(request);
      return json({ ...row, application_id: Number(body.application_id), ...scheduleFields(body) });
    },
    fixture: interviewRow(fresh),
    empty: interviewRow(fresh),
  }),
  rescheduleInterview: defineCall<InterviewRow>({
    method: 'post',
    url: rpcUrl('reschedule_interview'),
    respond: (request, row) =>
      answered(request, row, (body) => ({
        ...scheduleFields(body),
        response: 'pending',
        sequence: row.sequence + 1,
      })),
    fixture: interviewRow(fresh),
    empty: interviewRow(fresh),
  }),
  cancelInterview: defineCall<InterviewRow>({
    method: 'post',
    url: rpcUrl('cancel_interview'),
    respond: (request, row) =>
      answered(request, row, (body) => ({
        status: 'cancelled',
        cancel_reason: String(body.reason),
        sequence: row.sequence + 1,
      })),
    fixture: interviewRow(fresh),
    empty: interviewRow(fresh),
  }),
  respondToInterview: defineCall<InterviewRow>({
    method: 'post',
    url: rpcUrl('respond_to_interview'),
    respond: (request, row) =>
      answered(request, row, (body) => ({
        response: body.response as InterviewRow['response'],
        response_message: (body.message as string | undefined) ?? null,
      })),
    fixture: interviewRow(fresh),
    empty: interviewRow(fresh),
  }),
};

/** Refusals from the database, for stories of the error paths (not part of the default handlers). */
export const interviewFailures = {
  /** Someone else changed the interview first: the database refuses with PT409 (HTTP 409). */
  interviewConflict: (
    fn: 'respond_to_interview' | 'reschedule_interview' | 'cancel_interview',
    message: string,
  ) => http.post(rpcUrl(fn), () => postgrestError(409, { code: 'PT409', message })),
  /** The database refuses a time in the past. */
  interviewInPast: () =>
    http.post(rpcUrl('schedule_interview'), () =>
      postgrestError(400, { code: '23514', message: 'Choose a time in the future.' }),
    ),
};
