import { createSupabaseClient, disableLiveUpdates, type GlobalHireClient } from '@globalhire/data';
import { MOCK_ANON_KEY, MOCK_SUPABASE_URL, fixtures, mockSession, mockUser } from '@globalhire/data/mocks';

export type MockPersona = keyof typeof fixtures.profiles;

/** supabase-js keeps the session under `sb-<first host label>-auth-token`. */
const storageKey = `sb-${new URL(MOCK_SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

/**
 * A Supabase client for stories and browser tests, talking to the MSW mocks. With a persona it
 * starts signed in (its session sits in an in-memory store), so guarded pages render as that user;
 * an admin's session has verified a second factor (aal2) unless `aal: 'aal1'` asks for the password-only step.
 */
export function createMockClient(persona?: MockPersona, options: { aal?: 'aal1' | 'aal2' } = {}): GlobalHireClient {
  const store = new Map<string, string>();
  if (persona) store.set(storageKey, JSON.stringify(mockSession(mockUser(fixtures.profiles[persona]), options)));
  const client = createSupabaseClient(
    { url: MOCK_SUPABASE_URL, anonKey: MOCK_ANON_KEY },
    {
      auth: {
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: {
          getItem: (key) => store.get(key) ?? null,
          setItem: (key, value) => void store.set(key, value),
          removeItem: (key) => void store.delete(key),
        },
      },
    },
  );
  // The mocks have no Realtime: live pages open no socket, and stories stay deterministic.
  return disableLiveUpdates(client);
}
