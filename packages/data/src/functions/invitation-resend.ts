// Sending an invitation again, for the invite-user function: only to an account an invitation
// made whose person never chose a password (public.pending_invitations, asked as the calling
// admin). An account with a password, or one its owner signed up for, is never re-invited: the
// link would hand it to whoever holds it.
import type { AuthError, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';

/** Who an admin can invite (here rather than in invite-user.ts, which imports this module). */
export type InvitedRole = 'employer' | 'admin' | 'recruiter';

export interface PendingInvitee {
  id: string;
  email: string;
  role: InvitedRole;
  /** They opened the link (the address is confirmed) but chose no password. */
  linkOpened: boolean;
}

const invitedRoles: readonly string[] = ['employer', 'admin', 'recruiter'];

/** The address's pending invitation; null when it has none. `failed` when the question failed. */
export async function findPendingInvitation(
  caller: SupabaseClient<Database>,
  email: string,
): Promise<{ pending: PendingInvitee | null; failed: boolean }> {
  const { data, error } = await caller.rpc('pending_invitations', { address: email });
  if (error) return { pending: null, failed: true };
  const row = data?.[0];
  if (!row || !invitedRoles.includes(row.user_type)) return { pending: null, failed: false };
  return {
    pending: {
      id: row.id,
      email: row.email,
      role: row.user_type as InvitedRole,
      linkOpened: row.link_opened,
    },
    failed: false,
  };
}

/**
 * Sends the invitation again: a new invitation email while the address is unconfirmed; once the
 * first link was opened (Auth then refuses to invite a confirmed address), the emailed link to
 * choose a password, landing on the same page.
 */
export async function sendInvitationAgain(
  clients: { service: SupabaseClient<Database>; anon: SupabaseClient<Database> },
  pending: PendingInvitee,
  redirectTo: string,
): Promise<AuthError | null> {
  if (pending.linkOpened) {
    const { error } = await clients.anon.auth.resetPasswordForEmail(pending.email, { redirectTo });
    return error;
  }
  const { error } = await clients.service.auth.admin.inviteUserByEmail(pending.email, {
    redirectTo,
  });
  return error;
}
