import type { GlobalHireClient } from '../client';
import { monthsBefore, systemClock, type Clock } from '../clock';
import { countryLabel } from '../constants';
import type { Enums, Tables } from '../database.types';
import { fail, ok, type Result } from '../result';
import {
  anyColumnContains,
  listPage,
  pageWindow,
  searchTerms,
  type ListPage,
  type ListPaging,
} from './admin-list';

// The visa-fit catalogue as the admin screens read it (everyone may read it; admins write it).

/** A work route of one destination (public.visa_routes). */
export type VisaRoute = Tables<'visa_routes'>;

/** What a catalogue row shows of the route it belongs to. */
export type VisaRouteRef = Pick<VisaRoute, 'id' | 'code' | 'name' | 'destination' | 'priority'>;

const ROUTE_REF = 'id, code, name, destination, priority';

/** A dated salary figure of a route, with its route (public.visa_thresholds). */
export type VisaThreshold = Tables<'visa_thresholds'> & { route: VisaRouteRef };

/** An employer's licence to sponsor, with the company it belongs to (public.employer_licences). */
export type EmployerLicence = Tables<'employer_licences'> & {
  employer: { company_name: string | null; slug: string | null } | null;
};

/** Where an occupation stands on one route (public.visa_occupation_routes). */
export type VisaOccupationStanding = Tables<'visa_occupation_routes'> & { route: VisaRouteRef };

/** An occupation code of a classification, with its standing on each route. */
export type VisaOccupation = Tables<'visa_occupations'> & { standings: VisaOccupationStanding[] };

/** A citizenship's right in a destination: free movement, or a treaty route. */
export type VisaCitizenshipRight = Tables<'visa_citizenship_rights'> & {
  route: VisaRouteRef | null;
};

export type LicenceStatus = Enums<'licence_status'>;
export type OccupationClassification = Enums<'occupation_classification'>;

export const licenceStatuses = [
  'claimed',
  'verified',
  'expired',
  'revoked',
] as const satisfies readonly LicenceStatus[];
export const occupationClassifications = [
  'uk_soc_2020',
  'uk_soc_2010',
  'noc_2021',
  'us_soc',
  'anzsco',
] as const satisfies readonly OccupationClassification[];
export const occupationStandings = [
  'eligible',
  'conditional',
  'ineligible',
] as const satisfies readonly Enums<'occupation_standing'>[];
export const employerLicenceKinds = [
  'uk_licensed_sponsor',
  'nz_accredited_employer',
  'au_standard_business_sponsor',
] as const satisfies readonly Enums<'employer_licence_kind'>[];

/** Numeric columns come back as numbers, or as strings from some servers: always numbers here. */
const toNumber = (value: number | string) => Number(value);
const toNumberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** Routes in the order the screens list them: by destination, then the order they are tried in. */
export function compareRoutes(a: VisaRouteRef, b: VisaRouteRef): number {
  return (
    countryLabel(a.destination).localeCompare(countryLabel(b.destination)) ||
    a.priority - b.priority ||
    a.name.localeCompare(b.name)
  );
}

// ---------------------------------------------------------------------------------------------
// figures needing a check
// ---------------------------------------------------------------------------------------------

/** A figure whose source is older than this is flagged for a check against the official page. */
export const visaSourceMaxAgeMonths = 12;

/** Why a figure needs checking: it has ended, or its source is more than 12 months old. */
export type VisaFigureCheck = 'ended' | 'old_source';

/** The UTC day of an instant, as dates are stored: `YYYY-MM-DD`. */
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** Today, and the oldest source date still current (12 months before today), as `YYYY-MM-DD`. */
export function visaFigureCheckDays(now: Date): { today: string; oldestSource: string } {
  return { today: dayOf(now), oldestSource: dayOf(monthsBefore(now, visaSourceMaxAgeMonths)) };
}

type CheckedFigure = Pick<Tables<'visa_thresholds'>, 'effective_to' | 'source_date'> &
  Partial<
    Pick<Tables<'visa_thresholds'>, 'id' | 'route_id' | 'tier' | 'region' | 'effective_from'>
  >;

/** A later figure of the same route, tier and region took over: this one is history. */
function isSuperseded(figure: CheckedFigure, figures: readonly CheckedFigure[]): boolean {
  return figures.some(
    (other) =>
      other.id !== figure.id &&
      other.route_id === figure.route_id &&
      other.tier === figure.tier &&
      (other.region ?? null) === (figure.region ?? null) &&
      other.effective_from !== undefined &&
      figure.effective_from !== undefined &&
      other.effective_from > figure.effective_from,
  );
}

