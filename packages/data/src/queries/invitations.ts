import type { GlobalHireClient } from '../client';
import type { UserType } from '../constants';
import { fail, ok, type Result } from '../result';

/** An invitation nobody has taken up: the account exists, its person never chose a password. */
export interface PendingInvitation {
  id: string;
  email: string;
  user_type: UserType;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  invited_at: string;
  /** They opened the link but left before choosing a password. */
  link_opened: boolean;
}

/** Admin: pending invitations, newest first (at most 200; the database refuses non-admins). */
export async function listPendingInvitations(
  client: GlobalHireClient,
): Promise<Result<PendingInvitation[]>> {
  const { data, error, status } = await client.rpc('pending_invitations');
  // Function results are typed non-null; names and company are null when the admin gave none.
  return error ? fail(error, status) : ok((data ?? []) as PendingInvitation[]);
}
