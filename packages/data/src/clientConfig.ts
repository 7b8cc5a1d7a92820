import type { GlobalHireClient, SupabaseConfig } from './clientTypes';

export type { SupabaseConfig } from './clientTypes';

// Kept apart from client.ts so that reading a client's configuration does not pull supabase-js
// into a bundle that loads it lazily.
const configs = new WeakMap<GlobalHireClient, SupabaseConfig>();

export function rememberClientConfig(client: GlobalHireClient, config: SupabaseConfig): void {
  configs.set(client, config);
}

/** The URL and key a client was made with (uploads with progress talk to Storage directly). */
export function clientConfig(client: GlobalHireClient): SupabaseConfig | undefined {
  return configs.get(client);
}

/**
 * The address of a file in a public bucket, exactly as storage-js's `getPublicUrl` builds it
 * (`<url>/storage/v1/object/public/<bucket>/<path>`, URI-encoded).
 */
export function publicObjectUrl(config: SupabaseConfig, bucket: string, path: string): string {
  const base = new URL('storage/v1', config.url.endsWith('/') ? config.url : `${config.url}/`).href;
  return encodeURI(`${base}/object/public/${bucket}/${path.replace(/^\/+/, '')}`);
}

/** Reads `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY`, failing at start with a clear message. */
export function readSupabaseConfig(env: Record<string, string | undefined>): SupabaseConfig {
  const url = env.VITE_SUPABASE_URL?.trim();
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim();
  const missing = [!url && 'VITE_SUPABASE_URL', !anonKey && 'VITE_SUPABASE_ANON_KEY'].filter(
    Boolean,
  );
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
