import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import type { InterviewInput } from '../validation/interviews';
import { canonicalTimeZone } from '../calendar/timeZones';

export type InterviewRow = Tables<'interviews'>;
export type InterviewResponse = Exclude<InterviewRow['response'], 'pending'>;

/** The code the database gives when someone else changed the interview since it was read. */
export const INTERVIEW_CONFLICT = 'PT409';

const scheduleArgs = (input: InterviewInput) => ({
  scheduled_at: input.scheduledAt,
  time_zone: canonicalTimeZone(input.timeZone),
  duration_minutes: input.durationMinutes,
  format: input.format,
  meeting_url: input.meetingUrl ?? undefined,
  phone: input.phone ?? undefined,
  location: input.location ?? undefined,
  notes: input.notes ?? undefined,
});

/**
 * Invites the candidate: creates the interview and moves the application to `interview` in one
 * database call, so both happen or neither.
 */
export async function scheduleInterview(
  client: GlobalHireClient,
  applicationId: number,
  input: InterviewInput,
): Promise<Result<InterviewRow>> {
  const { data, error, status } = await client.rpc('schedule_interview', {
    application_id: applicationId,
    ...scheduleArgs(input),
  });
  return error ? fail(error, status) : ok(data);
}

/** The employer moves an interview they last saw at `version` (the candidate answers again). */
export async function rescheduleInterview(
  client: GlobalHireClient,
  interview: { id: number; version: number },
  input: InterviewInput,
): Promise<Result<InterviewRow>> {
  const { data, error, status } = await client.rpc('reschedule_interview', {
    interview_id: interview.id,
    expected_version: interview.version,
    ...scheduleArgs(input),
  });
  return error ? fail(error, status) : ok(data);
}

/** The employer cancels with a reason the candidate reads. */
export async function cancelInterview(
  client: GlobalHireClient,
  interview: { id: number; version: number },
  reason: string,
): Promise<Result<InterviewRow>> {
  const { data, error, status } = await client.rpc('cancel_interview', {
    interview_id: interview.id,
    expected_version: interview.version,
    reason,
  });
  return error ? fail(error, status) : ok(data);
}

/**
 * The candidate accepts, declines (optional reason) or asks for another time (a message). Their
 * browser's zone is kept so later emails give times in it.
 */
export async function respondToInterview(
  client: GlobalHireClient,
  interview: { id: number; version: number },
  response: InterviewResponse,
  options: { message?: string; timeZone?: string } = {},
): Promise<Result<InterviewRow>> {
  const { data, error, status } = await client.rpc('respond_to_interview', {
    interview_id: interview.id,
    expected_version: interview.version,
    response,
    message: options.message?.trim() || undefined,
    time_zone: options.timeZone && canonicalTimeZone(options.timeZone),
  });
  return error ? fail(error, status) : ok(data);
}
