import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { readAuthTemplates, type AuthEmailTemplate, type AuthTemplateName } from './auth/email-templates.js';

/** The settings supabase-local reads from `supabase/config.toml` (Supabase CLI layout). */
export interface LocalConfig {
  /**
   * maxRequestBodySize: the largest JSON body REST and Auth accept, in bytes. schemas: the
   * schemas REST exposes (the first is the default profile); extraSearchPath: appended to the
   * search_path of every REST request, as PostgREST's db-extra-search-path.
   */
  api: {
    maxRows: number;
    maxRequestBodySize: number;
    schemas: string[];
    extraSearchPath: string[];
    /**
     * PostgREST's `db-aggregates-enabled` / `db-plan-enabled` (`[api] db_aggregates_enabled`,
     * `db_plan_enabled`; not Supabase CLI keys, off as on hosted Supabase). The database's
     * `alter role authenticator set pgrst.db_aggregates_enabled = 'true'` wins, as there.
     */
    aggregatesEnabled: boolean;
    planEnabled: boolean;
  };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    enableSignup: boolean;
    enableRefreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    minimumPasswordLength: number;
    /** `[auth] signing_keys_path`: a JSON file of private JWKs that sign access tokens (else HS256). */
    signingKeysPath: string | null;
    /** `[auth] enable_anonymous_sign_ins`: POST /signup without email or phone signs in anonymously. */
    enableAnonymousSignIns: boolean;
    email: {
      enableSignup: boolean;
      /** `secure_password_change`: a password change from a session over 24 h old needs a reauthentication nonce. */
      securePasswordChange: boolean;
      enableConfirmations: boolean;
      /** Seconds a user must wait between two emails of the same kind. */
      maxFrequency: number;
      /** Seconds a confirmation or recovery link stays valid. */
      otpExpiry: number;
      /**
       * `[auth.email.template.<name>]`: a subject and HTML (read from `content_path`) replacing
       * the default email; a kind without one keeps GoTrue's default wording.
       */
      templates: Partial<Record<AuthTemplateName, AuthEmailTemplate>>;
    };
    rateLimit: {
      /** Emails sent per hour, server-wide. */
      emailSent: number;
      /** Sign-in and sign-up requests per 5 minutes per IP address. */
      signInSignUps: number;
      /** Refresh-token requests per 5 minutes per IP address. */
      tokenRefresh: number;
      /** OTP / link verifications per 5 minutes per IP address. */
      tokenVerifications: number;
      /** Anonymous sign-ins per hour per IP address. */
      anonymousUsers: number;
      /**
       * Failed password sign-ins per account and client address before that pair refuses every
       * attempt (the right password too) for a minute, longer after each further failure (up to
       * 15 minutes), with Retry-After; other addresses are unaffected. Not a Supabase CLI
       * setting: supabase-local reads it from the overlay file only.
       */
      failedSignInsPerAccount: number;
      /**
       * MFA challenge and verify requests per minute per IP address (GoTrue's
       * `MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY`). Overlay file only, like the one above.
       */
      mfaChallengeAndVerify: number;
      /** Wrong codes per factor per 15 minutes before the factor refuses every code. */
      failedMfaVerificationsPerFactor: number;
    };
    mfa: {
      /** Factors (verified or not) one user may hold. */
      maxEnrolledFactors: number;
      totp: { enrollEnabled: boolean; verifyEnabled: boolean };
      /** Seconds a challenge stays valid (GoTrue's MFA_CHALLENGE_EXPIRY_DURATION). */
      challengeExpiry: number;
      /** Seconds before an unverified factor is deleted (GoTrue's MFA_FACTOR_EXPIRY_DURATION). */
      factorExpiry: number;
    };
  };
  /** signedUrlMaxExpiry: the longest a signed download URL may last, in seconds. */
  storage: { fileSizeLimit: number; signedUrlMaxExpiry: number };
  realtime: {
    /**
     * `[realtime] max_concurrent_users`: open Realtime sockets per server; further handshakes
     * get 429 `Too many connected users`. Named after hosted Realtime's tenant setting (default
     * 200 there too); not a Supabase CLI key.
     */
    maxConcurrentUsers: number;
  };
}

export type ConfigOverrides = {
  api?: Partial<LocalConfig['api']>;
  auth?: Partial<Omit<LocalConfig['auth'], 'email' | 'rateLimit' | 'mfa'>> & {
    email?: Partial<LocalConfig['auth']['email']>;
    rateLimit?: Partial<LocalConfig['auth']['rateLimit']>;
    mfa?: Partial<LocalConfig['auth']['mfa']>;
  };
  storage?: Partial<LocalConfig['storage']>;
  realtime?: Partial<LocalConfig['realtime']>;
};

