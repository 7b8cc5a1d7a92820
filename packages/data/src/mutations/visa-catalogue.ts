import type { GlobalHireClient } from '../client';
import { systemClock, type Clock } from '../clock';
import type { TablesInsert } from '../database.types';
import { fail, ok, type DataError, type Result } from '../result';
import { fieldErrors } from '../validation/schemas';
import { z } from '../validation/zod';
import {
  EMPLOYER_LICENCE_SELECT,
  VISA_CITIZENSHIP_RIGHT_SELECT,
  VISA_OCCUPATION_SELECT,
  VISA_ROUTE_SELECT,
  VISA_STANDING_SELECT,
  VISA_THRESHOLD_SELECT,
  occupationClassifications,
  occupationStandings,
  toVisaOccupation,
  toVisaStanding,
  toVisaThreshold,
  type EmployerLicence,
  type VisaCitizenshipRight,
  type VisaOccupation,
  type VisaOccupationStanding,
  type VisaRoute,
  type VisaThreshold,
} from '../queries/visa-catalogue';

// The admins' writes to the visa-fit catalogue. Forms hand over what was typed (strings); each
// write checks it with the same rules the forms show beside their fields, then the database
// checks it again (its constraints, the threshold dates trigger and RLS: admins only).

export const visaCatalogueMessages = {
  notAllowed: 'Only an admin can change the visa catalogue.',
  notFound: 'This entry is no longer in the catalogue. Reload the page to see the current list.',
  alreadyRetired: 'This entry was already retired. Reload the page to see the current list.',
  routeRequired: 'Choose the route the figure is for.',
  labelRequired: 'Give the figure a label, e.g. "Skilled Worker general threshold".',
  labelTooLong: 'Keep the label under 200 characters.',
  tier: 'Use lowercase words joined by underscores, e.g. general or critical_skills.',
  region: 'Use the 2- or 3-letter code of the province or state, e.g. ON, or leave it empty.',
  amount: 'Enter the amount as a number above 0 with at most two decimals, e.g. 41700 or 36.60.',
  currency: 'Choose the currency of the amount.',
  period: 'Choose whether the amount is per year, per month or per hour.',
  hours: 'Enter hours a week above 0 and up to 80 (one decimal at most), or leave it empty.',
  effectiveFrom: 'Enter the first day the figure applies.',
  effectiveTo: 'Enter a real date, or leave it empty while the figure still applies.',
  endBeforeStart: 'The last day cannot be before the first day.',
  sourceUrl: 'Enter the web address of the source, starting with https://.',
  sourceDate: 'Enter the date the source gives for the figure.',
  noteTooLong: (max: number) => `Keep the note under ${max.toLocaleString('en')} characters.`,
  overlap: 'Another figure of this route already applies in those dates: end it first.',
  nameRequired: 'The route needs a name.',
  nameTooLong: 'Keep the name under 200 characters.',
  officialUrl: 'Enter the official page, starting with https://.',
  priority: 'Enter a whole number from 1 to 99 (1 is tried first).',
  reasonRequired: 'Give the reason the licence is revoked; the employer reads it.',
  reasonTooLong: 'Keep the reason under 1,000 characters.',
  classification: 'Choose the classification the code belongs to.',
  code: 'Use up to 12 letters, digits, dots or hyphens, e.g. 2136 or 21232.',
  titleRequired: 'The occupation needs a title.',
  titleTooLong: 'Keep the title under 300 characters.',
  skillLevel: 'Choose a skill level from 1 to 5, or none.',
  codeTaken: 'This classification already has that code: edit that occupation instead.',
  standingRoute: 'Choose the route.',
  standing: 'Choose where the occupation stands on the route.',
  listNameTooLong: 'Keep the list name under 200 characters.',
  destination: 'Choose the destination.',
  citizenship: 'Choose the citizenship.',
  rightKind: 'Choose free movement or a treaty route.',
  treatyRoute: 'Choose the treaty route this citizenship opens.',
  basisRequired: 'Say what the right rests on, e.g. "Common Travel Area".',
  basisTooLong: 'Keep the basis under 300 characters.',
  rightTaken:
    'This citizenship already has this right in this destination: edit or retire that one instead.',
} as const;
const m = visaCatalogueMessages;

