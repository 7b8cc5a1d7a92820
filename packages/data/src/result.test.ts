import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { toDataError } from './result';

describe('toDataError', () => {
  it('keeps why GoTrue found a password weak', () => {
    const error = new AuthWeakPasswordError('Password is known to be weak', 422, ['pwned']);
    expect(toDataError(error)).toMatchObject({
      code: 'weak_password',
      status: 422,
      reasons: ['pwned'],
    });
  });

  it('adds no reasons to other errors', () => {
    expect(toDataError({ message: 'Nope', code: 'PGRST116' })).toEqual({
      message: 'Nope',
      code: 'PGRST116',
      status: null,
    });
  });
});
