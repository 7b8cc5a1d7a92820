import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { sessionSettings } from './constants';
import { rememberClientConfig, type SupabaseConfig } from './clientConfig';
import type { Database } from './database.types';

export type GlobalHireClient = SupabaseClient<Database>;
export { clientConfig, readSupabaseConfig, type SupabaseConfig } from './clientConfig';

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
  rememberClientConfig(client, config);
  return client;
}
