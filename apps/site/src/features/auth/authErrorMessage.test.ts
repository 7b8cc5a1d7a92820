import { describe, expect, it } from 'vitest';
import { authErrorMessage, serverUnreachableMessage } from './authErrorMessage';

describe('authErrorMessage', () => {
  it("keeps GoTrue's own words", () => {
    expect(authErrorMessage({ message: 'Invalid login credentials', status: 400 })).toBe(
      'Invalid login credentials',
    );
  });

  it('replaces what supabase-js makes of a network failure or a 5xx answer', () => {
    expect(authErrorMessage({ message: '{}', status: 500 })).toBe(serverUnreachableMessage);
    expect(authErrorMessage({ message: 'Failed to fetch', status: 0 })).toBe(
      serverUnreachableMessage,
    );
    expect(authErrorMessage({ message: '{}', status: null })).toBe(serverUnreachableMessage);
  });
});
