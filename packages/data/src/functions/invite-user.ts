// The invite-user Edge Function's logic, shared by the Deno entry (supabase/functions/invite-user)
// and supabase-local, which serves it in process at /functions/v1/invite-user for `pnpm start`.
// It runs server-side only: it holds the service-role key, which never reaches a browser.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import {
  inviteUserSchema,
  resendInvitationSchema,
  type InviteUserValues,
} from '../validation/invitations';
import { findPendingInvitation, sendInvitationAgain, type InvitedRole } from './invitation-resend';

export type { InvitedRole } from './invitation-resend';

export interface InvitedUser {
  id: string;
  email: string;
  role: InvitedRole;
  /** The address's pending invitation was sent again (no new account). */
  resent?: boolean;
}

/** What every Supabase Edge Function finds in its environment. */
export interface FunctionEnv {
  SUPABASE_URL: string;
  SUPABASE_ANON_KEY: string;
  SUPABASE_SERVICE_ROLE_KEY: string;
}

export interface InviteUserOptions {
  /** Makes a supabase-js client: with only a key, or acting as the caller (their Authorization). */
  makeClient(url: string, key: string, authorization?: string): SupabaseClient<Database>;
  /** The site's public URL: the invitation link lands on its set-password page. */
  siteUrl: string;
}

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: cors });
}

function refusal(
  status: number,
  code: string,
  message: string,
  field?: keyof InviteUserValues,
): Response {
  return answer(status, { code, message, ...(field ? { field } : {}) });
}

/** The form's own schema refused the body: its first message, at its field. */
function refuseInput(issue: { message: string; path: PropertyKey[] } | undefined): Response {
  const field = issue?.path[0];
  return refusal(
    400,
    'validation_failed',
    issue?.message ?? 'The invitation is not valid.',
    typeof field === 'string' ? (field as keyof InviteUserValues) : undefined,
  );
}

type Service = SupabaseClient<Database>;

/** Gives the invited account its role (an employer's company verified) and, when given, its names. */
function setRole(service: Service, userId: string, input: InviteUserValues) {
  return service
    .from('profiles')
    .update({
      user_type: input.role,
      ...(input.firstName ? { first_name: input.firstName } : {}),
      ...(input.lastName ? { last_name: input.lastName } : {}),
      ...(input.role === 'employer'
        ? { company_name: input.companyName, employer_status: 'verified' as const }
        : {}),
    })
    .eq('id', userId)
    .select('id')
    .single();
}

/** Auth refused to send: too soon after the last email (429), or another failure. */
function refuseSending(error: { code?: string; status?: number; message: string }): Response {
  const code = error.code ?? 'unexpected_failure';
  if (code === 'email_exists') {
    return refusal(422, code, 'An account already uses this email address.', 'email');
  }
  if (error.status === 429) return refusal(429, code, error.message, 'email');
  return refusal(error.status ?? 500, code, error.message || 'The invitation failed.');
}

/**
 * POST {email, role, firstName?, lastName?, companyName?} with an admin's access token: checks in
 * the database that the caller is an admin (public.caller_is_admin(), the rule of every admin
 * policy), then invites through the Auth admin API and sets the new account's role with the
 * service role, an employer's company verified (the admin vouched for it). The person gets
 * GoTrue's invitation email, and nothing else; its link signs them in on the site's
 * set-password page. An address whose invitation is still pending (no password chosen yet) gets
 * it again, with the role and names given now. POST {email, resend: true} sends a pending
 * invitation again as it was made. Answers 200 {id, email, role, resent?}, or
 * {code, message, field?} with 400, 403, 422 email_exists / not_pending or 429.
 */
export function inviteUserFunction(options: InviteUserOptions) {
  return async (request: Request, env: FunctionEnv): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') return refusal(405, 'method_not_allowed', 'Use POST.');
    const authorization = request.headers.get('Authorization') ?? '';
    const caller = options.makeClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, authorization);
    const isAdmin = await caller.rpc('caller_is_admin');
    if (isAdmin.error || isAdmin.data !== true) {
      return refusal(
        403,
        'not_admin',
        'Only an admin, signed in with two factors, can invite people.',
      );
    }
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return refusal(400, 'bad_json', 'The request body is not JSON.');
    }
    const service = options.makeClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY);
    const clients = { service, anon: options.makeClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY) };
    const redirectTo = `${options.siteUrl.replace(/\/$/, '')}/reset-password?invited=1`;

    if ((body as { resend?: unknown } | null)?.resend === true) {
      const resend = resendInvitationSchema.safeParse(body);
      if (!resend.success) return refuseInput(resend.error.issues[0]);
      const { pending, failed } = await findPendingInvitation(caller, resend.data.email);
      if (failed) return refusal(500, 'unexpected_failure', 'The invitation failed.');
      if (!pending) {
        return refusal(
          422,
          'not_pending',
          'This invitation was accepted or no longer exists, so there is nothing to send again.',
          'email',
        );
      }
      const error = await sendInvitationAgain(clients, pending, redirectTo);
      if (error) return refuseSending(error);
      return answer(200, {
        id: pending.id,
        email: pending.email,
        role: pending.role,
        resent: true,
      } satisfies InvitedUser);
    }

    const parsed = inviteUserSchema.safeParse(body);
    if (!parsed.success) return refuseInput(parsed.error.issues[0]);
    const input = parsed.data;

    // Only new people, or people whose invitation is still pending: Auth would re-invite any
    // unconfirmed account, whose password was chosen by whoever signed up with the address, and
    // the role below would then be theirs.
    const existing = await service
      .from('profiles')
      .select('id')
      .ilike('email', input.email.replace(/[\\%_]/g, '\\$&'))
      .limit(1);
    if (existing.error) return refusal(500, 'unexpected_failure', 'The invitation failed.');
    if (existing.data.length > 0) {
      const { pending, failed } = await findPendingInvitation(caller, input.email);
      if (failed) return refusal(500, 'unexpected_failure', 'The invitation failed.');
      if (!pending) {
        return refusal(422, 'email_exists', 'An account already uses this email address.', 'email');
      }
      const error = await sendInvitationAgain(clients, pending, redirectTo);
      if (error) return refuseSending(error);
      if ((await setRole(service, pending.id, input)).error) {
        return refusal(
          500,
          'unexpected_failure',
          'The invitation was sent again, but its role could not be changed.',
        );
      }
      return answer(200, {
        id: pending.id,
        email: input.email,
        role: input.role,
        resent: true,
      } satisfies InvitedUser);
    }

    const invited = await service.auth.admin.inviteUserByEmail(input.email, {
      // The profile trigger reads these names; the role is set below, never from this metadata.
      data: {
        first_name: input.firstName ?? null,
        last_name: input.lastName ?? null,
        ...(input.companyName ? { company_name: input.companyName } : {}),
      },
      redirectTo,
    });
    if (invited.error || !invited.data.user) {
      return refuseSending(invited.error ?? { message: 'The invitation failed.' });
    }
    const user = invited.data.user;
    // An invited employer starts verified: the inviting admin vouches for the company, so it is
    // not queued for verification again. Nothing tells anyone of the status (no trigger sends a
    // "verified" notice; the audit trail records the account's new role), so the person
    // receives the invitation alone.
    const profile = await setRole(service, user.id, input);
    if (profile.error) {
      // No half-made account: the invitation's user goes with the failed role.
      await service.auth.admin.deleteUser(user.id);
      return refusal(500, 'unexpected_failure', 'The invitation failed; nobody was invited.');
    }
    return answer(200, { id: user.id, email: input.email, role: input.role } satisfies InvitedUser);
  };
}
