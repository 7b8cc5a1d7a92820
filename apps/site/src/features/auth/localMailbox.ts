const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The local mailbox that supabase-local serves, when the site talks to a backend on this
 * machine; a hosted Supabase project sends real emails, so there is none to point at.
 */
export function localMailboxUrl(supabaseUrl: string | undefined): string | null {
  if (!supabaseUrl) return null;
  try {
    const url = new URL(supabaseUrl);
    return loopbackHosts.has(url.hostname) ? `${url.origin}/mailbox` : null;
  } catch {
    return null;
  }
}
