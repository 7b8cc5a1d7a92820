import { describe, expect, it } from 'vitest';
import { newPasswordErrors } from './newPasswordErrors';

describe('newPasswordErrors', () => {
  it('accepts a long enough password typed twice', () => {
    expect(newPasswordErrors('long-enough', 'long-enough')).toEqual({});
  });

  it('asks for both fields', () => {
    expect(newPasswordErrors('', '')).toEqual({
      password: 'Password is required.',
      confirmPassword: 'Confirm password is required.',
    });
  });

  it('enforces the 8-character minimum and matching passwords', () => {
    expect(newPasswordErrors('seven77', 'seven77')).toEqual({
      password: 'Password must be at least 8 characters.',
    });
    expect(newPasswordErrors('long-enough', 'long-enougH')).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });
});
