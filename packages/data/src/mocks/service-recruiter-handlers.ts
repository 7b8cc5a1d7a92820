import type { HttpHandler } from 'msw';
import type {
  CandidateApplication,
  CaseloadCandidate,
  CaseloadEntry,
  Proposal,
  ProposalJob,
  ServiceNote,
} from '../service/types';
import { PROPOSAL_SELECT } from '../service/queries';
import {
  candidateApplications,
  candidateCitizenships,
  caseloadCandidate,
  caseloadEntries,
  cvVersionRows,
  proposalJobs,
  serviceNotes,
  serviceProposals,
  type CvVersionRows,
} from './fixtures/service-recruiter';
import { jobSummaries } from './fixtures/jobs';
import { defineCall, param } from './scenario';
import { postgrestError, restUrl, rowsResponse, writeResponse } from './wire';

// The recruiter's workspace in the managed service: the caseload, one candidate's profile,
// citizenships, CVs, applications, proposals and internal notes, and the recruiter's writes
// (propose, withdraw, add a note). Reads answer the given rows filtered as the database would;
// writes are not kept: the screens use the row a write answers with.

const selectOf = (url: URL) => (param(url, 'select') ?? '').replace(/\s/g, '');
const eqValue = (url: URL, name: string) => param(url, name)?.replace(/^eq\./, '');
const has = (url: URL, name: string) => url.searchParams.has(name);
/** The fixed instant a mocked write happens at, so pictures stay the same. */
const writtenAt = '2026-03-10T12:00:00.000Z';

async function bodyOf<T>(request: Request): Promise<Partial<T>> {
  const body = (await request.json().catch(() => ({}))) as unknown;
  return (Array.isArray(body) ? body[0] : body) as Partial<T>;
}

/** The job a new proposal embeds: a proposal fixture's job, else a search fixture's. */
function proposedJob(jobId: number): ProposalJob | null {
  const known = proposalJobs.find((job) => job.id === jobId);
  if (known) return known;
  const summary = jobSummaries.find((job) => job.id === jobId);
  if (!summary) return null;
  return {
    id: summary.id,
    title: summary.title,
    country: summary.country,
    region: null,
    city: summary.city,
    salary_min: summary.salary_min,
    salary_max: summary.salary_max,
    salary_currency: summary.salary_currency,
    salary_period: summary.salary_period,
    company: summary.company
      ? { company_name: summary.company.company_name, slug: summary.company.slug }
      : null,
  };
}