// ---------------------------------------------------------------------------------------------
// field rules
// ---------------------------------------------------------------------------------------------

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (as date inputs give it). */
export function isCatalogueDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = (message: string) => z.string().trim().refine(isCatalogueDay, message);
const optionalDay = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCatalogueDay(value), message)
    .transform((value) => value || null);
const httpsUrl = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), message);
const requiredText = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || null);

const decimalPattern = (places: number) => new RegExp(`^\\d+(\\.\\d{1,${places}})?$`);
const isDecimal = (value: string, max: number, places: number) =>
  decimalPattern(places).test(value) && Number(value) > 0 && Number(value) <= max;
const decimal = (message: string, max: number, places: number) =>
  z
    .string()
    .trim()
    .refine((value) => isDecimal(value, max, places), message)
    .transform(Number);
const optionalDecimal = (message: string, max: number, places: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isDecimal(value, max, places), message)
    .transform((value) => (value === '' ? null : Number(value)));
const id = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^[1-9]\d*$/.test(value), message)
    .transform(Number);

type Checked<Values> =
  { values: Values; errors: null } | { values: null; errors: Record<string, string> };

/** A form's values checked by a schema, plus rules across fields; errors keyed by field name. */
function check<Schema extends z.ZodType, Form>(
  schema: Schema,
  form: Form,
  across: (form: Form, errors: Record<string, string>) => void = () => {},
): Checked<z.output<Schema>> {
  const parsed = schema.safeParse(form);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  across(form, errors);
  if (parsed.success && Object.keys(errors).length === 0)
    return { values: parsed.data, errors: null };
  return { values: null, errors };
}

/** A refused write, its messages joined (the forms check the same rules field by field first). */
const invalid = <T>(errors: Record<string, string>): Result<T> =>
  fail({ message: Object.values(errors).join(' '), code: 'validation_failed' }, 400);

interface WriteError {
  code?: string;
  message: string;
  details?: string | null;
}

/**
 * The database's refusal in the admin's words. A row-level security refusal says only that the
 * policy refused; a rule's own refusal (a trigger's) already says why, and is kept.
 */
function refusal(error: WriteError, taken?: string): Partial<DataError> & WriteError {
  if (error.code === '42501' && /row-level security/.test(error.message))
    return { ...error, message: m.notAllowed };
  if (error.code === '23P01') return { ...error, message: m.overlap };
  if (error.code === '23505' && taken) return { ...error, message: taken };
  return error;
}

/** The instant a row is retired. */
const retiredNow = (clock: Clock) => clock().toISOString();

// ---------------------------------------------------------------------------------------------
// thresholds
// ---------------------------------------------------------------------------------------------

/** A salary figure as the form holds it: every field as typed. */
export type VisaThresholdForm = {
  route_id: string;
  label: string;
  tier: string;
  region: string;
  amount: string;
  currency: string;
  period: string;
  hours_basis: string;
  max_weekly_hours: string;
  effective_from: string;
  effective_to: string;
  source_url: string;
  source_date: string;
  note: string;
};

export const visaThresholdSchema = z.object({
  route_id: id(m.routeRequired),
  label: requiredText(200, m.labelRequired, m.labelTooLong),
  tier: z
    .string()
    .trim()
    .regex(/^[a-z]+(_[a-z]+)*$/, m.tier),
  region: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || /^[A-Z]{2,3}$/.test(value), m.region)
    .transform((value) => value || null),
  amount: decimal(m.amount, 9_999_999_999.99, 2),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, m.currency),
  period: z.enum(['year', 'month', 'hour'], { error: m.period }),
  hours_basis: optionalDecimal(m.hours, 80, 1),
  max_weekly_hours: optionalDecimal(m.hours, 80, 1),
  effective_from: day(m.effectiveFrom),
  effective_to: optionalDay(m.effectiveTo),
  source_url: httpsUrl(m.sourceUrl),
  source_date: day(m.sourceDate),
  note: optionalText(1000, m.noteTooLong(1000)),
}) satisfies z.ZodType<TablesInsert<'visa_thresholds'>, VisaThresholdForm>;

