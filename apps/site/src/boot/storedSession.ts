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
