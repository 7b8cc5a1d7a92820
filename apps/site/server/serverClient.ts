import WebSocket from 'ws';
import { createSupabaseClient, type GlobalHireClient, type SupabaseConfig } from '@globalhire/data';

/** Fetch that sends the public Supabase URL's requests to the server's own URL for it. */
function fetchVia(publicUrl: string, serverUrl: string): typeof fetch {
  const from = publicUrl.replace(/\/$/, '');
  const to = serverUrl.replace(/\/$/, '');
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = url.startsWith(from) ? to + url.slice(from.length) : url;
    return fetch(input instanceof Request ? new Request(target, input) : target, init);
  };
}

/**
 * The site server's Supabase client: an anonymous visitor's, holding no session (the server renders
 * what anyone may read). `serverUrl` is where the server itself reaches the project, when that
 * differs from the public URL; image and link URLs keep the public one.
 */
export function createServerClient(config: SupabaseConfig, serverUrl?: string): GlobalHireClient {
  return createSupabaseClient(config, {
    ...(serverUrl ? { global: { fetch: fetchVia(config.url, serverUrl) } } : {}),
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // A database that hangs gives the page's error state (503) rather than holding the request.
    db: { timeout: 10_000 },
    // Node 20 has no WebSocket of its own, and supabase-js builds its realtime client eagerly.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}
