import { FunctionsHttpError } from '@supabase/supabase-js';
import type { GlobalHireClient } from '../client';
import type { InvitedUser } from '../functions/invite-user';
import { fail, ok, type DataError } from '../result';
import type { InviteUserInput } from '../validation/invitations';

/** A refused invitation: the function's message, and the form field it belongs to when it names one. */
export interface InvitationError extends DataError {
  field?: 'email' | 'role' | 'firstName' | 'lastName' | 'companyName';
}

/**
 * Admin: invites a person as an employer or an admin, through the invite-user Edge Function (the
 * service-role key stays on the server; the function checks in the database that the caller is
 * an admin). The person gets an email whose link lets them choose a password.
 */
export async function inviteUser(
  client: GlobalHireClient,
  input: InviteUserInput,
): Promise<{ data: InvitedUser; error: null } | { data: null; error: InvitationError }> {
  const { data, error } = await client.functions.invoke<InvitedUser>('invite-user', {
    body: input,
  });
  if (!error) return ok(data as InvitedUser);
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const body = (await response.json().catch(() => ({}))) as {
      code?: string;
      message?: string;
      field?: InvitationError['field'];
    };
    const failed = fail<InvitedUser>(
      { message: body.message ?? 'The invitation failed.', code: body.code ?? null },
      response.status,
    );
    return {
      data: null,
      error: { ...failed.error!, ...(body.field ? { field: body.field } : {}) },
    };
  }
  return fail<InvitedUser>(error) as { data: null; error: InvitationError };
}
