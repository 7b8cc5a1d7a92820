import type { Clock } from '../../clock';
import { fail, ok, type DataError, type Result } from '../../result';
import { fieldErrors } from '../../validation/schemas';
import { z } from '../../validation/zod';

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

export const day = (message: string) => z.string().trim().refine(isCatalogueDay, message);
export const optionalDay = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCatalogueDay(value), message)
    .transform((value) => value || null);
export const httpsUrl = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), message);
export const requiredText = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || null);

const decimalPattern = (places: number) => new RegExp(`^\\d+(\\.\\d{1,${places}})?$`);
const isDecimal = (value: string, max: number, places: number) =>
  decimalPattern(places).test(value) && Number(value) > 0 && Number(value) <= max;
export const decimal = (message: string, max: number, places: number) =>
  z
    .string()
    .trim()
    .refine((value) => isDecimal(value, max, places), message)
    .transform(Number);
export const optionalDecimal = (message: string, max: number, places: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isDecimal(value, max, places), message)
    .transform((value) => (value === '' ? null : Number(value)));
export const id = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^[1-9]\d*$/.test(value), message)
    .transform(Number);

type Checked<Values> =
  { values: Values; errors: null } | { values: null; errors: Record<string, string> };

/** A form's values checked by a schema, plus rules across fields; errors keyed by field name. */
export function check<Schema extends z.ZodType, Form>(
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
export const invalid = <T>(errors: Record<string, string>): Result<T> =>
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
export const retiredNow = (clock: Clock) => clock().toISOString();

/** What supabase-js answers for a write read back as one row. */
interface OneRowAnswer<Row> {
  data: Row | null;
  error: WriteError | null;
  status: number;
}

/**
 * A write's answer as a Result: the refusal in the admin's words (`taken` for a duplicate), or
 * "no longer in the catalogue" when no row came back, or the row (`read` shapes it).
 */
export function writtenRow<Row, Out = Row>(
  { data, error, status }: OneRowAnswer<Row>,
  options: { taken?: string; missing?: string; read?: (row: Row) => Out } = {},
): Result<Out> {
  if (error) return fail(refusal(error, options.taken), status);
  if (!data) return fail({ message: options.missing ?? m.notFound, code: 'not_found' }, 404);
  return ok(options.read ? options.read(data) : (data as unknown as Out));
}
