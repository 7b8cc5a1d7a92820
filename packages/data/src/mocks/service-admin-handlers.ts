import { HttpResponse } from 'msw';
import type {
  CaseloadEntry,
  FeeJurisdiction,
  Invoice,
  ServiceFee,
  BillingDetails,
} from '../service/types';
import {
  billingDetails,
  caseloadEntries,
  feeJurisdictions,
  recruiterRows,
  serviceFees,
  serviceInvoices,
  type RecruiterRow,
} from './fixtures/service-admin';
import { profiles } from './fixtures/accounts';
import { defineCall, param } from './scenario';
import {
  postgrestError,
  restUrl,
  rowsResponse,
  rpcUrl,
  singleRowError,
  writeResponse,
} from './wire';

// The managed service's admin screens: every enrolment and the recruiters to assign, invoices and
// the payments and voids recorded on them, the fee schedule, where fees are restricted and the
// billing details. Reads are filtered as PostgREST filters them. They answer the admin's calls
// only (no candidate or recruiter filter), so the candidate's and the recruiter's own screens
// keep their mocks. Writes are not kept, except that an invoice read back after a payment or a
// void shows it, as the data layer reads the invoice again after its RPC.

const selectOf = (url: URL) => (param(url, 'select') ?? '').replace(/\s/g, '');
const eqValue = (url: URL, name: string) => param(url, name)?.replace(/^eq\./, '');
const has = (url: URL, name: string) => url.searchParams.has(name);
const wantsOne = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('vnd.pgrst.object');
/** The fixed instant a mocked write happens at, so pictures stay the same. */
const writtenAt = '2026-06-15T12:00:00.000Z';
const json = (body: unknown) => HttpResponse.json(body as object);

async function bodyOf<T>(request: Request): Promise<Partial<T>> {
  const body = (await request.json().catch(() => ({}))) as unknown;
  return (Array.isArray(body) ? body[0] : body) as Partial<T>;
}

/** A read that `.single()` answers with one object, else the rows. */
function readResponse(request: Request, rows: readonly unknown[]): Response {
  if (!wantsOne(request)) return rowsResponse(request, rows);
  return rows.length === 1 ? json(rows[0]) : singleRowError(rows.length);
}

const refused = (message: string) => postgrestError(403, { code: '42501', message });
const invalid = (message: string) => postgrestError(400, { code: '22023', message });
const wrongState = (message: string) => postgrestError(400, { code: '55000', message });

/**
 * The invoices paid or voided in this story, by id: the invoice read after the RPC shows it. The
 * list read that starts every invoices story forgets them, so one story's payment never shows in
 * the next.
 */
const writtenInvoices = new Map<number, Invoice>();

/** What a mocked recruiter assignment does. */
export type AssignRecruiterOutcome = 'assigned' | 'not_recruiter' | 'refused';
/** What a mocked payment or void does: saves, finds the invoice no longer issued, or is refused. */
export type InvoiceWriteOutcome = 'saved' | 'not_issued' | 'refused';
/** What a mocked save of a fee, a restricted jurisdiction or the billing details does. */
export type ServiceSettingSave = 'saved' | 'taken' | 'refused';

