import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

export type Profile = Tables<'profiles'>;

/**
 * Spec §7 "Profile": every column of the user's profile row, or null when there is none.
 * Read through profile_details: the profiles table gives API roles its public (company) columns
 * only, and the view returns the rest to the account itself, admins and the employers a candidate
 * applied to. Its columns are the table's, so the row is the table's Row type.
 */
export async function getProfile(client: GlobalHireClient, userId: string): Promise<Result<Profile | null>> {
  const { data, error, status } = await client.from('profile_details').select('*').eq('id', userId).maybeSingle();
  return error ? fail(error, status) : ok(data as Profile | null);
}