/** The form checked field by field, and its last day not before its first. */
export const checkVisaThreshold = (form: VisaThresholdForm) =>
  check(visaThresholdSchema, form, (values, errors) => {
    const from = values.effective_from.trim();
    const to = values.effective_to.trim();
    if (!errors.effective_to && isCatalogueDay(from) && isCatalogueDay(to) && to < from)
      errors.effective_to = m.endBeforeStart;
  });

/**
 * Adds a figure (`id` null) or saves one. A figure whose dates overlap another in use of the
 * same route, tier and region is refused by the database with `overlap` (code 23P01).
 */
export async function saveVisaThreshold(
  client: GlobalHireClient,
  id: number | null,
  form: VisaThresholdForm,
): Promise<Result<VisaThreshold>> {
  const checked = checkVisaThreshold(form);
  if (checked.errors) return invalid(checked.errors);
  const table = client.from('visa_thresholds');
  const write =
    id === null ? table.insert(checked.values) : table.update(checked.values).eq('id', id);
  const { data, error, status } = await write.select(VISA_THRESHOLD_SELECT).maybeSingle();
  if (error) return fail(refusal(error), status);
  if (!data) return fail({ message: m.notFound, code: 'not_found' }, 404);
  return ok(toVisaThreshold(data as unknown as Parameters<typeof toVisaThreshold>[0]));
}

/**
 * Takes a figure out of use (retired_at): verdicts stop reading it, and it stays in the
 * database so that past verdicts can still be explained.
 */
export async function retireVisaThreshold(
  client: GlobalHireClient,
  id: number,
  clock: Clock = systemClock,
): Promise<Result<{ id: number; retired_at: string | null }>> {
  const { data, error, status } = await client
    .from('visa_thresholds')
    .update({ retired_at: retiredNow(clock) })
    .eq('id', id)
    .is('retired_at', null)
    .select('id, retired_at')
    .maybeSingle();
  if (error) return fail(refusal(error), status);
  if (!data) return fail({ message: m.alreadyRetired, code: 'not_found' }, 404);
  return ok(data);
}

// ---------------------------------------------------------------------------------------------
// employer licences
// ---------------------------------------------------------------------------------------------

/** What an admin decides about a licence. */
export type LicenceDecision = 'verified' | 'expired' | 'revoked';

/**
 * Verifies a licence (the database stamps when and by whom), marks it expired, or revokes it
 * with the reason the employer reads (`adminNote`, required to revoke).
 */
export async function setEmployerLicenceStatus(
  client: GlobalHireClient,
  id: number,
  status: LicenceDecision,
  adminNote?: string,
): Promise<Result<EmployerLicence>> {
  const note = adminNote?.trim() ?? '';
  if (status === 'revoked' && !note) return invalid({ admin_note: m.reasonRequired });
  if (note.length > 1000) return invalid({ admin_note: m.reasonTooLong });
  const change: { status: LicenceDecision; admin_note?: string } = { status };
  if (note) change.admin_note = note;
  const {
    data,
    error,
    status: httpStatus,
  } = await client
    .from('employer_licences')
    .update(change)
    .eq('id', id)
    .select(EMPLOYER_LICENCE_SELECT)
    .maybeSingle();
  if (error) return fail(refusal(error), httpStatus);
  if (!data) return fail({ message: m.notFound, code: 'not_found' }, 404);
  return ok(data as EmployerLicence);
}

// ---------------------------------------------------------------------------------------------
// routes
// ---------------------------------------------------------------------------------------------

/** What an admin edits of a route; its rules (classification, licence, lists) stay as seeded. */
export type VisaRouteForm = {
  name: string;
  official_url: string;
  priority: string;
  note: string;
  employer_note: string;
  salary_note: string;
};

export const visaRouteSchema = z.object({
  name: requiredText(200, m.nameRequired, m.nameTooLong),
  official_url: httpsUrl(m.officialUrl),
  priority: z
    .string()
    .trim()
    .refine((value) => /^[1-9]\d?$/.test(value), m.priority)
    .transform(Number),
  note: optionalText(1000, m.noteTooLong(1000)),
  employer_note: optionalText(500, m.noteTooLong(500)),
  salary_note: optionalText(500, m.noteTooLong(500)),
});

