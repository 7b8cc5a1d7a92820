import bcrypt from 'bcryptjs';
import { refuseCommonPassword } from './common-passwords.js';
import { authErrors } from './errors.js';

/** GoTrue hashes with bcrypt's default cost. */
const bcryptCost = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, bcryptCost);
}

/** Compares against a bcrypt hash ($2a$/$2b$, including pgcrypto's `crypt(…, gen_salt('bf'))`). */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !hash.startsWith('$2')) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** Any stored hash, so an unknown email costs the same bcrypt work as a known one. */
let referenceHash: string | null = null;

/**
 * Compares a password for a sign-in whose email matched no account: against a real account's hash
 * (ignoring the result), so the answer takes as long as for a known email with a wrong password
 * and timing does not tell whether an account exists.
 */
export async function spendComparisonForUnknownAccount(
  password: string,
  anyStoredHash: () => Promise<string | null>,
): Promise<false> {
  // With no account to borrow from, a hash at GoTrue's cost (made once, when first needed).
  referenceHash ??= (await anyStoredHash()) ?? (await hashPassword('no account has this password'));
  await passwordMatches(password, referenceHash);
  return false;
}

/**
 * GoTrue's checks: a minimum length (422 weak_password), bcrypt's 72-byte ceiling, then its
 * leaked-password protection (422 weak_password, reason `pwned`).
 */
export async function checkPasswordStrength(
  password: unknown,
  minimumLength: number,
): Promise<string> {
  if (typeof password !== 'string' || password.length < minimumLength) {
    throw authErrors.weakPassword(`Password should be at least ${minimumLength} characters.`, [
      'length',
    ]);
  }
  if (new TextEncoder().encode(password).byteLength > 72) {
    throw authErrors.validation('Password cannot be longer than 72 characters');
  }
  await refuseCommonPassword(password);
  return password;
}

const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's email validation; returns the address lower-cased and trimmed. */
export function validateEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '')
    throw authErrors.validation('An email address is required');
  const trimmed = email.trim();
  if (trimmed.length > 255) throw authErrors.validation('An email address is too long');
  if (!emailPattern.test(trimmed))
    throw authErrors.validation('Unable to validate email address: invalid format');
  return trimmed.toLowerCase();
}
