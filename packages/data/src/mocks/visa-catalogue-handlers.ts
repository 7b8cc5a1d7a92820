import type {
  EmployerLicence,
  VisaCitizenshipRight,
  VisaOccupation,
  VisaOccupationStanding,
  VisaRoute,
  VisaRouteRef,
  VisaThreshold,
} from '../queries/visa-catalogue';
import {
  employerLicences,
  visaCitizenshipRights,
  visaOccupations,
  visaRoutes,
  visaThresholds,
} from './fixtures/visa-catalogue';
import { defineCall, param } from './scenario';
import { postgrestError, restUrl, rowsResponse, writeResponse } from './wire';

// The visa catalogue's admin screens: reads filtered as PostgREST filters them, writes answered
// with the row as the database would return it (the fixture row with the change applied).

const selectOf = (url: URL) => (param(url, 'select') ?? '').replace(/\s/g, '');
const eqValue = (url: URL, name: string) => param(url, name)?.replace(/^eq\./, '');
const isWrite = (request: Request) => request.method === 'POST' || request.method === 'PATCH';
/** The fixed instant a mocked write happens at, so pictures stay the same. */
const writtenAt = '2026-06-15T12:00:00.000Z';

/** The words of an `or=(title.ilike."*word*",…)` search, lower case. */
const searchWords = (url: URL) => [
  ...new Set(
    [
      ...url.searchParams
        .getAll('or')
        .join(' ')
        .matchAll(/\*([^*"]+)\*/g),
    ].map((match) => match[1]!.toLowerCase()),
  ),
];

const routeRef = (id: number): VisaRouteRef => {
  const route = visaRoutes.find((candidate) => candidate.id === id) ?? visaRoutes[0]!;
  return {
    id: route.id,
    code: route.code,
    name: route.name,
    destination: route.destination,
    priority: route.priority,
  };
};

/**
 * The row a write leaves: the fixture row the `id=eq.` filter names with the body applied, or a
 * new row made from the body.
 */
async function written<Row extends { id: number }>(
  request: Request,
  rows: readonly Row[],
  make: (body: Record<string, unknown>) => Row,
): Promise<Row> {
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  const values = (Array.isArray(body) ? body[0] : body) as Record<string, unknown>;
  const id = Number(eqValue(new URL(request.url), 'id'));
  const existing = rows.find((row) => row.id === id);
  return existing
    ? { ...existing, ...values, updated_at: writtenAt }
    : make({ created_at: writtenAt, updated_at: writtenAt, retired_at: null, ...values });
}

const refusedByRls = (table: string) =>
  postgrestError(403, {
    code: '42501',
    message: `new row violates row-level security policy for table "${table}"`,
  });

/** What a mocked save does: saves, or is refused as the database refuses it. */
export type VisaThresholdSave = 'saved' | 'overlap' | 'refused';
export type VisaCatalogueSave = 'saved' | 'taken' | 'refused';

export const visaCatalogueHandlers = {
  visaRoutes: defineCall<VisaRoute[]>({
    method: 'get',
    url: restUrl('visa_routes'),
    respond: (request, rows) => {
      const destination = eqValue(new URL(request.url), 'destination');
      return rowsResponse(
        request,
        rows.filter((row) => !destination || row.destination === destination),
      );
    },
    fixture: visaRoutes,
    empty: [],
  }),
  saveVisaRoute: defineCall<'saved' | 'refused'>({
    method: 'patch',
    url: restUrl('visa_routes'),
    respond: async (request, outcome) =>
      outcome === 'refused'
        ? refusedByRls('visa_routes')
        : writeResponse(request, [await written(request, visaRoutes, () => visaRoutes[0]!)]),
    fixture: 'saved',
    empty: 'saved',
  }),
  visaThresholds: defineCall<VisaThreshold[]>({
    method: 'get',
    url: restUrl('visa_thresholds'),
    matches: (url) => selectOf(url).includes('route:'),
    respond: (request, rows) => {
      const destination = eqValue(new URL(request.url), 'route.destination');
      return rowsResponse(
        request,
        rows.filter(
          (row) =>
            row.retired_at === null && (!destination || row.route.destination === destination),
        ),
      );
    },
    fixture: visaThresholds,
    empty: [],
  }),
  /** The dashboard's count: the figures in use, of which `count` have ended with no successor. */
  visaFiguresToCheck: defineCall<number>({
    method: 'get',
    url: restUrl('visa_thresholds'),
    matches: (url) => !selectOf(url).includes('route:') && selectOf(url).includes('source_date'),
    respond: (request, count) =>
      rowsResponse(
        request,
        Array.from({ length: count }, (_, i) => ({
          id: 900 + i,
          route_id: 900 + i,
          tier: 'general',
          region: null,
          effective_from: '2020-01-01',
          effective_to: '2021-01-01',
          source_date: '2020-01-01',
        })),
      ),
    fixture: 1,
    empty: 0,
  }),
  /** Adding or editing a figure (POST or PATCH, read back with its route). */
  saveVisaThreshold: defineCall<VisaThresholdSave>({
    method: 'all',
    url: restUrl('visa_thresholds'),
    matches: (url, request) => isWrite(request) && selectOf(url).includes('route:'),
    respond: async (request, outcome) => {
      if (outcome === 'refused') return refusedByRls('visa_thresholds');
      if (outcome === 'overlap')
        return postgrestError(409, {
          code: '23P01',
          message: 'Another figure of this route already applies in those dates: end it first.',
        });
      const row = await written(request, visaThresholds, (body) => ({
        ...(body as unknown as VisaThreshold),
        id: 100,
      }));
      return writeResponse(request, [{ ...row, route: routeRef(Number(row.route_id)) }]);
    },
    fixture: 'saved',
    empty: 'saved',
  }),
  retireVisaThreshold: defineCall<'saved' | 'refused'>({
    method: 'patch',
    url: restUrl('visa_thresholds'),
    matches: (url) => selectOf(url) === 'id,retired_at',
    respond: async (request, outcome) => {
      if (outcome === 'refused') return refusedByRls('visa_thresholds');
      const row = await written(request, visaThresholds, () => visaThresholds[0]!);
      return writeResponse(request, [{ id: row.id, retired_at: row.retired_at }]);
    },
    fixture: 'saved',
    empty: 'saved',
  }),
  employerLicences: defineCall<EmployerLicence[]>({
    method: 'get',
    url: restUrl('employer_licences'),
    matches: (url) => selectOf(url).includes('employer:profiles'),
    respond: (request, rows) => {
      const status = eqValue(new URL(request.url), 'status');
      return rowsResponse(
        request,
        rows.filter((row) => !status || row.status === status),
      );
    },
    fixture: employerLicences,
    empty: [],
  }),
  /** Verify, expire or revoke: the row with its new status (verified: stamped now, by the admin). */
  setEmployerLicenceStatus: defineCall<'saved' | 'refused'>({
    method: 'patch',
    url: restUrl('employer_licences'),
    matches: (url) => selectOf(url).includes('employer:profiles'),
    respond: async (request, outcome) => {
      if (outcome === 'refused')
        return postgrestError(403, {
          code: '42501',
          message: 'Only an admin can verify, expire or revoke a licence.',
        });
      const row = await written(request, employerLicences, () => employerLicences[0]!);
      const verified =
        row.status === 'verified'
          ? { verified_at: writtenAt, verified_by: '00000000-0000-4000-8000-00000000000a' }
          : {};
      return writeResponse(request, [{ ...row, ...verified }]);
    },
    fixture: 'saved',
    empty: 'saved',
  }),
  visaOccupations: defineCall<VisaOccupation[]>({
    method: 'get',
    url: restUrl('visa_occupations'),
    respond: (request, rows) => {
      const url = new URL(request.url);
      const classification = eqValue(url, 'classification');
      const words = searchWords(url);
      return rowsResponse(
        request,
        rows.filter(
          (row) =>
            (!classification || row.classification === classification) &&
            words.every((word) => `${row.title} ${row.code}`.toLowerCase().includes(word)),
        ),
      );
    },
    fixture: visaOccupations,
    empty: [],
  }),
  /** Adding an occupation, editing its title or skill level, retiring or restoring it. */
  saveVisaOccupation: defineCall<VisaCatalogueSave>({
    method: 'all',
    url: restUrl('visa_occupations'),
    matches: (_url, request) => isWrite(request),
    respond: async (request, outcome) => {
      if (outcome === 'refused') return refusedByRls('visa_occupations');
      if (outcome === 'taken')
        return postgrestError(409, {
          code: '23505',
          message:
            'duplicate key value violates unique constraint "visa_occupations_classification_code_key"',
        });
      const row = await written(request, visaOccupations, (body) => ({
        ...(body as unknown as VisaOccupation),
        id: 100,
        standings: [],
      }));
      return writeResponse(request, [row]);
    },
    fixture: 'saved',
    empty: 'saved',
  }),
  setVisaOccupationStanding: defineCall<'saved' | 'refused'>({
    method: 'post',
    url: restUrl('visa_occupation_routes'),
    respond: async (request, outcome) => {
      if (outcome === 'refused') return refusedByRls('visa_occupation_routes');
      const standings = visaOccupations.flatMap((row) => row.standings);
      const body = (await request.json()) as Partial<VisaOccupationStanding> & {
        occupation_id: number;
        route_id: number;
      };
      const existing = standings.find(
        (row) => row.occupation_id === body.occupation_id && row.route_id === body.route_id,
      );
      const row: Omit<VisaOccupationStanding, 'route'> = existing
        ? { ...existing, updated_at: writtenAt }
        : {
            id: 100,
            occupation_id: body.occupation_id,
            route_id: body.route_id,
            standing: 'eligible',
            tier: 'general',
            list_name: null,
            going_rate: null,
            going_rate_currency: null,
            going_rate_period: null,
            note: null,
            source_url: null,
            source_date: null,
            retired_at: null,
            created_at: writtenAt,
            updated_at: writtenAt,
          };
      return writeResponse(request, [{ ...row, ...body, route: routeRef(body.route_id) }]);
    },
    fixture: 'saved',
    empty: 'saved',
  }),
  visaCitizenshipRights: defineCall<VisaCitizenshipRight[]>({
    method: 'get',
    url: restUrl('visa_citizenship_rights'),
    respond: (request, rows) => {
      const destination = eqValue(new URL(request.url), 'destination');
      return rowsResponse(
        request,
        rows.filter((row) => !destination || row.destination === destination),
      );
    },
    fixture: visaCitizenshipRights,
    empty: [],
  }),
  /** Adding or editing a right, retiring or restoring it. */
  saveVisaCitizenshipRight: defineCall<VisaCatalogueSave>({
    method: 'all',
    url: restUrl('visa_citizenship_rights'),
    matches: (_url, request) => isWrite(request),
    respond: async (request, outcome) => {
      if (outcome === 'refused') return refusedByRls('visa_citizenship_rights');
      if (outcome === 'taken')
        return postgrestError(409, {
          code: '23505',
          message:
            'duplicate key value violates unique constraint "visa_citizenship_rights_one_idx"',
        });
      const row = await written(request, visaCitizenshipRights, (body) => ({
        ...(body as unknown as VisaCitizenshipRight),
        id: 100,
      }));
      return writeResponse(request, [
        { ...row, route: row.route_id ? routeRef(Number(row.route_id)) : null },
      ]);
    },
    fixture: 'saved',
    empty: 'saved',
  }),
};