export const checkVisaRoute = (form: VisaRouteForm) => check(visaRouteSchema, form);

export async function updateVisaRoute(
  client: GlobalHireClient,
  id: number,
  form: VisaRouteForm,
): Promise<Result<VisaRoute>> {
  const checked = checkVisaRoute(form);
  if (checked.errors) return invalid(checked.errors);
  const { data, error, status } = await client
    .from('visa_routes')
    .update(checked.values)
    .eq('id', id)
    .select(VISA_ROUTE_SELECT)
    .maybeSingle();
  if (error) return fail(refusal(error), status);
  if (!data) return fail({ message: m.notFound, code: 'not_found' }, 404);
  return ok(data);
}

/** Retires a route (verdicts stop offering it) or puts it back in use. */
export async function setVisaRouteRetired(
  client: GlobalHireClient,
  id: number,
  retired: boolean,
  clock: Clock = systemClock,
): Promise<Result<VisaRoute>> {
  const { data, error, status } = await client
    .from('visa_routes')
    .update({ retired_at: retired ? retiredNow(clock) : null })
    .eq('id', id)
    .select(VISA_ROUTE_SELECT)
    .maybeSingle();
  if (error) return fail(refusal(error), status);
  if (!data) return fail({ message: m.notFound, code: 'not_found' }, 404);
  return ok(data);
}

// ---------------------------------------------------------------------------------------------
// occupations
// ---------------------------------------------------------------------------------------------

export type VisaOccupationForm = {
  classification: string;
  code: string;
  title: string;
  /** '' (none) or 1 to 5. */
  skill_level: string;
};

export const visaOccupationSchema = z.object({
  classification: z.enum(occupationClassifications, { error: m.classification }),
  code: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z.-]{1,12}$/, m.code),
  title: requiredText(300, m.titleRequired, m.titleTooLong),
  skill_level: z
    .string()
    .trim()
    .refine((value) => /^[1-5]?$/.test(value), m.skillLevel)
    .transform((value) => (value === '' ? null : Number(value))),
});

export const checkVisaOccupation = (form: VisaOccupationForm) => check(visaOccupationSchema, form);

/**
 * Adds an occupation (`id` null) or saves one's title and skill level (its classification and
 * code stay: standings and jobs refer to them).
 */
export async function saveVisaOccupation(
  client: GlobalHireClient,
  id: number | null,
  form: VisaOccupationForm,
): Promise<Result<VisaOccupation>> {
  const checked = checkVisaOccupation(form);
  if (checked.errors) return invalid(checked.errors);
  const table = client.from('visa_occupations');
  const { title, skill_level } = checked.values;
  const write =
    id === null ? table.insert(checked.values) : table.update({ title, skill_level }).eq('id', id);
  const { data, error, status } = await write.select(VISA_OCCUPATION_SELECT).maybeSingle();
  if (error) return fail(refusal(error, m.codeTaken), status);
  if (!data) return fail({ message: m.notFound, code: 'not_found' }, 404);
  return ok(toVisaOccupation(data as unknown as Parameters<typeof toVisaOccupation>[0]));
}

export async function setVisaOccupationRetired(
  client: GlobalHireClient,
  id: number,
  retired: boolean,
  clock: Clock = systemClock,
): Promise<Result<VisaOccupation>> {
  const { data, error, status } = await client
    .from('visa_occupations')
    .update({ retired_at: retired ? retiredNow(clock) : null })
    .eq('id', id)
    .select(VISA_OCCUPATION_SELECT)
    .maybeSingle();
  if (error) return fail(refusal(error), status);
  if (!data) return fail({ message: m.notFound, code: 'not_found' }, 404);
  return ok(toVisaOccupation(data as unknown as Parameters<typeof toVisaOccupation>[0]));
}

/** An occupation's standing on one route, as the form holds it. */
export type VisaStandingForm = {
  route_id: string;
  standing: string;
  tier: string;
  list_name: string;
  note: string;
};

export const visaStandingSchema = z.object({
  route_id: id(m.standingRoute),
  standing: z.enum(occupationStandings, { error: m.standing }),
  tier: z
    .string()
    .trim()
    .regex(/^[a-z]+(_[a-z]+)*$/, m.tier),
  list_name: optionalText(200, m.listNameTooLong),
  note: optionalText(1000, m.noteTooLong(1000)),
});

