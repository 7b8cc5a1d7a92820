import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';

/**
 * The slug a company uses now, given one it used before (company_slug_history, written by a
 * trigger when a company is renamed); null when the slug was never a company's or the company
 * is hidden. The site redirects with it; a server-side 301 can call the same function.
 */
export async function resolveCompanySlug(
  client: GlobalHireClient,
  oldSlug: string,
): Promise<Result<string | null>> {
  const { data, error, status } = await client.rpc('current_company_slug', { old_slug: oldSlug });
  return error ? fail(error, status) : ok(data ?? null);
}
