/**
 * Whether this browser holds a Supabase session, read without supabase-js: the key is the one
 * supabase-js derives from the project URL (`sb-<first label of the host>-auth-token`, its default
 * storage key; the product's client does not set another).
 */
export const supabaseAuthStorageKey = (supabaseUrl: string) =>
  `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

export function hasStoredSession(supabaseUrl: string, storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(supabaseAuthStorageKey(supabaseUrl)) !== null;
  } catch {
    // Storage refused (privacy settings): supabase-js cannot read a session either.
    return false;
  }
}

/**
 * Whether the address carries what supabase-js reads into a session (`detectSessionInUrl`): the
 * tokens or error of an email link in the fragment or query, or a PKCE `code`.
 */
export function hasSessionInUrl(location: Pick<Location, 'hash' | 'search'>): boolean {
  const params = [location.hash.replace(/^#/, ''), location.search.replace(/^\?/, '')].map(
    (part) => new URLSearchParams(part),
  );
  return params.some(
    (found) => found.has('access_token') || found.has('error_description') || found.has('code'),
  );
}
