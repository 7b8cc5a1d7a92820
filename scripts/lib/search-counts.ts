import { createServiceClient } from '@globalhire/data/delivery';
import WebSocket from 'ws';

interface Backend {
  url: string;
  serviceRoleKey: string;
}

/**
 * Moves the search's kept facet counts to the present every minute (`advance_search_counts`), so
 * the changes a search adds on top of them (jobs expired or aged since) stay a handful of rows.
 * Searches are exact without it; on hosted Supabase pg_cron does the same (see docs/deploying.md).
 */
export function startSearchCountsTicker(backend: Backend, intervalMs = 60_000): { stop(): void } {
  const client = createServiceClient(backend.url, backend.serviceRoleKey, {
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
  let lastError = '';
  const tick = async () => {
    const { error } = await client.rpc('advance_search_counts');
    const message = error?.message ?? '';
    if (message && message !== lastError) console.error(`[search counts] ${message}`);
    lastError = message;
  };
  // At once too: a data directory reopened after days holds counts as of when it was closed.
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  return { stop: () => clearInterval(timer) };
}