export const serviceAdminHandlers = {
  /** Every enrolment (listCaseload without a recruiter: the admin's view). */
  adminCaseload: defineCall<CaseloadEntry[]>({
    method: 'get',
    url: restUrl('service_caseload'),
    matches: (url) => !has(url, 'recruiter_id'),
    respond: (request, rows) => {
      const status = eqValue(new URL(request.url), 'status');
      return rowsResponse(
        request,
        rows.filter((row) => !status || row.status === status),
      );
    },
    fixture: caseloadEntries,
    empty: [],
  }),
  /** The recruiter accounts and their active enrolments (listRecruiters): counts from the rows. */
  adminRecruiters: defineCall<{ recruiters: RecruiterRow[]; enrolments: CaseloadEntry[] }>({
    method: 'get',
    url: `${restUrl('')}:table`,
    matches: (url) =>
      (url.pathname.endsWith('/profile_details') && param(url, 'user_type') === 'eq.recruiter') ||
      (url.pathname.endsWith('/service_enrolments') && selectOf(url) === 'recruiter_id'),
    respond: (request, { recruiters, enrolments }) =>
      request.url.includes('/profile_details')
        ? rowsResponse(request, recruiters)
        : rowsResponse(
            request,
            enrolments
              .filter((row) => row.status === 'active')
              .map((row) => ({ recruiter_id: row.recruiter_id })),
          ),
    fixture: { recruiters: recruiterRows, enrolments: caseloadEntries },
    empty: { recruiters: [], enrolments: [] },
  }),
  /** assign_recruiter: the enrolment with its new recruiter, or the database's refusal. */
  adminAssignRecruiter: defineCall<AssignRecruiterOutcome>({
    method: 'post',
    url: rpcUrl('assign_recruiter'),
    respond: async (request, outcome) => {
      if (outcome === 'refused')
        return refused('Only an admin, signed in with two factors, can assign recruiters.');
      if (outcome === 'not_recruiter') return invalid('Choose a recruiter account.');
      const body = await bodyOf<{ candidate_id: string; recruiter_id: string }>(request);
      const row = caseloadEntries.find((entry) => entry.candidate_id === body.candidate_id);
      if (!row)
        return postgrestError(400, {
          code: 'P0002',
          message: 'This candidate is not enrolled in the managed service.',
        });
      return json({
        candidate_id: row.candidate_id,
        recruiter_id: body.recruiter_id,
        status: row.status,
        target_countries: row.target_countries,
        target_roles: row.target_roles,
        salary_min: row.salary_min,
        salary_currency: row.salary_currency,
        salary_period: row.salary_period,
        consent_version: 1,
        consented_at: row.consented_at,
        withdrawn_at: row.withdrawn_at,
        created_at: row.created_at,
        updated_at: writtenAt,
      });
    },
    fixture: 'assigned',
    empty: 'assigned',
  }),
  /** Every invoice with its lines (listInvoices without a candidate), or one read back by id. */
  adminInvoices: defineCall<Invoice[]>({
    method: 'get',
    url: restUrl('invoices'),
    matches: (url) => !has(url, 'candidate_id'),
    respond: (request, rows) => {
      const url = new URL(request.url);
      const id = eqValue(url, 'id');
      if (id) {
        const row = writtenInvoices.get(Number(id)) ?? rows.find((r) => String(r.id) === id);
        return readResponse(request, row ? [row] : []);
      }
      writtenInvoices.clear();
      const status = eqValue(url, 'status');
      return rowsResponse(
        request,
        rows.filter((row) => !status || row.status === status),
      );
    },
    fixture: serviceInvoices,
    empty: [],
  }),
  /** record_invoice_payment: an issued invoice becomes paid on the day given. */
  adminRecordPayment: defineCall<InvoiceWriteOutcome>({
    method: 'post',
    url: rpcUrl('record_invoice_payment'),
    respond: async (request, outcome) => {
      if (outcome === 'refused')
        return refused('Only an admin, signed in with two factors, can record a payment.');
      const body = await bodyOf<{ invoice_id: number; paid_on: string; reference: string }>(
        request,
      );
      const row = serviceInvoices.find((r) => r.id === body.invoice_id);
      if (outcome === 'not_issued' || !row || row.status !== 'issued')
        return wrongState('Only an issued invoice can be marked paid.');
      const paid: Invoice = {
        ...row,
        status: 'paid',
        paid_at: `${body.paid_on}T00:00:00+00:00`,
        payment_method: 'bank_transfer',
        payment_reference: body.reference?.trim() || null,
        recorded_by: profiles.admin.id,
        updated_at: writtenAt,
      };
      writtenInvoices.set(paid.id, paid);
      const { lines: _lines, ...invoiceRow } = paid;
      return json(invoiceRow);
    },
    fixture: 'saved',
    empty: 'saved',
  }),
  /** void_invoice: an issued invoice becomes void with the reason. */
  adminVoidInvoice: defineCall<InvoiceWriteOutcome>({
    method: 'post',
    url: rpcUrl('void_invoice'),
    respond: async (request, outcome) => {
      if (outcome === 'refused')
        return refused('Only an admin, signed in with two factors, can void an invoice.');
      const body = await bodyOf<{ invoice_id: number; reason: string }>(request);
      const row = serviceInvoices.find((r) => r.id === body.invoice_id);
      if (outcome === 'not_issued' || !row || row.status !== 'issued')
        return wrongState('Only an issued invoice can be voided.');
      const voided: Invoice = {
        ...row,
        status: 'void',
        void_reason: body.reason?.trim() ?? null,
        updated_at: writtenAt,
      };
      writtenInvoices.set(voided.id, voided);
      const { lines: _lines, ...invoiceRow } = voided;
      return json(invoiceRow);
    },
    fixture: 'saved',
    empty: 'saved',
  }),
  /** The whole fee schedule (getFeeSchedule with includeInactive: no `active` filter). */
  adminFeeSchedule: defineCall<ServiceFee[]>({
    method: 'get',
    url: restUrl('service_fees'),
    matches: (url) => !has(url, 'active'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: serviceFees,
    empty: [],
  }),
  /** updateServiceFee: the fee with the change (its code, trigger and kind stay). */
  adminUpdateFee: defineCall<ServiceSettingSave>({
    method: 'patch',
    url: restUrl('service_fees'),
    respond: async (request, outcome) => {
      if (outcome !== 'saved')
        return refused('new row violates row-level security policy for table "service_fees"');
      const code = eqValue(new URL(request.url), 'code');
      const row = serviceFees.find((fee) => fee.code === code);
      if (!row) return writeResponse(request, []);
      const changes = await bodyOf<ServiceFee>(request);
      return writeResponse(request, [{ ...row, ...changes, updated_at: writtenAt }]);
    },
    fixture: 'saved',
    empty: 'saved',
  }),
  /** Where fees are restricted (listFeeJurisdictions). */
  adminFeeJurisdictions: defineCall<FeeJurisdiction[]>({
    method: 'get',
    url: restUrl('fee_jurisdictions'),
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: feeJurisdictions,
    empty: [],
  }),
  /** saveFeeJurisdiction: a new rule (POST) or an edit (PATCH); one rule per country and province. */
  adminSaveFeeJurisdiction: defineCall<ServiceSettingSave>({
    method: 'all',
    url: restUrl('fee_jurisdictions'),
    matches: (_url, request) => request.method === 'POST' || request.method === 'PATCH',
    respond: async (request, outcome) => {
      if (outcome === 'refused')
        return refused('new row violates row-level security policy for table "fee_jurisdictions"');
      if (outcome === 'taken')
        return postgrestError(409, {
          code: '23505',
          message:
            'duplicate key value violates unique constraint "fee_jurisdictions_place_unique"',
        });
      const values = await bodyOf<FeeJurisdiction>(request);
      const id = Number(eqValue(new URL(request.url), 'id'));
      const existing = feeJurisdictions.find((row) => row.id === id);
      const row = existing
        ? { ...existing, ...values, updated_at: writtenAt }
        : { id: 10, created_at: writtenAt, updated_at: writtenAt, ...values };
      return writeResponse(request, [row]);
    },
    fixture: 'saved',
    empty: 'saved',
  }),
  /** deleteFeeJurisdiction. */
  adminDeleteFeeJurisdiction: defineCall<'saved' | 'refused'>({
    method: 'delete',
    url: restUrl('fee_jurisdictions'),
    respond: (request, outcome) =>
      outcome === 'refused'
        ? refused('Only an admin can remove a restricted jurisdiction.')
        : writeResponse(request, []),
    fixture: 'saved',
    empty: 'saved',
  }),
  /** Who invoices and where to pay (getBillingDetails); empty until an admin fills it in. */
  adminBillingDetails: defineCall<BillingDetails | null>({
    method: 'get',
    url: restUrl('billing_details'),
    respond: (request, row) => rowsResponse(request, row ? [row] : []),
    fixture: billingDetails,
    empty: null,
  }),
  /** saveBillingDetails: the single row upserted. */
  adminSaveBillingDetails: defineCall<ServiceSettingSave>({
    method: 'post',
    url: restUrl('billing_details'),
    respond: async (request, outcome) => {
      if (outcome !== 'saved')
        return refused('new row violates row-level security policy for table "billing_details"');
      const values = await bodyOf<BillingDetails>(request);
      return writeResponse(request, [{ ...billingDetails, ...values, updated_at: writtenAt }]);
    },
    fixture: 'saved',
    empty: 'saved',
  }),
};
