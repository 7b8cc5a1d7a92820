import type { GlobalHireClient } from '../client';
import { systemClock, type Clock } from '../clock';
import type { Enums, Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

// An employer's right to sponsor, as the employer keeps it on its company profile and as company
// and job pages show it. Admins check claims at /admin/employer-licences (queries/visa-catalogue).

export type EmployerLicenceKind = Enums<'employer_licence_kind'>;

/** A licence as its own employer reads it: the status, and what GlobalHire noted when checking it. */
export type MyLicence = Pick<
  Tables<'employer_licences'>,
  | 'id'
  | 'kind'
  | 'licence_number'
  | 'routes'
  | 'status'
  | 'expires_on'
  | 'verified_at'
  | 'admin_note'
  | 'created_at'
  | 'updated_at'
>;

export const MY_LICENCE_SELECT =
  'id, kind, licence_number, routes, status, expires_on, verified_at, admin_note, created_at, updated_at';

/** A verified licence as anyone reads it (the badge on company and job pages). */
export type VerifiedLicence = Pick<
  Tables<'employer_licences'>,
  'id' | 'kind' | 'licence_number' | 'routes' | 'expires_on' | 'verified_at'
>;

export const VERIFIED_LICENCE_SELECT = 'id, kind, licence_number, routes, expires_on, verified_at';

/** The destination each licence is for, in the order the profile and the badges list them. */
export const licenceDestinations = [
  { kind: 'uk_licensed_sponsor', destination: 'united-kingdom' },
  { kind: 'nz_accredited_employer', destination: 'new-zealand' },
  { kind: 'au_standard_business_sponsor', destination: 'australia' },
] as const satisfies readonly { kind: EmployerLicenceKind; destination: string }[];

/**
 * Destinations where no employer licence exists: permission to hire from abroad is given for each
 * job (Ireland's employment permits, Canada's LMIA, the US Labor Condition Application).
 */
export const unlicensedDestinations = ['ireland', 'canada', 'united-states'] as const;

/**
 * The routes a UK sponsor licence can cover, as the Register of licensed sponsors names them
 * (verdicts of the Skilled Worker route read 'Skilled Worker').
 */
export const ukSponsorRoutes = [
  'Skilled Worker',
  'Global Business Mobility',
  'Scale-up',
  'Temporary Worker',
] as const;

const kindOrder = (kind: EmployerLicenceKind) =>
  licenceDestinations.findIndex((entry) => entry.kind === kind);

/** Licences in the order of `licenceDestinations` (UK, New Zealand, Australia). */
export const byLicenceKind = <Row extends { kind: EmployerLicenceKind }>(rows: readonly Row[]) =>
  [...rows].sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind));

/** The UTC day of an instant, as dates are stored: `YYYY-MM-DD`. */
export const licenceDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** The employer's own licences, whatever their status (one per kind at most). */
export async function getMyLicences(
  client: GlobalHireClient,
  employerId: string,
): Promise<Result<MyLicence[]>> {
  const { data, error, status } = await client
    .from('employer_licences')
    .select(MY_LICENCE_SELECT)
    .eq('employer_id', employerId)
    .order('id', { ascending: true });
  if (error) return fail(error, status);
  return ok(byLicenceKind(data));
}

/**
 * A company's verified licences still in force today (no expiry date, or one not yet passed),
 * as visa verdicts count them. Anyone may read them.
 */
export async function getVerifiedLicences(
  client: GlobalHireClient,
  employerId: string,
  clock: Clock = systemClock,
): Promise<Result<VerifiedLicence[]>> {
  const { data, error, status } = await client
    .from('employer_licences')
    .select(VERIFIED_LICENCE_SELECT)
    .eq('employer_id', employerId)
    .eq('status', 'verified')
    .or(`expires_on.is.null,expires_on.gte.${licenceDay(clock())}`)
    .order('id', { ascending: true });
  if (error) return fail(error, status);
  return ok(byLicenceKind(data));
}
