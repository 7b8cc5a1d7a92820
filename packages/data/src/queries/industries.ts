import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

/** An industry a company may say it works in (public.industries, read by everyone). */
export type Industry = Pick<Tables<'industries'>, 'slug' | 'label'>;

export const INDUSTRY_SELECT = 'slug, label';

/** Every industry, in the list's order. */
export async function listIndustries(client: GlobalHireClient): Promise<Result<Industry[]>> {
  const { data, error, status } = await client
    .from('industries')
    .select(INDUSTRY_SELECT)
    .order('position', { ascending: true });
  return error ? fail(error, status) : ok(data);
}
