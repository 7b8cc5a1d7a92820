import { HttpResponse } from 'msw';
import type { ApplicationRow } from '../mutations/applications';
import type {
  MyApplicationWithHistory,
  MyInterview,
  MyVisaCase,
  SavedJob,
} from '../queries/candidate';
import type { Profile } from '../queries/profile';
import type { JobSummary } from '../queries/job-shapes';
import type { Database, Tables } from '../database.types';
import { profiles } from './fixtures/accounts';
import { application } from './fixtures/applications';
import { myApplications, myInterviews, myVisaCases, savedJobs } from './fixtures/candidate';
import { jobSummaries } from './fixtures/jobs';
import { profileWriteCall } from './profile-writes';
import { defineCall, param } from './scenario';
import {
  countResponse,
  restUrl,
  rowsResponse,
  rpcResponse,
  rpcUrl,
  storageUrl,
  writeResponse,
} from './wire';

/** `eq.5` → '5'; undefined when the filter is absent or is another operator. */
const eqValue = (url: URL, name: string) => {
  const value = param(url, name);
  return value?.startsWith('eq.') ? value.slice(3) : undefined;
};

/** The JSON body a write sent. */
const sent = async <T>(request: Request) => (await request.clone().json()) as Partial<T>;

const visaCaseRow: Tables<'visa_cases'> = {
  id: 4,
  candidate_id: profiles.candidate.id,
  job_id: null,
  application_id: null,
  employer_id: null,
  destination_country: 'ireland',
  visa_type: 'Critical Skills Employment Permit',
  status: 'requested',
  notes: null,
  assigned_to: null,
  template_id: null,
  version: 1,
  created_at: '2026-03-10T09:00:00+00:00',
  updated_at: '2026-03-10T09:00:00+00:00',
};

const visaDocumentRow = (id: number): Tables<'visa_case_documents'> => {
  const document = myVisaCases
    .flatMap((c) => c.documents.map((d) => ({ ...d, case_id: c.id })))
    .find((d) => d.id === id);
  return {
    id,
    case_id: document?.case_id ?? 3,
    name: document?.name ?? 'Document',
    required: document?.required ?? true,
    received: false,
    file_path: null,
    status: 'uploaded',
    review_reason: null,
    due_date: null,
    uploaded_at: '2026-03-10T09:00:00+00:00',
    reviewed_at: null,
    created_at: '2026-02-10T09:00:00+00:00',
    updated_at: '2026-03-10T09:00:00+00:00',
    owner: 'candidate',
    step_id: null,
  };
};

/** Storage's answer to an upload: the object's key under the bucket. */
const uploaded = (request: Request) => {
  const key = decodeURIComponent(
    new URL(request.url).pathname.split('/storage/v1/object/')[1] ?? '',
  );
  return HttpResponse.json({ Key: key, Id: '7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f' });
};

