import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { sessionSettings } from './constants';
import type { Database } from './database.types';

export type GlobalHireClient = SupabaseClient<Database>;

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/**
 * The one Supabase client of the product, configured as spec §7 says: the session is persisted in
 * local storage, refreshed automatically and detected in the URL (confirmation and recovery links).
 */
export function createSupabaseClient(
  config: SupabaseConfig,
  options: SupabaseClientOptions<'public'> = {},
): GlobalHireClient {
  const client = createClient<Database>(config.url, config.anonKey, {
    ...options,
    auth: { ...sessionSettings, ...options.auth },
  });
  configs.set(client, config);
  return client;
}

const configs = new WeakMap<GlobalHireClient, SupabaseConfig>();

/** The URL and key a client was made with (uploads with progress talk to Storage directly). */
export function clientConfig(client: GlobalHireClient): SupabaseConfig | undefined {
  return configs.get(client);
}

/** Reads `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY`, failing at start with a clear message. */
export function readSupabaseConfig(env: Record<string, string | undefined>): SupabaseConfig {
  const url = env.VITE_SUPABASE_URL?.trim();
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim();
  const missing = [!url && 'VITE_SUPABASE_URL', !anonKey && 'VITE_SUPABASE_ANON_KEY'].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `GlobalHire cannot start: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. ` +
        'Run `pnpm start` (which starts supabase-local and sets them), or set them in apps/site/.env.local ' +
        'to your Supabase project URL and anon key.',
    );
  }
  try {
    new URL(url!);
  } catch {
    throw new Error(`GlobalHire cannot start: VITE_SUPABASE_URL is not a URL (${url}).`);
  }
  return { url: url!, anonKey: anonKey! };
}