export const serviceRecruiterHandlers = {
  /** The recruiter's caseload (listCaseload with their id), filtered by status when asked. */
  recruiterCaseload: defineCall<CaseloadEntry[]>({
    method: 'get',
    url: restUrl('service_caseload'),
    matches: (url) => has(url, 'recruiter_id') && !has(url, 'candidate_id'),
    respond: (request, rows) => {
      const url = new URL(request.url);
      const recruiter = eqValue(url, 'recruiter_id');
      const status = eqValue(url, 'status');
      return rowsResponse(
        request,
        rows.filter(
          (row) => (!recruiter || row.recruiter_id === recruiter) && (!status || row.status === status),
        ),
      );
    },
    fixture: caseloadEntries,
    empty: [],
  }),
  /** One candidate of the caseload (getCaseloadCandidate): the caseload row and the profile's contact. */
  recruiterCandidate: defineCall<CaseloadCandidate | null>({
    method: 'get',
    url: `${restUrl('')}:table`,
    matches: (url) =>
      (url.pathname.endsWith('/service_caseload') && has(url, 'candidate_id')) ||
      (url.pathname.endsWith('/profile_details') && selectOf(url) === 'id,phone,experience_years'),
    respond: (request, candidate) => {
      if (!candidate) return rowsResponse(request, []);
      const { phone, experience_years, ...entry } = candidate;
      return request.url.includes('/service_caseload')
        ? rowsResponse(request, [entry])
        : rowsResponse(request, [{ id: candidate.candidate_id, phone, experience_years }]);
    },
    fixture: caseloadCandidate,
    empty: null,
  }),
  /** A caseload candidate's citizenships (getCandidateCitizenships); null: never given. */
  recruiterCitizenships: defineCall<{ citizenships: string[]; residence: string | null } | null>({
    method: 'get',
    url: restUrl('candidate_citizenships'),
    matches: (url) => has(url, 'candidate_id'),
    respond: (request, row) => rowsResponse(request, row ? [row] : []),
    fixture: candidateCitizenships,
    empty: null,
  }),
  /** A candidate's proposals (listProposals). */
  recruiterProposals: defineCall<Proposal[]>({
    method: 'get',
    url: restUrl('service_proposals'),
    matches: (url) => has(url, 'candidate_id') && selectOf(url) === PROPOSAL_SELECT.replace(/\s/g, ''),
    respond: (request, rows) => {
      const candidate = eqValue(new URL(request.url), 'candidate_id');
      return rowsResponse(
        request,
        rows.filter((row) => row.candidate_id === candidate),
      );
    },
    fixture: serviceProposals,
    empty: [],
  }),
  /** A candidate's applications (listCandidateApplications). */
  recruiterApplications: defineCall<CandidateApplication[]>({
    method: 'get',
    url: restUrl('applications'),
    matches: (url) => selectOf(url) === 'id,job_id,status,proposal_id,created_at',
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: candidateApplications,
    empty: [],
  }),
  /** The CVs a recruiter may send (listCvVersions): the profile's, then those sent with applications. */
  recruiterCvVersions: defineCall<CvVersionRows>({
    method: 'get',
    url: `${restUrl('')}:table`,
    matches: (url) =>
      (url.pathname.endsWith('/profile_details') && selectOf(url) === 'cv_path') ||
      (url.pathname.endsWith('/applications') && selectOf(url) === 'cv_path,created_at'),
    respond: (request, rows) =>
      request.url.includes('/profile_details')
        ? rowsResponse(request, [{ cv_path: rows.current }])
        : rowsResponse(request, rows.sent),
    fixture: cvVersionRows,
    empty: { current: null, sent: [] },
  }),
  /** Internal notes on a candidate (listServiceNotes). */
  recruiterNotes: defineCall<ServiceNote[]>({
    method: 'get',
    url: restUrl('service_notes'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: serviceNotes,
    empty: [],
  }),
  /** Proposing a job (proposeJob): the new proposal with its job, as the insert's read-back. */
  recruiterPropose: defineCall<Proposal>({
    method: 'post',
    url: restUrl('service_proposals'),
    respond: async (request, template) => {
      const body = await bodyOf<Proposal>(request);
      const jobId = Number(body.job_id ?? template.job_id);
      const row: Proposal = {
        ...template,
        id: 40,
        candidate_id: body.candidate_id ?? template.candidate_id,
        recruiter_id: body.recruiter_id ?? template.recruiter_id,
        job_id: jobId,
        status: 'proposed',
        reason: body.reason ?? template.reason,
        cv_path: body.cv_path ?? null,
        cover_letter: body.cover_letter ?? null,
        decline_reason: null,
        decided_at: null,
        application_id: null,
        created_at: writtenAt,
        job: proposedJob(jobId),
      };
      return writeResponse(request, [row]);
    },
    fixture: serviceProposals[0]!,
    empty: serviceProposals[0]!,
  }),
  /** Withdrawing an open proposal (withdrawProposal): no row when it is no longer open. */
  recruiterWithdrawProposal: defineCall<Proposal[]>({
    method: 'patch',
    url: restUrl('service_proposals'),
    respond: (request, rows) => {
      const url = new URL(request.url);
      const existing = rows.find((row) => String(row.id) === eqValue(url, 'id'));
      const open = existing && existing.status === 'proposed';
      return writeResponse(request, open ? [{ ...existing, status: 'withdrawn' }] : []);
    },
    fixture: serviceProposals,
    empty: [],
  }),
  /** Adding an internal note (addServiceNote): the note as stored. */
  recruiterAddNote: defineCall<ServiceNote>({
    method: 'post',
    url: restUrl('service_notes'),
    respond: async (request, template) => {
      const body = await bodyOf<ServiceNote>(request);
      return writeResponse(request, [
        {
          ...template,
          id: 20,
          candidate_id: body.candidate_id ?? template.candidate_id,
          author_id: body.author_id ?? template.author_id,
          proposal_id: body.proposal_id ?? null,
          body: body.body ?? template.body,
          created_at: writtenAt,
        },
      ]);
    },
    fixture: serviceNotes[0]!,
    empty: serviceNotes[0]!,
  }),
};

/** The database refusing a second open proposal of the same job to the same candidate. */
export const proposalAlreadyOpen = (): HttpHandler =>
  defineCall<null>({
    method: 'post',
    url: restUrl('service_proposals'),
    respond: () =>
      postgrestError(409, {
        code: '23505',
        message:
          'duplicate key value violates unique constraint "service_proposals_one_open_per_job"',
      }),
    fixture: null,
    empty: null,
  })();

/** Every call of the recruiter's workspace answered with its fixtures (the story's own come first). */
export const serviceRecruiterDefaults = (): HttpHandler[] =>
  Object.values(serviceRecruiterHandlers).map((call) => call());
