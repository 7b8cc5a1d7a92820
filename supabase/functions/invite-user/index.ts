// Supabase Edge Function (Deno): an admin invites an employer or an admin by email. The logic is
// packages/data/src/functions/invite-user.ts, which supabase-local also serves in process for
// `pnpm start`. It checks in the database that the caller is an admin (public.caller_is_admin())
// before it uses the service-role key, which never leaves the server.
// Secrets: `supabase secrets set SITE_URL=https://your-site` (the invitation link lands on its
// /reset-password page; add it to the Auth redirect URLs). SUPABASE_URL, SUPABASE_ANON_KEY and
// SUPABASE_SERVICE_ROLE_KEY are provided to every function by Supabase.
import { createClient } from 'npm:@supabase/supabase-js@2.109.0';
import { inviteUserFunction } from '../../../packages/data/src/functions/invite-user.ts';

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set (supabase secrets set ${name}=...)`);
  return value;
};

const handle = inviteUserFunction({
  siteUrl: env('SITE_URL'),
  makeClient: (url, key, authorization) =>
    createClient(url, key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      ...(authorization ? { global: { headers: { Authorization: authorization } } } : {}),
    }),
});

Deno.serve((request) =>
  handle(request, {
    SUPABASE_URL: env('SUPABASE_URL'),
    SUPABASE_ANON_KEY: env('SUPABASE_ANON_KEY'),
    SUPABASE_SERVICE_ROLE_KEY: env('SUPABASE_SERVICE_ROLE_KEY'),
  }),
);
