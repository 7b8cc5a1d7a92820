import { createHmac } from 'node:crypto';
import WebSocket from 'ws';
import { createSupabaseClient, type GlobalHireClient } from '@globalhire/data';
import { supabaseUrl } from './env';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** When the Supabase CLI's local API keys expire (2032-11-12); supabase-local's keys match them. */
const apiKeyExpiry = 1983812996;

/**
 * The project's API key for `role`: supabase-local accepts exactly its two keys, the claims
 * below signed (HS256) with the secret the suite gave it, as `supabase start` makes them.
 */
function apiKey(role: 'anon' | 'service_role'): string {
  const secret = process.env.E2E_JWT_SECRET;
  if (!secret)
    throw new Error('E2E_JWT_SECRET is not set: run the suite through e2e/playwright.config.ts');
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iss: 'supabase-demo', role, exp: apiKeyExpiry }));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

const nodeClientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  // Node 20 has no WebSocket of its own, and supabase-js builds its realtime client eagerly.
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
};

/**
 * supabase-js with the service-role key, for preparing rows a test needs that no visitor could
 * create (it bypasses row-level security). Tests act through the browser; this only sets the stage.
 */
export function serviceClient(): GlobalHireClient {
  return createSupabaseClient(
    { url: supabaseUrl, anonKey: apiKey('service_role') },
    nodeClientOptions,
  );
}

/** supabase-js with the anon key, as the site's own client: sign in with it to act as a user. */
export function anonClient(): GlobalHireClient {
  return createSupabaseClient({ url: supabaseUrl, anonKey: apiKey('anon') }, nodeClientOptions);
}
