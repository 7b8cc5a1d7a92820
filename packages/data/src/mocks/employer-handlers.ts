import { HttpResponse, http } from 'msw';
import type { EmployerPlanStatus } from '../queries/dashboards';
import type { EditableJob, EmployerJob } from '../queries/employer-jobs';
import type { EmployerApplicant } from '../queries/employer-applicants';
import type { PlanRequest } from '../queries/employer-plans';
import type { ApplicationRow } from '../mutations/applications';
import type { JobRow } from '../mutations/jobs';
import type { Profile } from '../queries/profile';
import type { Tables } from '../database.types';
import { profiles } from './fixtures/accounts';
import { application } from './fixtures/applications';
import { editableJob, employerApplicants, employerJobs, jobRow, myPlan } from './fixtures/employer';
import { profileWriteCall } from './profile-writes';
import { defineCall, param } from './scenario';
import { postgrestError, restUrl, rowsResponse, rpcResponse, rpcUrl, storageUrl, writeResponse } from './wire';

/** `eq.5` → '5'; undefined when the filter is absent or is another operator. */
const eqValue = (url: URL, name: string) => {
  const value = param(url, name);
  return value?.startsWith('eq.') ? value.slice(3) : undefined;
};

/** The JSON body a write sent. */
const sent = async <T>(request: Request) => (await request.clone().json()) as Partial<T>;

const subscriptionRow: Tables<'subscriptions'> = {
  id: 7,
  employer_id: profiles.employer.id,
  plan: 'enterprise',
  status: 'requested',
  period_start: null,
  period_end: null,
  created_at: '2026-03-10T09:00:00+00:00',
  updated_at: '2026-03-10T09:00:00+00:00',
};

// A free plan has no paid period, so my_plan answers nulls the type generator cannot know about.
const freePlan = {
  plan: 'free', posting_limit: 1, visibility_days: 7, featured_slots: 0, active_postings: 0, period_end: null, days_left: null,
} as unknown as EmployerPlanStatus;