/**
 * Why a figure needs checking, if it does: its last day (effective_to) has passed, or the date
 * its source gives is more than 12 months before today. A figure a later one of the same route,
 * tier and region replaced is history and needs nothing (pass the other figures to know).
 */
export function visaFigureChecks(
  figure: CheckedFigure,
  now: Date,
  figures: readonly CheckedFigure[] = [],
): VisaFigureCheck[] {
  if (isSuperseded(figure, figures)) return [];
  const { today, oldestSource } = visaFigureCheckDays(now);
  const reasons: VisaFigureCheck[] = [];
  if (figure.effective_to !== null && figure.effective_to < today) reasons.push('ended');
  if (figure.source_date < oldestSource) reasons.push('old_source');
  return reasons;
}

/** How many figures in use (not retired, not replaced) need checking: the admin dashboard's count. */
export async function countVisaFiguresToCheck(
  client: GlobalHireClient,
  clock: Clock = systemClock,
): Promise<Result<number>> {
  const { data, error, status } = await client
    .from('visa_thresholds')
    .select('id, route_id, tier, region, effective_from, effective_to, source_date')
    .is('retired_at', null);
  if (error) return fail(error, status);
  const now = clock();
  return ok(data.filter((figure) => visaFigureChecks(figure, now, data).length > 0).length);
}

// ---------------------------------------------------------------------------------------------
// routes
// ---------------------------------------------------------------------------------------------

export const VISA_ROUTE_SELECT = '*';

export interface VisaRouteFilters {
  /** A destination slug, e.g. 'united-kingdom'. */
  destination?: string;
}

/** Every route, retired ones included, by destination and then the order they are tried in. */
export async function listVisaRoutes(
  client: GlobalHireClient,
  filters: VisaRouteFilters = {},
): Promise<Result<VisaRoute[]>> {
  let query = client.from('visa_routes').select(VISA_ROUTE_SELECT);
  if (filters.destination) query = query.eq('destination', filters.destination);
  const { data, error, status } = await query.order('id', { ascending: true });
  if (error) return fail(error, status);
  return ok([...data].sort(compareRoutes));
}

// ---------------------------------------------------------------------------------------------
// thresholds
// ---------------------------------------------------------------------------------------------

export const VISA_THRESHOLD_SELECT = `*, route:visa_routes!visa_thresholds_route_id_fkey!inner(${ROUTE_REF})`;

export interface VisaThresholdFilters {
  destination?: string;
}

type ThresholdRow = Omit<VisaThreshold, 'amount' | 'hours_basis' | 'max_weekly_hours'> & {
  amount: number | string;
  hours_basis: number | string | null;
  max_weekly_hours: number | string | null;
};

export const toVisaThreshold = (row: ThresholdRow): VisaThreshold => ({
  ...row,
  amount: toNumber(row.amount),
  hours_basis: toNumberOrNull(row.hours_basis),
  max_weekly_hours: toNumberOrNull(row.max_weekly_hours),
});

/** Sorts figures by route, tier and region, the newest first within each. */
export function compareThresholds(a: VisaThreshold, b: VisaThreshold): number {
  return (
    compareRoutes(a.route, b.route) ||
    a.tier.localeCompare(b.tier) ||
    (a.region ?? '').localeCompare(b.region ?? '') ||
    b.effective_from.localeCompare(a.effective_from)
  );
}

/** The figures in use (retired ones left out), by route, tier and region, newest first. */
export async function listVisaThresholds(
  client: GlobalHireClient,
  filters: VisaThresholdFilters = {},
): Promise<Result<VisaThreshold[]>> {
  let query = client.from('visa_thresholds').select(VISA_THRESHOLD_SELECT).is('retired_at', null);
  if (filters.destination) query = query.eq('route.destination', filters.destination);
  const { data, error, status } = await query.order('id', { ascending: true });
  if (error) return fail(error, status);
  return ok((data as unknown as ThresholdRow[]).map(toVisaThreshold).sort(compareThresholds));
}

// ---------------------------------------------------------------------------------------------
// employer licences
// ---------------------------------------------------------------------------------------------

export const EMPLOYER_LICENCE_SELECT =
  '*, employer:profiles!employer_licences_employer_id_fkey(company_name, slug)';

