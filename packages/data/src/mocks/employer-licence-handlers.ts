import type { HttpHandler } from 'msw';
import { MY_LICENCE_SELECT, VERIFIED_LICENCE_SELECT } from '../queries/employer-licences';
import { employerLicenceRows, type EmployerLicenceRow } from './fixtures/employer-licences';
import { defineCall, param } from './scenario';
import { postgrestError, restUrl, rowsResponse, writeResponse } from './wire';

// An employer's own licences (company profile) and the verified licences company and job pages
// show. Every call is given the table's rows and answers as the database would from them: reads
// filtered by employer and status, writes checked by the rules of the licence trigger (a revoked
// licence cannot be changed, an edit sends a checked licence back to 'claimed', only a claim still
// waiting can be withdrawn, one licence of each kind). Writes are not kept: the screens use the row
// a write answers with.

const selectOf = (url: URL) => (param(url, 'select') ?? '').replace(/\s/g, '');
const eqValue = (url: URL, name: string) => param(url, name)?.replace(/^eq\./, '');
/** The admin screens embed the company; these calls never do. */
const ownCall = (url: URL) => !selectOf(url).includes('employer:');
/** The fixed instant a mocked write happens at, so pictures stay the same. */
const writtenAt = '2026-06-15T12:00:00.000Z';

/** Only the columns the call selected, as PostgREST answers. */
function project(row: EmployerLicenceRow, url: URL): Partial<EmployerLicenceRow> {
  const columns = selectOf(url).split(',').filter(Boolean);
  if (columns.length === 0 || columns.includes('*')) return row;
  return Object.fromEntries(
    columns.map((column) => [column, row[column as keyof EmployerLicenceRow]]),
  ) as Partial<EmployerLicenceRow>;
}

const rowOf = (rows: readonly EmployerLicenceRow[], url: URL) =>
  rows.find((row) => String(row.id) === eqValue(url, 'id'));

async function bodyOf(request: Request): Promise<Partial<EmployerLicenceRow>> {
  const body = (await request.json().catch(() => ({}))) as unknown;
  return (Array.isArray(body) ? body[0] : body) as Partial<EmployerLicenceRow>;
}

const employerLicenceRefusals = {
  revoked: () =>
    postgrestError(403, {
      code: '42501',
      message: 'A revoked licence cannot be changed. Contact GlobalHire to have it reviewed.',
    }),
  taken: () =>
    postgrestError(409, {
      code: '23505',
      message:
        'duplicate key value violates unique constraint "employer_licences_employer_id_kind_key"',
    }),
};

export const employerLicenceHandlers = {
  /** The signed-in employer's licences (getMyLicences). */
  myLicences: defineCall<EmployerLicenceRow[]>({
    method: 'get',
    url: restUrl('employer_licences'),
    matches: (url) => ownCall(url) && selectOf(url) === MY_LICENCE_SELECT.replace(/\s/g, ''),
    respond: (request, rows) => {
      const url = new URL(request.url);
      const employer = eqValue(url, 'employer_id');
      return rowsResponse(
        request,
        rows.filter((row) => row.employer_id === employer).map((row) => project(row, url)),
      );
    },
    fixture: employerLicenceRows,
    empty: [],
  }),
  /** A company's verified licences (getVerifiedLicences); expiry dates are not filtered here. */
  verifiedLicences: defineCall<EmployerLicenceRow[]>({
    method: 'get',
    url: restUrl('employer_licences'),
    matches: (url) => ownCall(url) && selectOf(url) === VERIFIED_LICENCE_SELECT.replace(/\s/g, ''),
    respond: (request, rows) => {
      const url = new URL(request.url);
      const employer = eqValue(url, 'employer_id');
      return rowsResponse(
        request,
        rows
          .filter((row) => row.employer_id === employer && row.status === 'verified')
          .map((row) => project(row, url)),
      );
    },
    fixture: employerLicenceRows,
    empty: [],
  }),
  /** Claiming a licence: refused when the employer already has one of that kind. */
  claimLicence: defineCall<EmployerLicenceRow[]>({
    method: 'post',
    url: restUrl('employer_licences'),
    matches: ownCall,
    respond: async (request, rows) => {
      const body = await bodyOf(request);
      if (rows.some((row) => row.employer_id === body.employer_id && row.kind === body.kind))
        return employerLicenceRefusals.taken();
      const row: EmployerLicenceRow = {
        id: 100,
        employer_id: body.employer_id ?? '',
        kind: body.kind ?? 'uk_licensed_sponsor',
        licence_number: body.licence_number ?? null,
        routes: body.routes ?? [],
        status: 'claimed',
        expires_on: body.expires_on ?? null,
        verified_at: null,
        verified_by: null,
        admin_note: null,
        created_at: writtenAt,
        updated_at: writtenAt,
      };
      return writeResponse(request, [project(row, new URL(request.url))]);
    },
    fixture: employerLicenceRows,
    empty: [],
  }),
  /** Editing a licence: a revoked one is refused; a change sends a checked one back to 'claimed'. */
  updateLicence: defineCall<EmployerLicenceRow[]>({
    method: 'patch',
    url: restUrl('employer_licences'),
    matches: ownCall,
    respond: async (request, rows) => {
      const url = new URL(request.url);
      const existing = rowOf(rows, url);
      if (!existing) return writeResponse(request, []);
      if (existing.status === 'revoked') return employerLicenceRefusals.revoked();
      const body = await bodyOf(request);
      const edited = { ...existing, ...body, updated_at: writtenAt };
      const changed =
        edited.licence_number !== existing.licence_number ||
        edited.expires_on !== existing.expires_on ||
        edited.routes.join('\n') !== existing.routes.join('\n');
      const row = changed
        ? { ...edited, status: 'claimed' as const, verified_at: null, verified_by: null }
        : edited;
      return writeResponse(request, [project(row, url)]);
    },
    fixture: employerLicenceRows,
    empty: [],
  }),
  /** Withdrawing a claim: only one still waiting for a check is deleted (else no row). */
  withdrawLicence: defineCall<EmployerLicenceRow[]>({
    method: 'delete',
    url: restUrl('employer_licences'),
    respond: (request, rows) => {
      const url = new URL(request.url);
      const existing = rowOf(rows, url);
      const deleted = existing && existing.status === 'claimed' ? [{ id: existing.id }] : [];
      return writeResponse(request, deleted);
    },
    fixture: employerLicenceRows,
    empty: [],
  }),
};

/**
 * Every call of an employer's licences answered from the same rows: the profile's card, its
 * claims, edits and withdrawals, and the badge of company and job pages.
 */
export const employerLicenceTable = (rows: EmployerLicenceRow[]): HttpHandler[] =>
  Object.values(employerLicenceHandlers).map((call) => call(rows));
