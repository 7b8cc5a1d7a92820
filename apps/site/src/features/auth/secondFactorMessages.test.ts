import { describe, expect, it } from 'vitest';
import { codeErrorMessage, groupedSecret } from './secondFactorMessages';

describe('second-factor messages', () => {
  it('puts a wrong or late code beside the field, and the rest above the form', () => {
    expect(
      codeErrorMessage({
        code: 'mfa_verification_failed',
        status: 422,
        message: 'Invalid TOTP code entered',
      }).field,
    ).toMatch(/^That code is not right\./);
    expect(
      codeErrorMessage({ code: 'mfa_challenge_expired', status: 422, message: 'expired' }).field,
    ).toMatch(/took too long/);
    expect(
      codeErrorMessage({
        code: 'over_request_rate_limit',
        status: 429,
        message: 'Request rate limit reached',
      }).form,
    ).toMatch(/^Too many codes were tried\./);
    expect(codeErrorMessage({ code: null, status: 0, message: '{}' }).form).toMatch(
      /could not reach the server/,
    );
  });
  it('groups the setup key in fours', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });
});
