// The invite-user Edge Function's logic, shared by the Deno entry (supabase/functions/invite-user)
// and supabase-local, which serves it in process at /functions/v1/invite-user for `pnpm start`.
// It runs server-side only: it holds the service-role key, which never reaches a browser.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import { inviteUserSchema, type InviteUserValues } from '../validation/invitations';

export type InvitedRole = 'employer' | 'admin' | 'recruiter';

export interface InvitedUser {
  id: string;
  email: string;
  role: InvitedRole;
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

/**
 * POST {email, role, firstName?, lastName?, companyName?} with an admin's access token: checks in
 * the database that the caller is an admin (public.caller_is_admin(), the rule of every admin
 * policy), then invites through the Auth admin API and sets the new account's role with the
 * service role, an employer's company verified (the admin vouched for it). The person gets
 * GoTrue's invitation email, and nothing else; its link signs them in on the site's
 * set-password page. Answers 200 {id, email, role}, or {code, message, field?} with 400, 403,
 * 422 email_exists or 429.
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
    const parsed = inviteUserSchema.safeParse(body);
    if (!parsed.success) return refuseInput(parsed.error.issues[0]);
    const input = parsed.data;

    const service = options.makeClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY);
    // Only new people: Auth would re-invite an unconfirmed account, whose password was chosen by
    // whoever signed up with the address, and the role below would then be theirs.
    const existing = await service
      .from('profiles')
      .select('id')
      .ilike('email', input.email.replace(/[\\%_]/g, '\\$&'))
      .limit(1);
    if (existing.error) return refusal(500, 'unexpected_failure', 'The invitation failed.');
    if (existing.data.length > 0) {
      return refusal(422, 'email_exists', 'An account already uses this email address.', 'email');
    }
    const invited = await service.auth.admin.inviteUserByEmail(input.email, {
      // The profile trigger reads these names; the role is set below, never from this metadata.
      data: {
        first_name: input.firstName ?? null,
        last_name: input.lastName ?? null,
        ...(input.companyName ? { company_name: input.companyName } : {}),
      },
      redirectTo: `${options.siteUrl.replace(/\/$/, '')}/reset-password?invited=1`,
    });
    if (invited.error || !invited.data.user) {
      const code = invited.error?.code ?? 'unexpected_failure';
      if (code === 'email_exists') {
        return refusal(422, code, 'An account already uses this email address.', 'email');
      }
      if (invited.error?.status === 429) return refusal(429, code, invited.error.message, 'email');
      return refusal(
        invited.error?.status ?? 500,
        code,
        invited.error?.message ?? 'The invitation failed.',
      );
    }
    const user = invited.data.user;
    // An invited employer starts verified: the inviting admin vouches for the company, so it is
    // not queued for verification again. Nothing tells anyone of the status (no trigger sends a
    // "verified" notice; the audit trail records the account's new role), so the person
    // receives the invitation alone.
    const profile = await service
      .from('profiles')
      .update({
        user_type: input.role,
        ...(input.role === 'employer'
          ? { company_name: input.companyName, employer_status: 'verified' as const }
          : {}),
      })
      .eq('id', user.id)
      .select('id')
      .single();
    if (profile.error) {
      // No half-made account: the invitation's user goes with the failed role.
      await service.auth.admin.deleteUser(user.id);
      return refusal(500, 'unexpected_failure', 'The invitation failed; nobody was invited.');
    }
    return answer(200, { id: user.id, email: input.email, role: input.role } satisfies InvitedUser);
  };
}
