import { http, HttpResponse, type HttpHandler } from 'msw';
import { topCountrySlugs } from '../constants';
import type {
  BillingDetails,
  ConsentText,
  Enrolment,
  FeeJurisdiction,
  Invoice,
  MyService,
  Proposal,
  ServiceCharge,
  ServiceFee,
  ServiceOrder,
} from '../service/types';
import {
  billingDetails,
  feeJurisdictions,
  feeQuoteRows,
  myService,
  serviceCharges,
  serviceConsentText,
  serviceFees,
  serviceInvoices,
  serviceOrder,
  serviceProposals,
  type FeeQuoteRow,
} from './fixtures/service-candidate';
import { defineCall, param } from './scenario';
import {
  MOCK_SUPABASE_URL,
  postgrestError,
  restUrl,
  rowsResponse,
  rpcResponse,
  rpcUrl,
  writeResponse,
} from './wire';

// The managed service as a candidate's page calls it (@globalhire/data's service module): the
// consent text, their enrolment with its recruiter and consents, proposals, invoices, charges,
// the fee schedule and quote, and the writes (enrol, withdraw, decide, order). Reads answer from
// the given rows as the database would; writes answer with the row the database would return.
// A write whose caller reads back what it wrote (enrolling reloads the service; deciding reads
// the proposal) answers that read once, as profile writes do.

const table = (url: URL) => url.pathname.split('/rest/v1/')[1] ?? '';
const eqValue = (url: URL, name: string) => param(url, name)?.replace(/^eq\./, '');
const selectOf = (url: URL) => (param(url, 'select') ?? '').replace(/\s/g, '');
const isSingle = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
/** The fixed instant a mocked write happens at, so pictures stay the same. */
const writtenAt = '2026-03-12T10:00:00.000Z';
const RECRUITER_SELECT = 'first_name,last_name,email,phone';

async function bodyOf<T>(request: Request): Promise<Partial<T>> {
  const body = (await request
    .clone()
    .json()
    .catch(() => ({}))) as unknown;
  return (Array.isArray(body) ? body[0] : body) as Partial<T>;
}

/** One row, or none, as a read of it answers (`.single()`, `.maybeSingle()` or a list). */
const oneRow = (request: Request, row: unknown | null) =>
  isSingle(request)
    ? rpcResponse(request, row ? [row] : [])
    : rowsResponse(request, row ? [row] : []);

/** What getMyService reads: the enrolment, the consents, and the recruiter's name. */
function answerMyService(request: Request, service: MyService) {
  const url = new URL(request.url);
  switch (table(url)) {
    case 'service_enrolments':
      return oneRow(request, service.enrolment);
    case 'service_consents':
      return rowsResponse(request, service.consents);
    default:
      return oneRow(request, service.recruiter);
  }
}

const readsMyService = (url: URL) =>
  ['service_enrolments', 'service_consents'].includes(table(url)) ||
  (table(url) === 'profile_details' && selectOf(url) === RECRUITER_SELECT);

/** The service as enrolling left it, for the reload that follows (each table's read answered once). */
const enrolled = new Map<string, MyService>();
/** A decided proposal, for the read that follows the decision (answered once). */
const decided = new Map<string, Proposal>();

/** The database's refusals of the candidate's actions, with its words. */
export const serviceRefusals = {
  /** Approving without a CV on the profile (and none chosen by the recruiter). */
  cvMissing: () =>
    http.post(rpcUrl('decide_service_proposal'), () =>
      postgrestError(400, {
        code: '23514',
        message:
          'Upload your CV in My CV / Resume first: the employer receives it with the application.',
        hint: 'cv_missing',
      }),
    ),
  /** The job closed between the proposal and the approval. */
  jobClosed: () =>
    http.post(rpcUrl('decide_service_proposal'), () =>
      postgrestError(400, {
        code: '55000',
        message: 'This job is no longer open, so it cannot be applied to.',
      }),
    ),
  /** An admin published a new consent text while the form was open. */
  consentChanged: () =>
    http.post(rpcUrl('enrol_in_managed_service'), () =>
      postgrestError(400, {
        code: '22023',
        message: 'The consent text has changed. Read it again and confirm.',
      }),
    ),
};