export interface EmployerLicenceFilters extends ListPaging {
  status?: LicenceStatus;
}

/**
 * Every licence (admins read all of them), the claims waiting for a check first (the status's
 * order: claimed, verified, expired, revoked), then the newest.
 */
export async function listEmployerLicences(
  client: GlobalHireClient,
  filters: EmployerLicenceFilters = {},
): Promise<Result<ListPage<EmployerLicence>>> {
  const { page, pageSize, from, to } = pageWindow(filters);
  let query = client.from('employer_licences').select(EMPLOYER_LICENCE_SELECT, { count: 'exact' });
  if (filters.status) query = query.eq('status', filters.status);
  const { data, count, error, status } = await query
    .order('status', { ascending: true })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  if (error && status !== 416) return fail(error, status);
  return ok(listPage((data ?? []) as EmployerLicence[], count ?? 0, page, pageSize));
}

// ---------------------------------------------------------------------------------------------
// occupations
// ---------------------------------------------------------------------------------------------

/** One standing with its route. */
export const VISA_STANDING_SELECT = `*, route:visa_routes!visa_occupation_routes_route_id_fkey(${ROUTE_REF})`;

export const VISA_OCCUPATION_SELECT = `*, standings:visa_occupation_routes(${VISA_STANDING_SELECT})`;

export interface VisaOccupationFilters extends ListPaging {
  /** Words found in the title or the code. */
  search?: string;
  classification?: OccupationClassification;
}

type StandingRow = Omit<VisaOccupationStanding, 'going_rate'> & {
  going_rate: number | string | null;
};
type OccupationRow = Omit<VisaOccupation, 'standings'> & { standings: StandingRow[] };

export const toVisaStanding = (row: StandingRow): VisaOccupationStanding => ({
  ...row,
  going_rate: toNumberOrNull(row.going_rate),
});

export const toVisaOccupation = (row: OccupationRow): VisaOccupation => ({
  ...row,
  standings: row.standings.map(toVisaStanding).sort((a, b) => compareRoutes(a.route, b.route)),
});

/** Occupations by classification and code, each with its standings, retired ones included. */
export async function listVisaOccupations(
  client: GlobalHireClient,
  filters: VisaOccupationFilters = {},
): Promise<Result<ListPage<VisaOccupation>>> {
  const { page, pageSize, from, to } = pageWindow(filters);
  let query = client.from('visa_occupations').select(VISA_OCCUPATION_SELECT, { count: 'exact' });
  for (const term of searchTerms(filters.search))
    query = query.or(anyColumnContains(['title', 'code'], term));
  if (filters.classification) query = query.eq('classification', filters.classification);
  const { data, count, error, status } = await query
    .order('classification', { ascending: true })
    .order('code', { ascending: true })
    .range(from, to);
  if (error && status !== 416) return fail(error, status);
  const rows = ((data ?? []) as unknown as OccupationRow[]).map(toVisaOccupation);
  return ok(listPage(rows, count ?? 0, page, pageSize));
}

// ---------------------------------------------------------------------------------------------
// citizenship rights
// ---------------------------------------------------------------------------------------------

export const VISA_CITIZENSHIP_RIGHT_SELECT = `*, route:visa_routes!visa_citizenship_rights_route_id_fkey(${ROUTE_REF})`;

export interface VisaCitizenshipRightFilters {
  destination?: string;
}

/** Every right, retired ones included, by destination, free movement first, then citizenship. */
export async function listVisaCitizenshipRights(
  client: GlobalHireClient,
  filters: VisaCitizenshipRightFilters = {},
): Promise<Result<VisaCitizenshipRight[]>> {
  let query = client.from('visa_citizenship_rights').select(VISA_CITIZENSHIP_RIGHT_SELECT);
  if (filters.destination) query = query.eq('destination', filters.destination);
  const { data, error, status } = await query.order('id', { ascending: true });
  if (error) return fail(error, status);
  const rows = data as unknown as VisaCitizenshipRight[];
  return ok(
    [...rows].sort(
      (a, b) =>
        countryLabel(a.destination).localeCompare(countryLabel(b.destination)) ||
        a.right_kind.localeCompare(b.right_kind) ||
        (a.route?.priority ?? 0) - (b.route?.priority ?? 0) ||
        a.citizenship.localeCompare(b.citizenship),
    ),
  );
}
