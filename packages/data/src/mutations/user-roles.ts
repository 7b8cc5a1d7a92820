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

/**
 * Admin: reset an admin's or a recruiter's second factor when they lost their authenticator.
 * The database requires an admin with two factors and a live session, refuses one's own account
 * and non-staff accounts, removes the person's factors and signs them out everywhere, and writes
 * the audit trail; they sign in with their password and enrol a new authenticator.
 */
export async function resetStaffSecondFactor(
  client: GlobalHireClient,
  userId: string,
): Promise<Result<null>> {
  const { error, status } = await client.rpc('reset_staff_second_factor', { target: userId });
  return error ? fail(error, status) : ok(null);
}
