import { http, HttpResponse } from 'msw';
import type {
  AdminVisaCase,
  AdminVisaCaseDetail,
  EmployerVisaProgress,
  VisaRouteTemplate,
} from '../queries/visa-cases';
import {
  adminVisaCaseDetail,
  adminVisaCases,
  employerVisaProgress,
  visaRouteTemplates,
} from './fixtures/visa-cases';
import { defineCall, param } from './scenario';
import {
  MOCK_SUPABASE_URL,
  postgrestError,
  restUrl,
  rowsResponse,
  rpcResponse,
  rpcUrl,
  storageUrl,
} from './wire';

const selectOf = (url: URL) => param(url, 'select') ?? '';
const tableOf = (url: URL) => url.pathname.split('/rest/v1/')[1] ?? '';
const detailTables = ['visa_case_steps', 'visa_case_documents', 'visa_case_notes'];

/** The case list answered with `stage=eq.`, `assigned_to=is.null` and the search applied. */
function listResponse(request: Request, rows: AdminVisaCase[]): Response {
  const url = new URL(request.url);
  const stage = param(url, 'stage')?.replace(/^eq\./, '');
  const assigned = param(url, 'assigned_to');
  const words = [
    ...url.searchParams
      .getAll('or')
      .join(' ')
      .matchAll(/\*([^*"]+)\*/g),
  ].map((m) => m[1]!.toLowerCase());
  const result = rows.filter(
    (row) =>
      (!stage || row.stage === stage) &&
      (!assigned ||
        (assigned === 'is.null'
          ? row.assigned_to === null
          : `eq.${row.assigned_to}` === assigned)) &&
      words.every((word) =>
        [row.candidate_first_name, row.candidate_last_name, row.candidate_email]
          .join(' ')
          .toLowerCase()
          .includes(word),
      ),
  );
  return rowsResponse(request, result);
}

/** Mocks for visa cases: the admin's list and case screen, the actions, the employer's view. */
export const visaHandlers = {
  adminVisaCases: defineCall<AdminVisaCase[]>({
    method: 'get',
    url: restUrl('visa_case_summaries'),
    matches: (url) => !selectOf(url).includes('template_id'),
    respond: listResponse,
    fixture: adminVisaCases,
    empty: [],
  }),
  /** The case screen's four reads (summary, steps, documents, notes) from one fixture. */
  adminVisaCase: defineCall<AdminVisaCaseDetail | null>({
    method: 'get',
    url: `${MOCK_SUPABASE_URL}/rest/v1/:table`,
    matches: (url) =>
      (tableOf(url) === 'visa_case_summaries' && selectOf(url).includes('template_id')) ||
      (detailTables.includes(tableOf(url)) && param(url, 'owner') === null),
    respond: (request, detail) => {
      const table = tableOf(new URL(request.url));
      if (table === 'visa_case_steps') return rowsResponse(request, detail?.steps ?? []);
      if (table === 'visa_case_documents') return rowsResponse(request, detail?.documents ?? []);
      if (table === 'visa_case_notes') return rowsResponse(request, detail?.notes ?? []);
      if (!detail) return rowsResponse(request, []);
      const { steps: _steps, documents: _documents, notes: _notes, ...summary } = detail;
      return rowsResponse(request, [summary]);
    },
    fixture: adminVisaCaseDetail,
    empty: null,
  }),
  visaRouteTemplates: defineCall<VisaRouteTemplate[]>({
    method: 'get',
    url: restUrl('visa_route_templates'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: visaRouteTemplates,
    empty: [],
  }),
  /** Every admin action (visa_case_take, _start, ...) answers with the next version. */
  visaCaseAction: defineCall<number>({
    method: 'post',
    url: `${MOCK_SUPABASE_URL}/rest/v1/rpc/:fn`,
    matches: (url) => url.pathname.split('/rpc/')[1]?.startsWith('visa_case_') ?? false,
    respond: (_request, version) => HttpResponse.json(version),
    fixture: adminVisaCaseDetail.version + 1,
    empty: adminVisaCaseDetail.version + 1,
  }),
  visaDocumentUrl: defineCall<string>({
    method: 'post',
    url: storageUrl('object/sign/visa-documents/*'),
    respond: (_request, signedURL) => HttpResponse.json({ signedURL }),
    fixture: '/object/sign/visa-documents/passport.pdf?token=mock',
    empty: '',
  }),
  employerVisaProgress: defineCall<EmployerVisaProgress[]>({
    method: 'post',
    url: rpcUrl('employer_visa_progress'),
    respond: (request, rows) => rpcResponse(request, rows),
    fixture: employerVisaProgress,
    empty: [],
  }),
};

/** Another admin changed the case first: every action is refused as the database refuses it. */
export const visaCaseConflict = () =>
  http.post(`${MOCK_SUPABASE_URL}/rest/v1/rpc/:fn`, ({ request }) =>
    new URL(request.url).pathname.split('/rpc/')[1]?.startsWith('visa_case_')
      ? postgrestError(409, {
          code: '40001',
          message:
            'Another admin changed this case while you were looking at it. Reload it to see their change, then try again.',
        })
      : undefined,
  );
