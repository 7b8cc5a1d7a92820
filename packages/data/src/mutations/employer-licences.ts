import type { GlobalHireClient } from '../client';
import { systemClock, type Clock } from '../clock';
import { fail, ok, type Result } from '../result';
import {
  MY_LICENCE_SELECT,
  licenceDay,
  ukSponsorRoutes,
  type EmployerLicenceKind,
  type MyLicence,
} from '../queries/employer-licences';
import { isCatalogueDay } from './visa-catalogue';

// An employer's claims of a licence to sponsor. The form's rules are checked here, beside the
// fields, and again by the database (RLS: an employer claims for itself, with status 'claimed';
// its trigger: only admins decide, an edit sends a verified licence back to be checked, a revoked
// licence cannot be changed; employers withdraw claims that are still waiting).

export const employerLicenceMessages = {
  numberRequired: {
    uk_licensed_sponsor: 'Enter your sponsor licence number.',
    nz_accredited_employer: 'Enter your accreditation number.',
    au_standard_business_sponsor: 'Enter your sponsor number, as your approval letter gives it.',
  } satisfies Record<EmployerLicenceKind, string>,
  numberTooLong: 'Keep the number under 50 characters.',
  numberCharacters: 'Use letters, digits, spaces, hyphens, slashes or dots only.',
  routesRequired: 'Choose at least one route your licence covers.',
  routeTooLong: 'Keep each route under 100 characters.',
  expiryRequired: 'Enter the date your sponsorship approval ends.',
  expiryInvalid: 'Enter a real date.',
  expiryPassed: 'This date has passed: claim a licence that is still in force.',
  taken: 'You have already claimed this licence. Reload the page to see it.',
  notAllowed: "Only the company's own account can claim or change its licences.",
  notFound: 'This licence is no longer on your profile. Reload the page to see your licences.',
  notWithdrawable:
    'GlobalHire has already checked this claim, so it can no longer be withdrawn. Reload the page to see its status.',
} as const;
const m = employerLicenceMessages;

/** A licence as the form holds it: the number and date as typed, the routes ticked. */
export interface EmployerLicenceForm {
  licence_number: string;
  /** UK only: the routes the licence covers. */
  routes: string[];
  /** New Zealand and Australia: the day the accreditation or approval ends, `YYYY-MM-DD` or ''. */
  expires_on: string;
}

/** What a licence of each kind asks for besides its number. */
export const licenceFields: Record<
  EmployerLicenceKind,
  { routes: boolean; expiry: 'none' | 'optional' | 'required' }
> = {
  uk_licensed_sponsor: { routes: true, expiry: 'none' },
  nz_accredited_employer: { routes: false, expiry: 'optional' },
  au_standard_business_sponsor: { routes: false, expiry: 'required' },
};

/** The columns an employer writes for a licence of `kind`. */
export type EmployerLicenceValues =
  | { licence_number: string; routes: string[] }
  | { licence_number: string; expires_on: string | null };

/** The form for a licence already claimed, or an empty one. */
export function employerLicenceFormOf(
  licence: Pick<MyLicence, 'licence_number' | 'routes' | 'expires_on'> | null,
): EmployerLicenceForm {
  return {
    licence_number: licence?.licence_number ?? '',
    routes: licence ? [...licence.routes] : [],
    expires_on: licence?.expires_on ?? '',
  };
}

/** Routes trimmed, without repeats, the register's order first and any others after. */
export function normaliseLicenceRoutes(routes: readonly string[]): string[] {
  const chosen = [...new Set(routes.map((route) => route.trim()).filter(Boolean))];
  const known: readonly string[] = ukSponsorRoutes;
  return [
    ...known.filter((route) => chosen.includes(route)),
    ...chosen.filter((route) => !known.includes(route)),
  ];
}

type Checked =
  | { values: EmployerLicenceValues; errors: null }
  | { values: null; errors: Partial<Record<keyof EmployerLicenceForm, string>> };

/**
 * The form checked for a licence of `kind`, with the errors keyed by field. `today` (`YYYY-MM-DD`)
 * is the first day an expiry date may be.
 */