/** Mocks for the applicant panel: saved jobs, applications, interviews, visa case, CV and account. */
export const candidateHandlers = {
  savedJobs: defineCall<SavedJob[]>({
    method: 'get',
    url: restUrl('saved_jobs'),
    matches: (url) => (param(url, 'select') ?? '').includes('job:jobs'),
    // The table's rows; a closed job's name comes from my_saved_job_states (alertHandlers).
    respond: (request, rows) =>
      rowsResponse(
        request,
        rows.map(({ closed: _closed, ...row }) => row),
      ),
    fixture: savedJobs,
    empty: [],
  }),
  unsaveJob: defineCall<null>({
    method: 'delete',
    url: restUrl('saved_jobs'),
    respond: (request) => writeResponse(request, []),
    fixture: null,
    empty: null,
  }),
  myApplications: defineCall<MyApplicationWithHistory[]>({
    method: 'get',
    url: restUrl('applications'),
    matches: (url) => (param(url, 'select') ?? '').includes('events:application_events'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: myApplications,
    empty: [],
  }),
  /**
   * Why jobs the candidate applied to are no longer listed (my_application_job_states). By
   * default it names none, so such an application reads as "no longer listed".
   */
  myApplicationJobStates: defineCall<
    Database['public']['Functions']['my_application_job_states']['Returns']
  >({
    method: 'post',
    url: rpcUrl('my_application_job_states'),
    respond: (request, rows) => rpcResponse(request, rows),
    fixture: [],
    empty: [],
  }),
  /** The candidate withdraws: the row comes back with the status sent. */
  withdrawApplication: defineCall<ApplicationRow>({
    method: 'patch',
    url: restUrl('applications'),
    respond: async (request, row) => {
      const id = Number(eqValue(new URL(request.url), 'id') ?? row.id);
      const known = myApplications.find((a) => a.id === id);
      return writeResponse(request, [
        {
          ...row,
          id,
          job_id: known?.job_id ?? row.job_id,
          created_at: known?.created_at ?? row.created_at,
          updated_at: '2026-03-10T12:00:00+00:00',
          ...(await sent<ApplicationRow>(request)),
        },
      ]);
    },
    fixture: application,
    empty: application,
  }),
  myInterviews: defineCall<MyInterview[]>({
    method: 'get',
    url: restUrl('interviews'),
    matches: (url) => !(param(url, 'select') ?? '').includes('candidate:profile_details'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: myInterviews,
    empty: [],
  }),
  myVisaCases: defineCall<MyVisaCase[]>({
    method: 'get',
    url: restUrl('visa_cases'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: myVisaCases,
    empty: [],
  }),
  /** public.recommended_jobs as job cards: live jobs the candidate has not applied to, up to max_results. */
  recommendedJobs: defineCall<JobSummary[]>({
    method: 'post',
    url: rpcUrl('recommended_jobs'),
    respond: async (request, jobs) => {
      const { max_results } = await sent<{ max_results: number }>(request);
      return rpcResponse(request, jobs.slice(0, max_results ?? 10));
    },
    fixture: jobSummaries.filter((job) => !myApplications.some((a) => a.job_id === job.id)),
    empty: [],
  }),
  requestVisaSupport: defineCall<Tables<'visa_cases'>>({
    method: 'post',
    url: restUrl('visa_cases'),
    respond: async (request, row) =>
      writeResponse(request, [{ ...row, ...(await sent<Tables<'visa_cases'>>(request)) }]),
    fixture: visaCaseRow,
    empty: visaCaseRow,
  }),
  /** Attaching an uploaded file to a checklist item: the document with its new file path. */
  attachVisaDocument: defineCall<null>({
    method: 'patch',
    url: restUrl('visa_case_documents'),
    respond: async (request) => {
      const id = Number(eqValue(new URL(request.url), 'id') ?? 0);
      return writeResponse(request, [
        { ...visaDocumentRow(id), ...(await sent<Tables<'visa_case_documents'>>(request)) },
      ]);
    },
    fixture: null,
    empty: null,
  }),
  uploadVisaDocument: defineCall<null>({
    method: 'post',
    url: `${storageUrl('object/visa-documents')}/*`,
    respond: (request) => uploaded(request),
    fixture: null,
    empty: null,
  }),
  /** The applicant's own profile saved: the candidate with the fields sent. */
  updateCandidateProfile: profileWriteCall(
    async (request, row) => ({ ...row, ...(await sent<Profile>(request)) }),
    profiles.candidate,
  ),
  /** How many applications were sent with a CV (a CV on an application is kept when replaced). */
  cvOnApplications: defineCall<number>({
    method: 'head',
    url: restUrl('applications'),
    matches: (url) => url.searchParams.has('cv_path'),
    respond: (_request, count) => countResponse(count),
    fixture: 0,
    empty: 0,
  }),
  /** Storage removal answers the objects it deleted. */
  removeFiles: defineCall<null>({
    method: 'delete',
    url: `${storageUrl('object')}/:bucket`,
    respond: async (request) => {
      const { prefixes = [] } = (await request.clone().json()) as { prefixes?: string[] };
      return HttpResponse.json(
        prefixes.map((name) => ({
          name,
          bucket_id: new URL(request.url).pathname.split('/').pop(),
          id: name,
        })),
      );
    },
    fixture: null,
    empty: null,
  }),
  /** A folder listing: the user's files in one bucket. */
  listFiles: defineCall<string[]>({
    method: 'post',
    url: `${storageUrl('object/list')}/:bucket`,
    respond: (_request, names) =>
      HttpResponse.json(
        names.map((name) => ({
          name,
          id: name,
          updated_at: '2026-03-01T09:00:00+00:00',
          created_at: '2026-03-01T09:00:00+00:00',
          last_accessed_at: null,
          metadata: {},
        })),
      ),
    fixture: [],
    empty: [],
  }),
  deleteMyAccount: defineCall<null>({
    method: 'post',
    url: rpcUrl('delete_my_account'),
    respond: () => new HttpResponse(null, { status: 204 }),
    fixture: null,
    empty: null,
  }),
};
