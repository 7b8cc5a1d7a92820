import { describe, expect, it } from 'vitest';
import { sessionAssurance, totpCodeProblem } from './mfa';

const token = (claims: object) =>
  `header.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`;

describe('sessionAssurance', () => {
  it('reads the aal claim of the access token', () => {
    expect(sessionAssurance({ access_token: token({ aal: 'aal2', sub: 'ü' }) })).toBe('aal2');
    expect(sessionAssurance({ access_token: token({ aal: 'aal1' }) })).toBe('aal1');
    expect(sessionAssurance({ access_token: token({}) })).toBe('aal1');
  });
  it('knows nothing without a session or with a malformed token', () => {
    expect(sessionAssurance(null)).toBeNull();
    expect(sessionAssurance({ access_token: 'nonsense' })).toBeNull();
    expect(sessionAssurance({ access_token: 'a.%%%.c' })).toBeNull();
  });
});

describe('totpCodeProblem', () => {
  it('asks for a code, then for six digits; spaces are ignored', () => {
    expect(totpCodeProblem('  ')).toBe('Enter the 6-digit code from your authenticator app.');
    expect(totpCodeProblem('12345')).toBe('The code is 6 digits, like 123456.');
    expect(totpCodeProblem('12a456')).toBe('The code is 6 digits, like 123456.');
    expect(totpCodeProblem('123 456')).toBeNull();
  });
});
