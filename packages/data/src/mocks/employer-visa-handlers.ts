import { HttpResponse } from 'msw';
import type { EmployerVisaStep } from '../queries/employer-visa-steps';
import { employerVisaSteps } from './fixtures/visa-cases';
import { defineCall, param } from './scenario';
import { restUrl, rowsResponse, storageUrl, writeResponse } from './wire';

const forEmployer = (url: URL) => param(url, 'owner') === 'eq.employer';
const sent = async (request: Request) => (await request.clone().json()) as Record<string, unknown>;

/** Mocks for the hiring employer's own visa steps: the read, Mark done and a document's upload. */
export const employerVisaHandlers = {
  employerVisaSteps: defineCall<EmployerVisaStep[]>({
    method: 'get',
    url: restUrl('visa_case_steps'),
    matches: forEmployer,
    respond: (request, rows) => {
      const ids = (param(new URL(request.url), 'case_id') ?? '')
        .replace(/^in\.\(|\)$/g, '')
        .split(',')
        .filter(Boolean)
        .map(Number);
      return rowsResponse(request, ids.length ? rows.filter((s) => ids.includes(s.case_id)) : rows);
    },
    fixture: employerVisaSteps,
    empty: [],
  }),
  /** Mark done: the step answered done, now. */
  completeEmployerVisaStep: defineCall<string>({
    method: 'patch',
    url: restUrl('visa_case_steps'),
    respond: (request, doneAt) => {
      const id = Number((param(new URL(request.url), 'id') ?? '').replace(/^eq\./, ''));
      return writeResponse(request, [{ id, done: true, done_at: doneAt }]);
    },
    fixture: '2026-03-09T09:00:00+00:00',
    empty: '2026-03-09T09:00:00+00:00',
  }),
  /** The file in the case's folder, then its record, uploaded for GlobalHire to review. */
  uploadEmployerVisaFile: defineCall<null>({
    method: 'post',
    url: `${storageUrl('object/visa-documents/cases')}/*`,
    respond: (request) =>
      HttpResponse.json({
        Key: decodeURIComponent(
          new URL(request.url).pathname.split('/storage/v1/object/')[1] ?? '',
        ),
        Id: '5d2a6c1e-3b4f-4a7d-9c8e-1f0a2b3c4d5e',
      }),
    fixture: null,
    empty: null,
  }),
  addEmployerVisaDocument: defineCall<number>({
    method: 'post',
    url: restUrl('visa_case_documents'),
    respond: async (request, id) =>
      writeResponse(request, [{ id, status: 'uploaded', ...(await sent(request)) }]),
    fixture: 331,
    empty: 331,
  }),
};