/** Mocks for the employer panel: job list, applicants, plan, and every write those screens make. */
export const employerHandlers = {
  /** The admin's reasons for the employer's rejected jobs (read after the job list). */
  employerRejectionReasons: defineCall<EmployerJob[]>({
    method: 'get',
    url: restUrl('jobs'),
    matches: (url) => url.searchParams.has('company_id') && url.searchParams.get('approved') === 'eq.false',
    respond: (request, jobs) =>
      rowsResponse(
        request,
        jobs.filter((job) => job.lifecycle === 'rejected').map((job) => ({ id: job.id, rejection_reason: job.rejectionReason ?? null })),
      ),
    fixture: employerJobs,
    empty: [],
  }),
  employerJobs: defineCall<EmployerJob[]>({
    method: 'get',
    url: restUrl('job_summaries'),
    matches: (url) => url.searchParams.has('company_id'),
    // job_summaries rows as the view names its columns, narrowed by the lifecycle filter.
    respond: (request, jobs) => {
      const lifecycle = eqValue(new URL(request.url), 'lifecycle');
      const rows = jobs
        .filter((job) => !lifecycle || job.lifecycle === lifecycle)
        .map((job) => ({
          id: job.id,
          title: job.title,
          lifecycle: job.lifecycle,
          location: job.location,
          country: job.country,
          category: job.category,
          featured: job.featured,
          applications_count: job.applications,
          new_applications_count: job.newApplications,
          view_count: job.views,
          created_at: job.createdAt,
          published_at: job.publishedAt,
          expires_at: job.expiresAt,
          approval_held_at: job.approvalHeld ? job.createdAt : null,
          taken_down_at: job.takenDown ? job.createdAt : null,
        }));
      return rowsResponse(request, rows);
    },
    fixture: employerJobs,
    empty: [],
  }),
  employerJob: defineCall<EditableJob | null>({
    method: 'get',
    url: restUrl('jobs'),
    matches: (url) => url.searchParams.has('id') && url.searchParams.has('company_id'),
    respond: (request, job) => {
      const id = Number(eqValue(new URL(request.url), 'id'));
      return rowsResponse(request, job ? [{ ...job, id }] : []);
    },
    fixture: editableJob,
    empty: null,
  }),
  employerApplicants: defineCall<EmployerApplicant[]>({
    method: 'get',
    url: restUrl('applications'),
    matches: (url) => url.searchParams.has('job.company_id'),
    respond: (request, rows) => {
      const url = new URL(request.url);
      const jobId = eqValue(url, 'job_id');
      const status = eqValue(url, 'status');
      return rowsResponse(
        request,
        rows.filter((row) => (!jobId || String(row.job_id) === jobId) && (!status || row.status === status)),
      );
    },
    fixture: employerApplicants,
    empty: [],
  }),
  myPlan: defineCall<EmployerPlanStatus>({
    method: 'post',
    url: rpcUrl('my_plan'),
    respond: (request, plan) => rpcResponse(request, [plan]),
    fixture: myPlan,
    empty: freePlan,
  }),
  planRequests: defineCall<PlanRequest[]>({
    method: 'get',
    url: restUrl('subscriptions'),
    matches: (url) => url.searchParams.has('employer_id'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: [],
    empty: [],
  }),
  employerPostJob: defineCall<JobRow>({
    method: 'post',
    url: restUrl('jobs'),
    respond: async (request, row) => writeResponse(request, [{ ...row, ...(await sent<JobRow>(request)) }]),
    fixture: jobRow,
    empty: jobRow,
  }),
  /** The stored job setJobStatus checks before publishing a draft (a complete job by default). */
  employerJobToPublish: defineCall<JobRow>({
    method: 'get',
    url: restUrl('jobs'),
    matches: (url) => url.searchParams.get('select') === '*' && url.searchParams.has('id'),
    respond: (request, row) => {
      const id = Number(eqValue(new URL(request.url), 'id') ?? row.id);
      return rowsResponse(request, [{ ...row, id }]);
    },
    fixture: jobRow,
    empty: { ...jobRow, category: null, country: null, description: '', location: '' },
  }),
  employerUpdateJob: defineCall<JobRow>({
    method: 'patch',
    url: restUrl('jobs'),
    respond: async (request, row) => {
      const id = Number(eqValue(new URL(request.url), 'id') ?? row.id);
      return writeResponse(request, [{ ...row, id, ...(await sent<JobRow>(request)) }]);
    },
    fixture: jobRow,
    empty: jobRow,
  }),
  employerDeleteJob: defineCall<null>({
    method: 'delete',
    url: restUrl('jobs'),
    respond: (request) => writeResponse(request, []),
    fixture: null,
    empty: null,
  }),
  employerApplicationStatus: defineCall<ApplicationRow>({
    method: 'patch',
    url: restUrl('applications'),
    respond: async (request, row) => {
      const id = Number(eqValue(new URL(request.url), 'id') ?? row.id);
      return writeResponse(request, [{ ...row, id, ...(await sent<ApplicationRow>(request)) }]);
    },
    fixture: application,
    empty: application,
  }),
  employerCompanyProfile: profileWriteCall(
    async (request, row) => ({ ...row, ...(await sent<Profile>(request)) }),
    profiles.employer,
  ),
  employerRequestPlan: defineCall<Tables<'subscriptions'>>({
    method: 'post',
    url: restUrl('subscriptions'),
    respond: async (request, row) => writeResponse(request, [{ ...row, ...(await sent<Tables<'subscriptions'>>(request)) }]),
    fixture: subscriptionRow,
    empty: subscriptionRow,
  }),
  employerCancelPlanRequest: defineCall<Pick<Tables<'subscriptions'>, 'id'>[]>({
    method: 'patch',
    url: restUrl('subscriptions'),
    // The employer asks back only the id; an admin's decision asks for the plan too.
    matches: (url) => param(url, 'select') === 'id',
    respond: (request, rows) => writeResponse(request, rows),
    fixture: [{ id: subscriptionRow.id }],
    empty: [],
  }),
  cvDownloadUrl: defineCall<null>({
    method: 'post',
    url: `${storageUrl('object/sign/cvs')}/*`,
    respond: (request) => {
      const path = new URL(request.url).pathname.split('/storage/v1')[1] ?? '';
      return HttpResponse.json({ signedURL: `${path}?token=mock-signed-token` });
    },
    fixture: null,
    empty: null,
  }),
};

/** The database's answer when a posting would go over the plan's limit (Premium: 5 active postings). */
export const planLimitReached = (plan = 'Premium', limit = 5) =>
  http.post(restUrl('jobs'), () =>
    postgrestError(400, {
      code: 'P0001',
      message: `Your ${plan} plan allows ${limit} active job posting${limit === 1 ? '' : 's'}. Upgrade your plan to post more.`,
      hint: 'plan_limit_reached',
    }),
  );