export const defaultConfig: LocalConfig = {
  api: {
    maxRows: 1000,
    maxRequestBodySize: 1024 * 1024,
    schemas: ['public'],
    extraSearchPath: ['public', 'extensions'],
    aggregatesEnabled: false,
    planEnabled: false,
  },
  auth: {
    siteUrl: 'http://127.0.0.1:5173',
    additionalRedirectUrls: [],
    jwtExpiry: 3600,
    enableSignup: true,
    enableRefreshTokenRotation: true,
    refreshTokenReuseInterval: 10,
    minimumPasswordLength: 6,
    signingKeysPath: null,
    enableAnonymousSignIns: false,
    email: {
      enableSignup: true,
      securePasswordChange: false,
      enableConfirmations: true,
      maxFrequency: 1,
      otpExpiry: 3600,
      templates: {},
    },
    // Hosted Supabase's defaults.
    rateLimit: {
      emailSent: 100,
      signInSignUps: 30,
      tokenRefresh: 150,
      tokenVerifications: 30,
      anonymousUsers: 30,
      failedSignInsPerAccount: 10,
      mfaChallengeAndVerify: 15,
      failedMfaVerificationsPerFactor: 10,
    },
    mfa: {
      maxEnrolledFactors: 10,
      totp: { enrollEnabled: true, verifyEnabled: true },
      challengeExpiry: 300,
      factorExpiry: 300,
    },
  },
  storage: { fileSizeLimit: 50 * 1024 * 1024, signedUrlMaxExpiry: 24 * 60 * 60 },
  realtime: { maxConcurrentUsers: 200 },
};

type Table = Record<string, unknown>;

function table(value: unknown): Table {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Table)
    : {};
}
function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
/** A whole number of at least 1 (a count of things allowed), else the fallback. */
function count(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
}
function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}
function strings(value: unknown, fallback: string[]): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : fallback;
}

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** `"50MiB"`, `"5MB"`, `1024` → bytes (Supabase CLI size strings). */
export function parseSize(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmg]i?b?|b)?\s*$/i.exec(value);
  if (!match) return fallback;
  const unit = (match[2] ?? 'b').toLowerCase();
  const power = unit.startsWith('k') ? 1 : unit.startsWith('m') ? 2 : unit.startsWith('g') ? 3 : 0;
  const base = unit.includes('i') ? 1024 : 1000;
  return Math.round(Number(match[1]) * base ** power);
}

/** `"1s"`, `"1m0s"`, `"2h"`, `60` → seconds (Go durations as the CLI writes them). */
export function parseDuration(value: unknown, fallback: number): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return fallback;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|m|s)/g)];
  if (parts.length === 0) return fallback;
  return parts.reduce(
    (sum, [, n, unit]) => sum + Number(n) * (unit === 'h' ? 3600 : unit === 'm' ? 60 : 1),
    0,
  );
}

/** `overlay`'s tables merged into `base`'s, key by key (the overlay's values win). */
function mergeTables(base: Table, overlay: Table): Table {
  const merged: Table = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    const under = merged[key];
    merged[key] =
      table(value) === value && table(under) === under
        ? mergeTables(under as Table, value as Table)
        : value;
  }
  return merged;
}

function readToml(file: string): Table {
  return existsSync(file) ? table(parse(readFileSync(file, 'utf8'))) : {};
}

