import type { GlobalHireClient } from '../../client';
import { systemClock, type Clock } from '../../clock';
import type { Result } from '../../result';
import { z } from '../../validation/zod';
import {
  VISA_CITIZENSHIP_RIGHT_SELECT,
  type VisaCitizenshipRight,
} from '../../queries/visa-catalogue';
import {
  check,
  day,
  httpsUrl,
  invalid,
  optionalText,
  requiredText,
  retiredNow,
  visaCatalogueMessages as m,
  writtenRow,
} from './forms';

// Citizenships that need no permission in a destination, or open a treaty route there.

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
  const answer = await write.select(VISA_CITIZENSHIP_RIGHT_SELECT).maybeSingle();
  return writtenRow(answer, {
    taken: m.rightTaken,
    read: (row) => row as unknown as VisaCitizenshipRight,
  });
}

export async function setVisaCitizenshipRightRetired(
  client: GlobalHireClient,
  id: number,
  retired: boolean,
  clock: Clock = systemClock,
): Promise<Result<VisaCitizenshipRight>> {
  const answer = await client
    .from('visa_citizenship_rights')
    .update({ retired_at: retired ? retiredNow(clock) : null })
    .eq('id', id)
    .select(VISA_CITIZENSHIP_RIGHT_SELECT)
    .maybeSingle();
  return writtenRow(answer, {
    taken: m.rightTaken,
    read: (row) => row as unknown as VisaCitizenshipRight,
  });
}
