// Supabase Edge Function (Deno): drains private.email_outbox through Resend on hosted Supabase.
// Each call is one tick of the worker `pnpm start` runs locally (packages/data/src/delivery): it
// fans the jobs that went live out to the job alerts (bounded calls, up to 20 s a tick), queues
// the due daily and weekly job alert digests, renders each queued email with its React Email
// template (packages/emails) and sends it, then removes deleted accounts' files and applies the
// retention periods (once a day); only the transport differs.
// Build before deploying: `pnpm emails:function` writes ./worker.bundle.js (the worker and the
// templates in one module), then `supabase functions deploy deliver-emails`.
// Scheduled every minute by pg_cron (see ./schedule.sql); it answers 401 to a call without the
// project's service-role key, so nobody else can trigger sends.
// Secrets: `supabase secrets set RESEND_API_KEY=... EMAIL_FROM='GlobalHire <notifications@your-domain>'
// EMAIL_REPLY_TO=support@your-domain SITE_URL=https://your-site` (EMAIL_REPLY_TO is optional;
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided to every function by Supabase).
import { createClient } from '@supabase/supabase-js';
import { createEmailRenderer, deliveryTick, resendTransport } from './worker.bundle.js';

const env = (name: string): string => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set (supabase secrets set ${name}=...)`);
  return value;
};

Deno.serve(async (request) => {
  const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY');
  if (request.headers.get('Authorization') !== `Bearer ${serviceRoleKey}`) {
    return Response.json({ message: 'The service-role key is required' }, { status: 401 });
  }
  const client = createClient(env('SUPABASE_URL'), serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const replyTo = Deno.env.get('EMAIL_REPLY_TO');
  try {
    const report = await deliveryTick(client, {
      send: resendTransport({ apiKey: env('RESEND_API_KEY') }),
      render: createEmailRenderer({
        siteUrl: env('SITE_URL'),
        from: env('EMAIL_FROM'),
        ...(replyTo ? { replyTo } : {}),
      }),
      // One invocation per minute: hold rows long enough that a slow run is never overlapped.
      leaseSeconds: 120,
    });
    return Response.json(report);
  } catch (error) {
    return Response.json({ message: (error as Error).message }, { status: 500 });
  }
});
