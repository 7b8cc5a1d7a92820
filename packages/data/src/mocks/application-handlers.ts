import { HttpResponse } from 'msw';
import type { ApplicationRow } from '../mutations/applications';
import type { UploadedFile } from '../mutations/storage';
import type { EmployerPublicProfile } from '../queries/employers';
import type { MyApplication } from '../queries/myApplication';
import { application, employers } from './fixtures/applications';
import { defineCall, param } from './scenario';
import { restUrl, rowsResponse, rpcUrl, storageUrl, writeResponse } from './wire';

const myApplication: MyApplication = {
  id: application.id,
  job_id: application.job_id,
  status: application.status,
  created_at: application.created_at,
};

/** Mocks for a candidate applying from a job page, job views and the employer directory. */
export const applicationHandlers = {
  myApplication: defineCall<MyApplication | null>({
    method: 'get',
    url: restUrl('applications'),
    matches: (url) => url.searchParams.has('candidate_id') && url.searchParams.has('job_id'),
    respond: (request, row) => rowsResponse(request, row ? [row] : []),
    fixture: myApplication,
    empty: null,
  }),
  applyToJob: defineCall<ApplicationRow>({
    method: 'post',
    url: restUrl('applications'),
    // The stored row echoes what was sent, as the database would; the trigger's CV fallback aside.
    respond: async (request, row) => {
      const sent = (await request.clone().json()) as Partial<ApplicationRow>;
      return writeResponse(request, [
        { ...row, job_id: sent.job_id ?? row.job_id, cover_letter: sent.cover_letter ?? null, cv_path: sent.cv_path ?? row.cv_path },
      ]);
    },
    fixture: application,
    empty: application,
  }),
  uploadCv: defineCall<UploadedFile | null>({
    method: 'post',
    url: `${storageUrl('object/cvs')}/*`,
    respond: (request) => {
      const key = decodeURIComponent(new URL(request.url).pathname.split('/storage/v1/object/')[1] ?? '');
      return HttpResponse.json({ Key: key, Id: '5f3a7c9e-1b2d-4e6f-8a9b-0c1d2e3f4a5b' });
    },
    fixture: null,
    empty: null,
  }),
  /** current_company_slug(old_slug): the renamed company's slug now, or null. */
  currentCompanySlug: defineCall<string | null>({
    method: 'post',
    url: rpcUrl('current_company_slug'),
    respond: (_request, slug) => HttpResponse.json(slug),
    // By default no slug was ever renamed; a story passes the current slug to redirect.
    fixture: null,
    empty: null,
  }),
  recordJobView: defineCall<number>({
    method: 'post',
    url: rpcUrl('record_job_view'),
    respond: (_request, views) => HttpResponse.json(views),
    fixture: 1,
    empty: 0,
  }),
  employers: defineCall<EmployerPublicProfile[]>({
    method: 'get',
    url: restUrl('profiles'),
    matches: (url) => param(url, 'slug') === 'not.is.null',
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: employers,
    empty: [],
  }),
};
