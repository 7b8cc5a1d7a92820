import type { GlobalHireClient } from '../../client';
import { systemClock, type Clock } from '../../clock';
import type { Result } from '../../result';
import { z } from '../../validation/zod';
import {
  VISA_OCCUPATION_SELECT,
  VISA_STANDING_SELECT,
  occupationClassifications,
  occupationStandings,
  toVisaOccupation,
  toVisaStanding,
  type VisaOccupation,
  type VisaOccupationStanding,
} from '../../queries/visa-catalogue';
import {
  check,
  id,
  invalid,
  optionalText,
  requiredText,
  retiredNow,
  visaCatalogueMessages as m,
  writtenRow,
} from './forms';

// Occupation codes of a classification, and where each stands on a route.

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
  const answer = await write.select(VISA_OCCUPATION_SELECT).maybeSingle();
  return writtenRow(answer, {
    taken: m.codeTaken,
    read: (row) => toVisaOccupation(row as unknown as Parameters<typeof toVisaOccupation>[0]),
  });
}

export async function setVisaOccupationRetired(
  client: GlobalHireClient,
  id: number,
  retired: boolean,
  clock: Clock = systemClock,
): Promise<Result<VisaOccupation>> {
  const answer = await client
    .from('visa_occupations')
    .update({ retired_at: retired ? retiredNow(clock) : null })
    .eq('id', id)
    .select(VISA_OCCUPATION_SELECT)
    .maybeSingle();
  return writtenRow(answer, {
    read: (row) => toVisaOccupation(row as unknown as Parameters<typeof toVisaOccupation>[0]),
  });
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
  const answer = await client
    .from('visa_occupation_routes')
    .upsert(
      { ...checked.values, occupation_id: occupationId, retired_at: null },
      { onConflict: 'occupation_id,route_id' },
    )
    .select(VISA_STANDING_SELECT)
    .maybeSingle();
  return writtenRow(answer, {
    read: (row) => toVisaStanding(row as unknown as Parameters<typeof toVisaStanding>[0]),
  });
}
