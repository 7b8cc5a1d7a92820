import { http, HttpResponse } from 'msw';
import type { ClosedSavedJob } from '../queries/candidate';
import type { JobAlert } from '../queries/job-alerts';
import { savedJobs } from './fixtures/candidate';
import { jobAlerts } from './fixtures/job-alerts';
import { defineCall, param } from './scenario';
import { postgrestError, restUrl, rowsResponse, rpcResponse, rpcUrl, writeResponse } from './wire';

/** The JSON body a write sent. */
const sent = async <T>(request: Request) => (await request.clone().json()) as Partial<T>;

const idOf = (request: Request) =>
  Number(param(new URL(request.url), 'id')?.replace(/^eq\./, '') ?? 0);

type SavedJobState = ClosedSavedJob['state'] | 'live';

/** Mocks for saving jobs and for job alerts (saved searches). */
export const alertHandlers = {
  /** What my_saved_job_states answers for the candidate's saved jobs (names the closed ones). */
  savedJobStates: defineCall<
    {
      job_id: number;
      title: string;
      company_name: string | null;
      location: string;
      state: SavedJobState;
      has_page: boolean;
    }[]
  >({
    method: 'post',
    url: rpcUrl('my_saved_job_states'),
    respond: (request, rows) => rpcResponse(request, rows),
    fixture: savedJobs.map((saved) =>
      saved.job
        ? {
            job_id: saved.job_id,
            title: saved.job.title,
            company_name: saved.job.company?.company_name ?? null,
            location: saved.job.location,
            state: 'live' as const,
            has_page: true,
          }
        : { job_id: saved.job_id, ...saved.closed! },
    ),
    empty: [],
  }),
  /** The ids of the jobs the candidate saved (the Save / Saved toggles). */
  savedJobIds: defineCall<number[]>({
    method: 'get',
    url: restUrl('saved_jobs'),
    matches: (url) => param(url, 'select') === 'job_id',
    respond: (request, ids) =>
      rowsResponse(
        request,
        ids.map((job_id) => ({ job_id })),
      ),
    fixture: savedJobs.map((saved) => saved.job_id),
    empty: [],
  }),
  saveJob: defineCall<null>({
    method: 'post',
    url: restUrl('saved_jobs'),
    respond: (request) => writeResponse(request, []),
    fixture: null,
    empty: null,
  }),
  jobAlerts: defineCall<JobAlert[]>({
    method: 'get',
    url: restUrl('job_alerts'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: jobAlerts,
    empty: [],
  }),
  /** A new alert comes back with the fields sent. */
  createJobAlert: defineCall<JobAlert>({
    method: 'post',
    url: restUrl('job_alerts'),
    respond: async (request, row) => {
      const { candidate_id: _owner, ...fields } = (await sent<JobAlert & { candidate_id: string }>(
        request,
      )) as Partial<JobAlert & { candidate_id: string }>;
      return writeResponse(request, [
        { ...row, ...fields, id: 10, active: true, last_sent_at: null },
      ]);
    },
    fixture: { ...jobAlerts[0]!, created_at: '2026-03-10T09:00:00+00:00' },
    empty: { ...jobAlerts[0]!, created_at: '2026-03-10T09:00:00+00:00' },
  }),
  /** An edited alert comes back with the changes sent. */
  updateJobAlert: defineCall<JobAlert[]>({
    method: 'patch',
    url: restUrl('job_alerts'),
    respond: async (request, rows) => {
      const row = rows.find((alert) => alert.id === idOf(request)) ?? rows[0]!;
      return writeResponse(request, [{ ...row, ...(await sent<JobAlert>(request)) }]);
    },
    fixture: jobAlerts,
    empty: jobAlerts,
  }),
  deleteJobAlert: defineCall<null>({
    method: 'delete',
    url: restUrl('job_alerts'),
    respond: (request) => writeResponse(request, []),
    fixture: null,
    empty: null,
  }),
  /** The unsubscribe link: the name of the alert turned off, or null for an unknown or used token. */
  unsubscribeJobAlert: defineCall<string | null>({
    method: 'post',
    url: rpcUrl('unsubscribe_job_alert'),
    respond: (_request, name) => HttpResponse.json(name),
    fixture: 'Engineering jobs in Canada',
    empty: null,
  }),
};

/** The database's answer to a 21st alert (an account keeps at most 20). */
export const jobAlertLimitReached = () =>
  http.post(restUrl('job_alerts'), () =>
    postgrestError(400, {
      code: 'P0001',
      message:
        'You can keep up to 20 job alerts. Delete one you no longer need, then save this one.',
      hint: 'job_alert_limit',
    }),
  );