export const checkVisaStanding = (form: VisaStandingForm) => check(visaStandingSchema, form);

/**
 * Sets where an occupation stands on a route: one standing per occupation and route, so an
 * existing one is replaced (and put back in use if it was retired). Answers the saved standing.
 */
export async function setVisaOccupationStanding(
  client: GlobalHireClient,
  occupationId: number,
  form: VisaStandingForm,
): Promise<Result<VisaOccupationStanding>> {
  const checked = checkVisaStanding(form);
  if (checked.errors) return invalid(checked.errors);
  const { data, error, status } = await client
    .from('visa_occupation_routes')
    .upsert(
      { ...checked.values, occupation_id: occupationId, retired_at: null },
      { onConflict: 'occupation_id,route_id' },
    )
    .select(VISA_STANDING_SELECT)
    .maybeSingle();
  if (error) return fail(refusal(error), status);
  if (!data) return fail({ message: m.notFound, code: 'not_found' }, 404);
  return ok(toVisaStanding(data as unknown as Parameters<typeof toVisaStanding>[0]));
}

// ---------------------------------------------------------------------------------------------
// citizenship rights
// ---------------------------------------------------------------------------------------------

export type VisaCitizenshipRightForm = {
  destination: string;
  citizenship: string;
  right_kind: string;
  /** The treaty route; ignored for free movement. */
  route_id: string;
  basis: string;
  conditions: string;
  source_url: string;
  source_date: string;
};

export const visaCitizenshipRightSchema = z
  .object({
    destination: z
      .string()
      .trim()
      .regex(/^[a-z]+(-[a-z]+)*$/, m.destination),
    citizenship: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, m.citizenship),
    right_kind: z.enum(['free_movement', 'treaty'], { error: m.rightKind }),
    route_id: z.string().trim(),
    basis: requiredText(300, m.basisRequired, m.basisTooLong),
    conditions: optionalText(1000, m.noteTooLong(1000)),
    source_url: httpsUrl(m.sourceUrl),
    source_date: day(m.sourceDate),
  })
  .transform(({ route_id, ...values }) => ({
    ...values,
    route_id: values.right_kind === 'treaty' && route_id ? Number(route_id) : null,
  }));

/** The form checked, a treaty right with its route. */
export const checkVisaCitizenshipRight = (form: VisaCitizenshipRightForm) =>
  check(visaCitizenshipRightSchema, form, (values, errors) => {
    if (values.right_kind === 'treaty' && !/^[1-9]\d*$/.test(values.route_id.trim()))
      errors.route_id = m.treatyRoute;
  });

export async function saveVisaCitizenshipRight(
  client: GlobalHireClient,
  id: number | null,
  form: VisaCitizenshipRightForm,
): Promise<Result<VisaCitizenshipRight>> {
  const checked = checkVisaCitizenshipRight(form);
  if (checked.errors) return invalid(checked.errors);
  const table = client.from('visa_citizenship_rights');
  const write =
    id === null ? table.insert(checked.values) : table.update(checked.values).eq('id', id);
  const { data, error, status } = await write.select(VISA_CITIZENSHIP_RIGHT_SELECT).maybeSingle();
  if (error) return fail(refusal(error, m.rightTaken), status);
  if (!data) return fail({ message: m.notFound, code: 'not_found' }, 404);
  return ok(data as unknown as VisaCitizenshipRight);
}

export async function setVisaCitizenshipRightRetired(
  client: GlobalHireClient,
  id: number,
  retired: boolean,
  clock: Clock = systemClock,
): Promise<Result<VisaCitizenshipRight>> {
  const { data, error, status } = await client
    .from('visa_citizenship_rights')
    .update({ retired_at: retired ? retiredNow(clock) : null })
    .eq('id', id)
    .select(VISA_CITIZENSHIP_RIGHT_SELECT)
    .maybeSingle();
  if (error) return fail(refusal(error, m.rightTaken), status);
  if (!data) return fail({ message: m.notFound, code: 'not_found' }, 404);
  return ok(data as unknown as VisaCitizenshipRight);
}