export function checkEmployerLicence(
  kind: EmployerLicenceKind,
  form: EmployerLicenceForm,
  today: string,
): Checked {
  const errors: Partial<Record<keyof EmployerLicenceForm, string>> = {};
  const fields = licenceFields[kind];
  const number = form.licence_number.trim().replace(/\s+/g, ' ');
  if (!number) errors.licence_number = m.numberRequired[kind];
  else if (number.length > 50) errors.licence_number = m.numberTooLong;
  else if (!/^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u.test(number))
    errors.licence_number = m.numberCharacters;

  const routes = normaliseLicenceRoutes(form.routes);
  if (fields.routes) {
    if (routes.length === 0) errors.routes = m.routesRequired;
    else if (routes.some((route) => route.length > 100)) errors.routes = m.routeTooLong;
  }

  const expiry = form.expires_on.trim();
  if (fields.expiry !== 'none') {
    if (!expiry) {
      if (fields.expiry === 'required') errors.expires_on = m.expiryRequired;
    } else if (!isCatalogueDay(expiry)) errors.expires_on = m.expiryInvalid;
    else if (expiry < today) errors.expires_on = m.expiryPassed;
  }

  if (Object.keys(errors).length > 0) return { values: null, errors };
  return {
    values: fields.routes
      ? { licence_number: number, routes }
      : { licence_number: number, expires_on: expiry || null },
    errors: null,
  };
}

const invalid = <T>(errors: Record<string, string>): Result<T> =>
  fail({ message: Object.values(errors).join(' '), code: 'validation_failed' }, 400);

interface WriteError {
  code?: string;
  message: string;
}

/** The database's refusal in the employer's words; a rule's own message already says why. */
function refusal(error: WriteError): WriteError {
  if (error.code === '42501' && /row-level security/.test(error.message))
    return { ...error, message: m.notAllowed };
  if (error.code === '23505') return { ...error, message: m.taken };
  return error;
}

/** Claims a licence for the signed-in employer: it waits, status 'claimed', for an admin's check. */
export async function claimEmployerLicence(
  client: GlobalHireClient,
  employerId: string,
  kind: EmployerLicenceKind,
  form: EmployerLicenceForm,
  clock: Clock = systemClock,
): Promise<Result<MyLicence>> {
  const checked = checkEmployerLicence(kind, form, licenceDay(clock()));
  if (checked.errors) return invalid(checked.errors);
  const { data, error, status } = await client
    .from('employer_licences')
    .insert({ ...checked.values, employer_id: employerId, kind, status: 'claimed' })
    .select(MY_LICENCE_SELECT)
    .single();
  if (error) return fail(refusal(error), status);
  return ok(data);
}

/**
 * Saves the number, routes or expiry date of a licence. A change to a verified or expired licence
 * sends it back to 'claimed' until an admin checks it again; a revoked one is refused.
 */
export async function updateEmployerLicence(
  client: GlobalHireClient,
  licence: Pick<MyLicence, 'id' | 'kind'>,
  form: EmployerLicenceForm,
  clock: Clock = systemClock,
): Promise<Result<MyLicence>> {
  const checked = checkEmployerLicence(licence.kind, form, licenceDay(clock()));
  if (checked.errors) return invalid(checked.errors);
  const { data, error, status } = await client
    .from('employer_licences')
    .update(checked.values)
    .eq('id', licence.id)
    .select(MY_LICENCE_SELECT)
    .maybeSingle();
  if (error) return fail(refusal(error), status);
  if (!data) return fail({ message: m.notFound, code: 'not_found' }, 404);
  return ok(data);
}

/** Withdraws a claim no admin has decided on yet (a checked licence stays on record). */
export async function withdrawEmployerLicence(
  client: GlobalHireClient,
  id: number,
): Promise<Result<{ id: number }>> {
  const { data, error, status } = await client
    .from('employer_licences')
    .delete()
    .eq('id', id)
    .eq('status', 'claimed')
    .select('id')
    .maybeSingle();
  if (error) return fail(refusal(error), status);
  if (!data) return fail({ message: m.notWithdrawable, code: 'not_found' }, 409);
  return ok(data);
}