export const serviceCandidateHandlers = {
  /** The newest consent text (getCurrentConsentText). */
  serviceConsentText: defineCall<ConsentText | null>({
    method: 'get',
    url: restUrl('service_consent_texts'),
    respond: (request, text) => oneRow(request, text),
    fixture: serviceConsentText,
    empty: null,
  }),
  /**
   * Enrolling (or changing one's targets): the enrolment with what was sent, active again. The
   * page then reloads the service, answered once with this enrolment, the call's recruiter and
   * its consents; before the other reads of the service, so it comes first.
   */
  enrolInService: defineCall<MyService>({
    method: 'all',
    url: `${MOCK_SUPABASE_URL}/rest/v1/*`,
    matches: (url, request) =>
      (request.method === 'POST' && table(url) === 'rpc/enrol_in_managed_service') ||
      (request.method === 'GET' && readsMyService(url) && enrolled.has(table(url))),
    respond: async (request, service) => {
      const url = new URL(request.url);
      if (request.method === 'GET') {
        const saved = enrolled.get(table(url))!;
        enrolled.delete(table(url));
        return answerMyService(request, saved);
      }
      const sent = await bodyOf<Record<string, unknown>>(request);
      const base = service.enrolment ?? myService.enrolled.enrolment!;
      const enrolment: Enrolment = {
        ...base,
        status: 'active',
        withdrawn_at: null,
        target_countries: (sent.target_countries as string[]) ?? base.target_countries,
        target_roles: (sent.target_roles as string[]) ?? base.target_roles,
        salary_min: (sent.salary_min as number | null) ?? null,
        salary_currency: (sent.salary_currency as string) || null,
        salary_period: (sent.salary_period as Enrolment['salary_period']) ?? 'year',
        consent_version: (sent.consent_version as number) ?? base.consent_version,
        updated_at: writtenAt,
      };
      const after = { ...service, enrolment };
      // The recruiter is read only when the enrolment names one: only then is its read kept.
      const reads = ['service_enrolments', 'service_consents'];
      if (enrolment.recruiter_id) reads.push('profile_details');
      for (const name of reads) enrolled.set(name, after);
      return HttpResponse.json(enrolment);
    },
    fixture: myService.enrolled,
    empty: myService.enrolled,
  }),
  /** The candidate's enrolment, consents and recruiter (getMyService). */
  myService: defineCall<MyService>({
    method: 'get',
    url: `${restUrl('')}:table`,
    matches: readsMyService,
    respond: answerMyService,
    fixture: myService.enrolled,
    empty: myService.notEnrolled,
  }),
  /** Withdrawing consent: the enrolment comes back withdrawn. */
  withdrawServiceConsent: defineCall<Enrolment>({
    method: 'post',
    url: rpcUrl('withdraw_managed_service_consent'),
    respond: (_request, enrolment) => HttpResponse.json(enrolment),
    fixture: myService.withdrawn.enrolment!,
    empty: myService.withdrawn.enrolment!,
  }),
  /**
   * Approving or declining one of these proposals; the read of the proposal that follows answers
   * it decided. A proposal already decided is refused as the database refuses it.
   */
  decideProposal: defineCall<Proposal[]>({
    method: 'all',
    url: `${MOCK_SUPABASE_URL}/rest/v1/*`,
    matches: (url, request) =>
      (request.method === 'POST' && table(url) === 'rpc/decide_service_proposal') ||
      (request.method === 'GET' &&
        table(url) === 'service_proposals' &&
        decided.has(eqValue(url, 'id') ?? '')),
    respond: async (request, proposals) => {
      const url = new URL(request.url);
      if (request.method === 'GET') {
        const id = eqValue(url, 'id')!;
        const proposal = decided.get(id)!;
        decided.delete(id);
        return oneRow(request, proposal);
      }
      const sent = await bodyOf<{ proposal_id: number; approve: boolean; decline_reason?: string }>(
        request,
      );
      const proposal = proposals.find((p) => p.id === sent.proposal_id);
      if (!proposal)
        return postgrestError(404, { code: 'P0002', message: 'This proposal was not found.' });
      if (proposal.status !== 'proposed') {
        return postgrestError(400, {
          code: '55000',
          message: `This proposal is already ${proposal.status}.`,
        });
      }
      const after: Proposal = sent.approve
        ? { ...proposal, status: 'approved', decided_at: writtenAt, application_id: 43 }
        : {
            ...proposal,
            status: 'declined',
            decided_at: writtenAt,
            decline_reason: sent.decline_reason?.trim() || null,
          };
      decided.set(String(after.id), after);
      const { job: _job, ...row } = after;
      return HttpResponse.json(row);
    },
    fixture: serviceProposals,
    empty: [],
  }),
  /** Proposals made to the candidate (listProposals), or one by id. */
  myProposals: defineCall<Proposal[]>({
    method: 'get',
    url: restUrl('service_proposals'),
    matches: (url) => selectOf(url).includes('job:jobs'),
    respond: (request, rows) => {
      const url = new URL(request.url);
      const id = eqValue(url, 'id');
      const candidate = eqValue(url, 'candidate_id');
      const found = rows.filter(
        (row) =>
          (id === undefined || String(row.id) === id) &&
          (candidate === undefined || row.candidate_id === candidate),
      );
      return isSingle(request) ? rpcResponse(request, found) : rowsResponse(request, found);
    },
    fixture: serviceProposals,
    empty: [],
  }),
  /** The candidate's invoices with their lines (listInvoices). */
  myInvoices: defineCall<Invoice[]>({
    method: 'get',
    url: restUrl('invoices'),
    matches: (url) => selectOf(url).includes('lines:invoice_lines'),
    respond: (request, rows) => {
      const url = new URL(request.url);
      const candidate = eqValue(url, 'candidate_id');
      const status = eqValue(url, 'status');
      return rowsResponse(
        request,
        rows.filter(
          (row) =>
            (!candidate || row.candidate_id === candidate) && (!status || row.status === status),
        ),
      );
    },
    fixture: serviceInvoices,
    empty: [],
  }),
  /** Every fee event of the candidate, invoiced or waived (listCharges). */
  myServiceCharges: defineCall<ServiceCharge[]>({
    method: 'get',
    url: restUrl('service_charges'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: serviceCharges,
    empty: [],
  }),
  /** The fee schedule (getFeeSchedule): active fees unless every one is asked for. */
  serviceFeeSchedule: defineCall<ServiceFee[]>({
    method: 'get',
    url: restUrl('service_fees'),
    respond: (request, rows) => {
      const activeOnly = param(new URL(request.url), 'active') === 'eq.true';
      return rowsResponse(request, activeOnly ? rows.filter((fee) => fee.active) : rows);
    },
    fixture: serviceFees,
    empty: [],
  }),
  /** Where charging work-seekers is restricted (listFeeJurisdictions), by country then region. */
  feeJurisdictions: defineCall<FeeJurisdiction[]>({
    method: 'get',
    url: restUrl('fee_jurisdictions'),
    respond: (request, rows) =>
      rowsResponse(
        request,
        [...rows].sort(
          (a, b) =>
            a.country.localeCompare(b.country) || (a.region ?? '').localeCompare(b.region ?? ''),
        ),
      ),
    fixture: feeJurisdictions,
    empty: [],
  }),
  /** Who invoices and where to pay (getBillingDetails). */
  billingDetails: defineCall<BillingDetails | null>({
    method: 'get',
    url: restUrl('billing_details'),
    respond: (request, row) => oneRow(request, row),
    fixture: billingDetails,
    empty: null,
  }),
  /**
   * What the candidate would owe per destination (getFeeQuote): the given rows (every
   * destination's by default) of the destinations asked, in the database's order.
   */
  serviceFeeQuote: defineCall<FeeQuoteRow[]>({
    method: 'post',
    url: rpcUrl('service_fee_quote'),
    respond: async (request, rows) => {
      const asked = ((await bodyOf<{ destinations: string[] }>(request)).destinations ?? []).slice(
        0,
        6,
      );
      return rpcResponse(
        request,
        rows.filter((row) => asked.includes(row.destination)),
      );
    },
    fixture: feeQuoteRows(topCountrySlugs),
    empty: [],
  }),
  /** Ordering an extra: the order row with what was sent. */
  orderServiceExtra: defineCall<ServiceOrder>({
    method: 'post',
    url: restUrl('service_orders'),
    respond: async (request, order) =>
      writeResponse(request, [
        { ...order, ...(await bodyOf<ServiceOrder>(request)), created_at: writtenAt },
      ]),
    fixture: serviceOrder,
    empty: serviceOrder,
  }),
};

/** Every call of the candidate's managed service page, answered from its fixtures. */
export const serviceCandidateCalls = (): HttpHandler[] =>
  Object.values(serviceCandidateHandlers).map((call) => call());
