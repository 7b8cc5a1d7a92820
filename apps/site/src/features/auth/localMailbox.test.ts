import { describe, expect, it } from 'vitest';
import { localMailboxUrl } from './localMailbox';

describe('localMailboxUrl', () => {
  it('points at supabase-local on this machine', () => {
    expect(localMailboxUrl('http://127.0.0.1:54321')).toBe('http://127.0.0.1:54321/mailbox');
    expect(localMailboxUrl('http://localhost:6402/')).toBe('http://localhost:6402/mailbox');
  });

  it('has none for a hosted project or a missing URL', () => {
    expect(localMailboxUrl('https://abcd.supabase.co')).toBeNull();
    expect(localMailboxUrl(undefined)).toBeNull();
    expect(localMailboxUrl('not a url')).toBeNull();
  });
});
