import type { Factor, Session, User } from '@supabase/supabase-js';
import { HttpResponse } from 'msw';
import { profiles } from './fixtures/accounts';
import { mockSession, mockUser } from './auth-handlers';
import { defineCall } from './scenario';
import { authError, authUrl } from './wire';

const factorUrl = (suffix: string) => authUrl(`factors/:id${suffix}`);

/** A small stand-in QR code (GoTrue answers raw SVG; supabase-js turns it into a data URL). */
const qrSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21" shape-rendering="crispEdges">' +
  '<path fill="white" d="M0 0h21v21H0z"/><path stroke="black" d="M1 1.5h7m2 0h1m2 0h7M1 2.5h1m5 0h1m5 0h1m5 0h1M1 3.5h1m1 0h3m1 0h1m1 0h3m1 0h1m1 0h3m1 0h1M1 4.5h1m1 0h3m1 0h1m5 0h1m1 0h3m1 0h1M1 5.5h1m5 0h1m5 0h1m5 0h1M1 6.5h7m1 0h1m1 0h1m1 0h7M3 9.5h3m3 0h2m3 0h4M1 12.5h7m3 0h3m1 0h3M1 14.5h1m5 0h1m2 0h1m3 0h4M1 16.5h1m1 0h3m1 0h1m3 0h2m3 0h2M1 18.5h1m5 0h1m1 0h5m2 0h1M1 19.5h7m2 0h3m1 0h1"/></svg>';

export const mfaFixtures = {
  factorId: '00000000-0000-4000-9000-0000000000f1',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

const adminUser = mockUser(profiles.admin);

const verifiedFactor: Factor = {
  id: mfaFixtures.factorId,
  friendly_name: 'Authenticator app',
  factor_type: 'totp',
  status: 'verified',
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:01:00Z',
};

/** The admin with a verified authenticator app (the login asks for a code). */
export const adminWithFactor: User = { ...adminUser, factors: [verifiedFactor] };
/** The admin without one (the first login enrols). */
export const adminWithoutFactor: User = adminUser;

export interface MockEnrolment {
  id: string;
  type: 'totp';
  friendly_name: string;
  totp: { qr_code: string; secret: string; uri: string };
}

export const mfaHandlers = {
  mfaEnroll: defineCall<MockEnrolment | null>({
    method: 'post',
    url: authUrl('factors'),
    respond: (_request, enrolment) =>
      enrolment
        ? HttpResponse.json(enrolment)
        : authError(
            422,
            'too_many_enrolled_mfa_factors',
            'Maximum number of verified factors reached, unenroll to continue',
          ),
    fixture: {
      id: mfaFixtures.factorId,
      type: 'totp',
      friendly_name: 'Authenticator app',
      totp: {
        qr_code: qrSvg,
        secret: mfaFixtures.secret,
        uri: `otpauth://totp/localhost%3A5173:admin%40globalhire.local?issuer=localhost%3A5173&secret=${mfaFixtures.secret}&algorithm=SHA1&digits=6&period=30`,
      },
    },
    empty: null,
  }),
  mfaChallenge: defineCall<{ id: string; type: 'totp'; expires_at: number }>({
    method: 'post',
    url: factorUrl('/challenge'),
    respond: (_request, challenge) => HttpResponse.json(challenge),
    fixture: {
      id: '00000000-0000-4000-9000-0000000000c9',
      type: 'totp',
      expires_at: 4_102_444_800,
    },
    empty: { id: '00000000-0000-4000-9000-0000000000c9', type: 'totp', expires_at: 4_102_444_800 },
  }),
  /** The code is right: an aal2 session. `.empty()` is a wrong code. */
  mfaVerify: defineCall<Session | null>({
    method: 'post',
    url: factorUrl('/verify'),
    respond: (_request, session) =>
      session
        ? HttpResponse.json(session)
        : authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
    fixture: mockSession(adminWithFactor, { aal: 'aal2' }),
    empty: null,
  }),
  mfaUnenroll: defineCall<{ id: string }>({
    method: 'delete',
    url: factorUrl(''),
    respond: (_request, body) => HttpResponse.json(body),
    fixture: { id: mfaFixtures.factorId },
    empty: { id: mfaFixtures.factorId },
  }),
};

/** The challenge expired before the code was sent (GoTrue's mfa_challenge_expired). */
export const mfaChallengeExpired = () =>
  defineCall<null>({
    method: 'post',
    url: factorUrl('/verify'),
    respond: () =>
      authError(
        422,
        'mfa_challenge_expired',
        'MFA challenge 00000000-0000-4000-9000-0000000000c9 has expired, verify against another challenge or create a new challenge.',
      ),
    fixture: null,
    empty: null,
  })();

/** Too many wrong codes: the factor refuses every code for a while. */
export const mfaTooManyAttempts = () =>
  defineCall<null>({
    method: 'post',
    url: factorUrl('/verify'),
    respond: () => authError(429, 'over_request_rate_limit', 'Request rate limit reached'),
    fixture: null,
    empty: null,
  })();
