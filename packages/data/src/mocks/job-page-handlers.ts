import type { ClosedJob } from '../queries/closed-and-similar-jobs';
import type { JobSummary } from '../queries/jobs';
import { closedJob, similarJobs } from './fixtures/closed-jobs';
import { defineCall } from './scenario';
import { rpcResponse, rpcUrl } from './wire';

const { company: closedCompany, ...closedFields } = closedJob;

/** Mocks for a job page's closed-job fallback and its similar live jobs. */
export const jobPageHandlers = {
  /** public.closed_job: a job that went live once and has expired or been taken down. */
  closedJob: defineCall<ClosedJob | null>({
    method: 'post',
    url: rpcUrl('closed_job'),
    respond: (request, job) => {
      if (!job) return rpcResponse(request, []);
      const { company, ...fields } = job;
      return rpcResponse(request, [
        {
          ...fields,
          company_name: company?.company_name ?? null,
          company_slug: company?.slug ?? null,
        },
      ]);
    },
    fixture: { ...closedFields, company: closedCompany },
    empty: null,
  }),
  /** public.similar_jobs: live jobs like the one on the page, most relevant first. */
  similarJobs: defineCall<JobSummary[]>({
    method: 'post',
    url: rpcUrl('similar_jobs'),
    respond: (request, jobs) =>
      rpcResponse(
        request,
        jobs.map(({ company, ...fields }, index) => ({
          ...fields,
          company_name: company?.company_name ?? null,
          company_slug: company?.slug ?? null,
          score: jobs.length - index,
        })),
      ),
    fixture: similarJobs,
    empty: [],
  }),
};
