import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { sessionSettings } from './constants/business';
import { rememberClientConfig } from './clientConfig';
import type { GlobalHireClient, SupabaseConfig } from './clientTypes';
import { realtimeOptions } from './realtime/options';
import type { Database } from './database.types';

export type { GlobalHireClient, SupabaseConfig } from './clientTypes';
export { clientConfig, readSupabaseConfig } from './clientConfig';

/**
 * The one Supabase client of the product, configured as spec §7 says: the session is persisted in
 * local storage, refreshed automatically and detected in the URL (confirmation and recovery
 * links). Realtime uses the timeout, heartbeat and reconnection delays of spec §9.
 */
export function createSupabaseClient(
  config: SupabaseConfig,
  options: SupabaseClientOptions<'public'> = {},
): GlobalHireClient {
  const client = createClient<Database>(config.url, config.anonKey, {
    ...options,
    auth: { ...sessionSettings, ...options.auth },
    realtime: { ...realtimeOptions, ...options.realtime },
  });
  // supabase-js gives Realtime the new access token on sign-in and refresh, but not after a second
  // factor is verified: staff would keep listening with the aal1 token, which RLS refuses.
  if (!options.accessToken) {
    client.auth.onAuthStateChange((event, session) => {
      if (event === 'MFA_CHALLENGE_VERIFIED' && session)
        void client.realtime.setAuth(session.access_token);
    });
  }
  rememberClientConfig(client, config);
  return client;
}
