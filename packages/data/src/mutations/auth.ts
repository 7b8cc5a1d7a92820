import type { Session, User } from '@supabase/supabase-js';
import type { GlobalHireClient } from '../client';
import { fail, ok, type Result } from '../result';

export interface SignUpInput {
  email: string;
  password: string;
  /** candidate or employer; the database never lets sign-up create an admin. */
  userType: 'candidate' | 'employer';
  firstName: string;
  lastName: string;
  companyName?: string;
}

/** Creates the account; the profile row is made by a database trigger from this metadata. */
export async function signUp(
  client: GlobalHireClient,
  input: SignUpInput,
  emailRedirectTo?: string,
): Promise<Result<{ user: User | null; session: Session | null }>> {
  const { data, error } = await client.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      emailRedirectTo,
      data: {
        user_type: input.userType,
        first_name: input.firstName,
        last_name: input.lastName,
        ...(input.userType === 'employer' && input.companyName ? { company_name: input.companyName } : {}),
      },
    },
  });
  return error ? fail(error, error.status) : ok(data);
}

export async function signIn(
  client: GlobalHireClient,
  credentials: { email: string; password: string },
): Promise<Result<{ user: User; session: Session }>> {
  const { data, error } = await client.auth.signInWithPassword(credentials);
  return error ? fail(error, error.status) : ok(data);
}

export async function signOut(client: GlobalHireClient): Promise<Result<null>> {
  const { error } = await client.auth.signOut();
  return error ? fail(error, error.status) : ok(null);
}

/** Sends the recovery email; the link lands on `redirectTo`, where the new password is set. */
export async function requestPasswordRecovery(
  client: GlobalHireClient,
  email: string,
  redirectTo?: string,
): Promise<Result<null>> {
  const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
  return error ? fail(error, error.status) : ok(null);
}

export async function updatePassword(client: GlobalHireClient, password: string): Promise<Result<User>> {
  const { data, error } = await client.auth.updateUser({ password });
  return error ? fail(error, error.status) : ok(data.user);
}

/**
 * Asks to change the sign-in email: a confirmation link goes to the new address (landing on
 * `redirectTo`), and the account's email changes only when it is opened.
 */
export async function updateEmail(client: GlobalHireClient, email: string, redirectTo?: string): Promise<Result<User>> {
  const { data, error } = await client.auth.updateUser({ email }, { emailRedirectTo: redirectTo });
  return error ? fail(error, error.status) : ok(data.user);
}

/**
 * Emails a one-time sign-in link (and code) to an existing account; the link lands on
 * `redirectTo` signed in. An address with no account is answered like one with an account
 * (nothing is sent), so the form cannot tell who has an account; a refused address or too many
 * requests come back as errors.
 */
export async function requestSignInLink(
  client: GlobalHireClient,
  email: string,
  redirectTo?: string,
): Promise<Result<null>> {
  const { error } = await client.auth.signInWithOtp({
    email,
    options: { shouldCreateUser: false, emailRedirectTo: redirectTo },
  });
  if (error?.code === 'otp_disabled') return ok(null);
  return error ? fail(error, error.status) : ok(null);
}
