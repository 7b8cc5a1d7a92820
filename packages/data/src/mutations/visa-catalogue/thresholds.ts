import type { GlobalHireClient } from '../../client';
import { systemClock, type Clock } from '../../clock';
import type { TablesInsert } from '../../database.types';
import type { Result } from '../../result';
import { z } from '../../validation/zod';
import {
  VISA_THRESHOLD_SELECT,
  toVisaThreshold,
  type VisaThreshold,
} from '../../queries/visa-catalogue';
import {
  check,
  day,
  decimal,
  id,
  invalid,
  isCatalogueDay,
  optionalDay,
  optionalDecimal,
  optionalText,
  requiredText,
  httpsUrl,
  retiredNow,
  visaCatalogueMessages as m,
  writtenRow,
} from './forms';

// Dated salary figures: a route's threshold per tier and region.

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
  const answer = await write.select(VISA_THRESHOLD_SELECT).maybeSingle();
  return writtenRow(answer, {
    read: (row) => toVisaThreshold(row as unknown as Parameters<typeof toVisaThreshold>[0]),
  });
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
  const answer = await client
    .from('visa_thresholds')
    .update({ retired_at: retiredNow(clock) })
    .eq('id', id)
    .is('retired_at', null)
    .select('id, retired_at')
    .maybeSingle();
  return writtenRow(answer, { missing: m.alreadyRetired });
}
