import { describe, expect, it } from 'vitest';
import { newPasswordErrors, passwordRefusal } from './newPasswordErrors';

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

describe('passwordRefusal', () => {
  it('says plainly that a password on the common list is too common', () => {
    expect(
      passwordRefusal({
        code: 'weak_password',
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
        reasons: ['pwned'],
      }),
    ).toBe('This password is too common. Choose one that is harder to guess.');
  });

  it('keeps the server words for other password refusals, and leaves other failures alone', () => {
    const short = 'Password should be at least 8 characters.';
    expect(passwordRefusal({ code: 'weak_password', message: short, reasons: ['length'] })).toBe(
      short,
    );
    const same = 'New password should be different from the old password.';
    expect(passwordRefusal({ code: 'same_password', message: same })).toBe(same);
    expect(passwordRefusal({ code: 'over_request_rate_limit', message: 'Slow down' })).toBeNull();
  });
});
