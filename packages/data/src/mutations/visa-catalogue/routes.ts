import type { GlobalHireClient } from '../../client';
import { systemClock, type Clock } from '../../clock';
import type { Result } from '../../result';
import { z } from '../../validation/zod';
import { VISA_ROUTE_SELECT, type VisaRoute } from '../../queries/visa-catalogue';
import {
  check,
  httpsUrl,
  invalid,
  optionalText,
  requiredText,
  retiredNow,
  visaCatalogueMessages as m,
  writtenRow,
} from './forms';

// What an admin edits of a work route, and retiring it.

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
  const answer = await client
    .from('visa_routes')
    .update(checked.values)
    .eq('id', id)
    .select(VISA_ROUTE_SELECT)
    .maybeSingle();
  return writtenRow(answer);
}

/** Retires a route (verdicts stop offering it) or puts it back in use. */
export async function setVisaRouteRetired(
  client: GlobalHireClient,
  id: number,
  retired: boolean,
  clock: Clock = systemClock,
): Promise<Result<VisaRoute>> {
  const answer = await client
    .from('visa_routes')
    .update({ retired_at: retired ? retiredNow(clock) : null })
    .eq('id', id)
    .select(VISA_ROUTE_SELECT)
    .maybeSingle();
  return writtenRow(answer);
}
