import type { GlobalHireClient } from '../client';
import type { UserType } from '../constants';
import type { Tables } from '../database.types';
import { fail, ok, type Result } from '../result';

/**
 * Admin: make an account an admin, an employer or a candidate. Only an admin may (RLS and the
 * profile trigger); the database resets the statuses that belong to the old role.
 */
export async function setUserRole(
  client: GlobalHireClient,
  userId: string,
  role: UserType,
): Promise<Result<Pick<Tables<'profiles'>, 'id' | 'user_type'>>> {
  const { data, error, status } = await client
    .from('profiles')
    .update({ user_type: role })
    .eq('id', userId)
    .select('id, user_type')
    .single();
  return error ? fail(error, status) : ok(data);
}
