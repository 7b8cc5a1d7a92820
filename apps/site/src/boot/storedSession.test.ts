import { describe, expect, it } from 'vitest';
import { createSupabaseClient } from '@globalhire/data';
import { hasSessionInUrl, hasStoredSession, supabaseAuthStorageKey } from './storedSession';

const storage = (items: Record<string, string>) => ({
  getItem: (key: string) => items[key] ?? null,
});

describe('storedSession', () => {
  it('reads the key supabase-js stores its session under', () => {
    for (const url of ['https://abcdefgh.supabase.co', 'http://127.0.0.1:54321']) {
      const client = createSupabaseClient(
        { url, anonKey: 'anon-key' },
        {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          // Node 20 has no WebSocket; realtime is not used here.
          realtime: { transport: class {} as never },
        },
      );
      expect(supabaseAuthStorageKey(url)).toBe(
        (client.auth as unknown as { storageKey: string }).storageKey,
      );
    }
  });

  it('tells a visitor with a stored session from one without', () => {
    const url = 'https://abcdefgh.supabase.co';
    expect(hasStoredSession(url, storage({ 'sb-abcdefgh-auth-token': '{}' }))).toBe(true);
    expect(hasStoredSession(url, storage({ 'sb-other-auth-token': '{}' }))).toBe(false);
    const refused = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(hasStoredSession(url, refused)).toBe(false);
  });

  it('sees the session an email link brings in the address', () => {
    expect(
      hasSessionInUrl({ hash: '#access_token=a&refresh_token=b&type=signup', search: '' }),
    ).toBe(true);
    expect(
      hasSessionInUrl({ hash: '#error=access_denied&error_description=expired', search: '' }),
    ).toBe(true);
    expect(hasSessionInUrl({ hash: '', search: '?code=abc' })).toBe(true);
    expect(hasSessionInUrl({ hash: '#main', search: '?q=nurse' })).toBe(false);
  });
});