/** `[api] port` of `<supabaseDir>/config.toml` (the Supabase CLI's API port), default 54321. */
export function configuredApiPort(supabaseDir: string): number {
  const port = table(readToml(join(supabaseDir, 'config.toml')).api).port;
  if (port === undefined) return 54321;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid [api] port in ${join(supabaseDir, 'config.toml')}: ${String(port)}`);
  }
  return port;
}

/**
 * Reads `<supabaseDir>/config.toml` (missing file → defaults), then an optional overlay file of the
 * same layout whose values win (`SUPABASE_LOCAL_CONFIG`: the e2e suite raises rate limits with
 * one, so the product's own config keeps hosted Supabase's), then `overrides`.
 */
export function loadConfig(
  supabaseDir: string,
  overrides: ConfigOverrides = {},
  overlayFile?: string,
): LocalConfig {
  if (overlayFile && !existsSync(overlayFile))
    throw new Error(`Config overlay not found: ${overlayFile}`);
  const toml = mergeTables(
    readToml(join(supabaseDir, 'config.toml')),
    overlayFile ? readToml(overlayFile) : {},
  );
  const api = table(toml.api);
  const auth = table(toml.auth);
  const email = table(table(auth.email));
  const rate = table(auth.rate_limit);
  const mfa = table(auth.mfa);
  const totp = table(mfa.totp);
  const storage = table(toml.storage);
  const realtime = table(toml.realtime);
  const d = defaultConfig;
  const fromFile: LocalConfig = {
    api: {
      maxRows: num(api.max_rows, d.api.maxRows),
      maxRequestBodySize: num(api.max_request_body_size, d.api.maxRequestBodySize),
      schemas: strings(api.schemas, d.api.schemas),
      extraSearchPath: strings(api.extra_search_path, d.api.extraSearchPath),
      aggregatesEnabled: bool(api.db_aggregates_enabled, d.api.aggregatesEnabled),
      planEnabled: bool(api.db_plan_enabled, d.api.planEnabled),
    },
    auth: {
      siteUrl: str(auth.site_url, d.auth.siteUrl),
      additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
        ? auth.additional_redirect_urls.filter((u): u is string => typeof u === 'string')
        : d.auth.additionalRedirectUrls,
      jwtExpiry: num(auth.jwt_expiry, d.auth.jwtExpiry),
      enableSignup: bool(auth.enable_signup, d.auth.enableSignup),
      enableRefreshTokenRotation: bool(
        auth.enable_refresh_token_rotation,
        d.auth.enableRefreshTokenRotation,
      ),
      refreshTokenReuseInterval: num(
        auth.refresh_token_reuse_interval,
        d.auth.refreshTokenReuseInterval,
      ),
      minimumPasswordLength: num(auth.minimum_password_length, d.auth.minimumPasswordLength),
      signingKeysPath:
        typeof auth.signing_keys_path === 'string' && auth.signing_keys_path !== ''
          ? resolve(supabaseDir, auth.signing_keys_path)
          : d.auth.signingKeysPath,
      enableAnonymousSignIns: bool(auth.enable_anonymous_sign_ins, d.auth.enableAnonymousSignIns),
      email: {
        enableSignup: bool(email.enable_signup, d.auth.email.enableSignup),
        securePasswordChange: bool(email.secure_password_change, d.auth.email.securePasswordChange),
        enableConfirmations: bool(email.enable_confirmations, d.auth.email.enableConfirmations),
        maxFrequency: parseDuration(email.max_frequency, d.auth.email.maxFrequency),
        otpExpiry: num(email.otp_expiry, d.auth.email.otpExpiry),
        templates: readAuthTemplates(table(email.template), dirname(resolve(supabaseDir))),
      },
      rateLimit: {
        emailSent: num(rate.email_sent, d.auth.rateLimit.emailSent),
        signInSignUps: num(rate.sign_in_sign_ups, d.auth.rateLimit.signInSignUps),
        tokenRefresh: num(rate.token_refresh, d.auth.rateLimit.tokenRefresh),
        tokenVerifications: num(rate.token_verifications, d.auth.rateLimit.tokenVerifications),
        anonymousUsers: num(rate.anonymous_users, d.auth.rateLimit.anonymousUsers),
        failedSignInsPerAccount: num(
          rate.failed_sign_ins_per_account,
          d.auth.rateLimit.failedSignInsPerAccount,
        ),
        mfaChallengeAndVerify: num(
          rate.mfa_challenge_and_verify,
          d.auth.rateLimit.mfaChallengeAndVerify,
        ),
        failedMfaVerificationsPerFactor: num(
          rate.failed_mfa_verifications_per_factor,
          d.auth.rateLimit.failedMfaVerificationsPerFactor,
        ),
      },
      mfa: {
        maxEnrolledFactors: num(mfa.max_enrolled_factors, d.auth.mfa.maxEnrolledFactors),
        totp: {
          enrollEnabled: bool(totp.enroll_enabled, d.auth.mfa.totp.enrollEnabled),
          verifyEnabled: bool(totp.verify_enabled, d.auth.mfa.totp.verifyEnabled),
        },
        challengeExpiry: num(mfa.challenge_expiry, d.auth.mfa.challengeExpiry),
        factorExpiry: num(mfa.factor_expiry, d.auth.mfa.factorExpiry),
      },
    },
    storage: {
      fileSizeLimit: parseSize(storage.file_size_limit, d.storage.fileSizeLimit),
      signedUrlMaxExpiry: parseDuration(
        storage.signed_url_max_expiry,
        d.storage.signedUrlMaxExpiry,
      ),
    },
    realtime: {
      maxConcurrentUsers: count(realtime.max_concurrent_users, d.realtime.maxConcurrentUsers),
    },
  };
  return {
    api: { ...fromFile.api, ...overrides.api },
    auth: {
      ...fromFile.auth,
      ...overrides.auth,
      email: { ...fromFile.auth.email, ...overrides.auth?.email },
      rateLimit: { ...fromFile.auth.rateLimit, ...overrides.auth?.rateLimit },
      mfa: { ...fromFile.auth.mfa, ...overrides.auth?.mfa },
    },
    storage: { ...fromFile.storage, ...overrides.storage },
    realtime: { ...fromFile.realtime, ...overrides.realtime },
  };
}
