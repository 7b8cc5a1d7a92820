import type { GlobalHireClient } from '../client';
import type { Database, Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

// The UK Register of Licensed Sponsors as an admin imported it, and what confirming the import
// would change (computed by the database: sponsor_register_proposals).

export type SponsorRegisterImport = Tables<'sponsor_register_imports'>;

/** What confirming would do for one employer (see the migration for each outcome). */
export type SponsorRegisterOutcome =
  'add' | 'verify' | 'update_routes' | 'unchanged' | 'town_differs' | 'not_on_register';

export type SponsorRegisterProposal = Omit<
  Database['public']['Functions']['sponsor_register_proposals']['Returns'][number],
  | 'outcome'
  | 'organisation_name'
  | 'town'
  | 'licence_status'
  | 'licence_routes'
  | 'city'
  | 'company_slug'
> & {
  outcome: SponsorRegisterOutcome;
  organisation_name: string | null;
  town: string | null;
  city: string | null;
  company_slug: string | null;
  licence_status: Tables<'employer_licences'>['status'] | null;
  licence_routes: string[] | null;
};

/** Outcomes an admin confirms: each changes a licence. */
export const changingOutcomes: readonly SponsorRegisterOutcome[] = [
  'add',
  'verify',
  'update_routes',
  'town_differs',
];

/** The newest import, confirmed or not; null before the first. */
export async function getLatestSponsorRegisterImport(
  client: GlobalHireClient,
): Promise<Result<SponsorRegisterImport | null>> {
  const { data, error } = await client
    .from('sponsor_register_imports')
    .select('*')
    .neq('status', 'discarded')
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(1)
    .maybeSingle();
  return error ? fail(error) : ok(data);
}

/** Every employer the import names, and every verified UK licence it does not. */
export async function getSponsorRegisterProposals(
  client: GlobalHireClient,
  importId: number,
): Promise<Result<SponsorRegisterProposal[]>> {
  const { data, error } = await client.rpc('sponsor_register_proposals', { import_id: importId });
  return error ? fail(error) : ok((data ?? []) as SponsorRegisterProposal[]);
}
