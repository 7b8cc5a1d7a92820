import type { GlobalHireClient } from '../client';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

export type Profile = Tables<'profiles'>;

/** Spec §7 "Profile": every column of the user's profile row, or null when there is none. */
export async function getProfile(client: GlobalHireClient, userId: string): Promise<Result<Profile | null>> {
  const { data, error, status } = await client.from('profiles').select('*').eq('id', userId).maybeSingle();
  return error ? fail(error, status) : ok(data);
}
