/** An error GoTrue would answer with: HTTP status, machine-readable code, human message. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers the error carries, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The API version the client asked for (`X-Supabase-Api-Version`), when it is a valid date. */
export function requestedApiVersion(header: string | undefined): string | null {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header) || Number.isNaN(Date.parse(header)))
    return null;
  return header;
}

/**
 * GoTrue's error body: from API version 2024-01-01 `{code, message}` (the header echoed so the
 * client trusts the string code); before it, the legacy `{code: <status>, error_code, msg}`.
 */
export function authErrorBody(
  error: AuthError,
  apiVersion: string | null,
): Record<string, unknown> {
  if (apiVersion !== null && apiVersion >= '2024-01-01') {
    return { code: error.code, message: error.message, ...error.extra };
  }
  return { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
}

export const authErrors = {
  badJson: (detail: string) =>
    new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  userExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () =>
    new AuthError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    ),
  phoneExists: () =>
    new AuthError(422, 'phone_exists', 'Phone number already registered by another user'),
  databaseError: (message: string) => new AuthError(500, 'unexpected_failure', message),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  weakPassword: (message: string, reasons: string[]) =>
    new AuthError(422, 'weak_password', message, { weak_password: { reasons } }),
  signupDisabled: () =>
    new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  emailProviderDisabled: () =>
    new AuthError(422, 'email_provider_disabled', 'Email signups are disabled'),
  anonymousDisabled: () =>
    new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  otpDisabled: () => new AuthError(422, 'otp_disabled', 'Signups not allowed for otp'),
  emailLoginsDisabled: () =>
    new AuthError(422, 'email_provider_disabled', 'Email logins are disabled'),
  phoneProviderDisabled: () =>
    new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userIdNotUuid: () => new AuthError(404, 'validation_failed', 'user_id must be an UUID'),
  emailNotFound: () => new AuthError(404, 'user_not_found', 'User with this email not found'),
  userIdNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  reauthenticationNeeded: () =>
    new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationNotValid: () =>
    new AuthError(422, 'reauthentication_not_valid', 'Requires reauthentication'),
  noAuthorization: () =>
    new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  userNotFound: () =>
    new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionExpired: () =>
    new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  requestRateLimit: (retryAfterSeconds?: number) =>
    new AuthError(
      429,
      'over_request_rate_limit',
      'Request rate limit reached',
      {},
      retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : {},
    ),
  emailRateLimit: () =>
    new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
  emailFrequency: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  payloadTooLarge: (limit: number) =>
    new AuthError(413, 'request_too_large', `The request body is larger than ${limit} bytes`),
};
