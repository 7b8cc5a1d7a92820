import { FunctionsHttpError } from '@supabase/supabase-js';
import type { GlobalHireClient } from '../client';
import type { InvitedUser } from '../functions/invite-user';
import { fail, ok, type DataError } from '../result';
import type { InviteUserInput, ResendInvitationInput } from '../validation/invitations';

/** A refused invitation: the function's message, and the form field it belongs to when it names one. */
export interface InvitationError extends DataError {
  field?: 'email' | 'role' | 'firstName' | 'lastName' | 'companyName';
}

type InvitationResult = { data: InvitedUser; error: null } | { data: null; error: InvitationError };

async function invokeInviteUser(
  client: GlobalHireClient,
  body: InviteUserInput | ResendInvitationInput,
): Promise<InvitationResult> {
  const { data, error } = await client.functions.invoke<InvitedUser>('invite-user', { body });
  if (!error) return ok(data as InvitedUser);
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const answer = (await response.json().catch(() => ({}))) as {
      code?: string;
      message?: string;
      field?: InvitationError['field'];
    };
    const failed = fail<InvitedUser>(
      { message: answer.message ?? 'The invitation failed.', code: answer.code ?? null },
      response.status,
    );
    return {
      data: null,
      error: { ...failed.error!, ...(answer.field ? { field: answer.field } : {}) },
    };
  }
  return fail<InvitedUser>(error) as { data: null; error: InvitationError };
}

/**
 * Admin: invites a person as an employer, a recruiter or an admin, through the invite-user Edge
 * Function (the service-role key stays on the server; the function checks in the database that
 * the caller is an admin). The person gets an email whose link lets them choose a password. An
 * address whose invitation is still pending gets it again (`resent: true`), with this role.
 */
export function inviteUser(
  client: GlobalHireClient,
  input: InviteUserInput,
): Promise<InvitationResult> {
  return invokeInviteUser(client, input);
}

/**
 * Admin: sends a pending invitation again, as it was made. Refused with 422 `not_pending` once
 * the person chose a password, and 429 when the last email went out moments ago.
 */
export function resendInvitation(
  client: GlobalHireClient,
  email: string,
): Promise<InvitationResult> {
  return invokeInviteUser(client, { email, resend: true });
}
