import { occupationOptions, type OccupationOptionRow } from './fixtures/occupation-options';
import { visaRoutes } from './fixtures/visa-catalogue';
import { defineCall, param } from './scenario';
import { restUrl, rowsResponse } from './wire';
import type { OccupationClassification } from '../queries/visa-catalogue';

// The job form's occupation field: each destination's classification (visa_routes) and the
// type-ahead over one classification's codes (visa_occupations), filtered as PostgREST filters.

/** A sponsored route's destination and the classification its verdicts read. */
export interface RouteClassification {
  destination: string;
  classification: OccupationClassification;
}

const selectOf = (url: URL) => (param(url, 'select') ?? '').replace(/\s/g, '');
const eqValue = (url: URL, name: string) => param(url, name)?.replace(/^eq\./, '');
/** A quoted filter value as supabase-js sent it, without its quotes and escapes. */
const unquoted = (value: string) => value.replace(/\\(.)/g, '$1');

/**
 * Whether a row answers every `or=(title.ilike."*word*",code.ilike."word*")` filter: its title
 * holds the word or its code starts with it, case-insensitively.
 */
function answersSearch(url: URL, row: OccupationOptionRow): boolean {
  return url.searchParams.getAll('or').every((filter) => {
    const contains = /title\.ilike\."\*((?:[^"\\]|\\.)*)\*"/.exec(filter)?.[1];
    const prefix = /code\.ilike\."((?:[^"\\]|\\.)*)\*"/.exec(filter)?.[1];
    return (
      (contains !== undefined &&
        row.title.toLowerCase().includes(unquoted(contains).toLowerCase())) ||
      (prefix !== undefined && row.code.toLowerCase().startsWith(unquoted(prefix).toLowerCase()))
    );
  });
}

/** Each destination's sponsored routes still in use, in the order they are tried. */
export const routeClassifications: RouteClassification[] = visaRoutes
  .filter((route) => route.kind === 'sponsored' && route.retired_at === null)
  .sort((a, b) => a.priority - b.priority || a.id - b.id)
  .map(({ destination, classification }) => ({ destination, classification }));

export const occupationSearchHandlers = {
  /** listOccupationClassifications: which countries the visa check covers, and how. */
  occupationClassifications: defineCall<RouteClassification[]>({
    method: 'get',
    url: restUrl('visa_routes'),
    matches: (url) => selectOf(url) === 'destination,classification',
    respond: (request, rows) => rowsResponse(request, rows),
    fixture: routeClassifications,
    empty: [],
  }),
  /**
   * searchOccupations (every `or` filter, codes in use, by title, `limit`) and getOccupation
   * (one code, retired or not).
   */
  occupationSearch: defineCall<OccupationOptionRow[]>({
    method: 'get',
    url: restUrl('visa_occupations'),
    matches: (url) => selectOf(url) === 'code,title',
    respond: (request, rows) => {
      const url = new URL(request.url);
      const classification = eqValue(url, 'classification');
      const code = eqValue(url, 'code');
      const inUse = param(url, 'retired_at') === 'is.null';
      return rowsResponse(
        request,
        rows
          .filter(
            (row) =>
              (!classification || row.classification === classification) &&
              (!code || row.code === code) &&
              (!inUse || row.retired_at === null) &&
              answersSearch(url, row),
          )
          .sort((a, b) => a.title.localeCompare(b.title) || a.code.localeCompare(b.code))
          .map((row) => ({ code: row.code, title: row.title })),
      );
    },
    fixture: occupationOptions,
    empty: [],
  }),
};
