import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from './passwords.js';
import type { Queryable } from './users.js';

export interface NewUser {
  id?: string;
  email: string | null;
  phone?: string | null;
  /** A bcrypt hash; null for a user who has none yet (invited, anonymous). */
  encryptedPassword: string | null;
  emailConfirmed: boolean;
  phoneConfirmed?: boolean;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  role?: string;
  aud?: string;
  isAnonymous?: boolean;
}

/** A password nobody knows, for accounts made without one (GoTrue generates 64 characters). */
export function unknowablePassword(): Promise<string> {
  return hashPassword(randomBytes(36).toString('base64url'));
}

/**
 * Inserts an auth.users row and its identities (email and/or phone) as GoTrue does; the
 * database's own triggers (e.g. the project's profile row) run as on a real sign-up.
 */
export async function insertUser(tx: Queryable, user: NewUser): Promise<string> {
  const id = user.id ?? randomUUID();
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at,
       phone_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token,
       recovery_token, email_change_token_new, email_change, is_super_admin, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, $5, $6,
       case when $7::boolean then now() end, case when $8::boolean then now() end,
       $9, $10, now(), now(), '', '', '', '', false, $11)`,
    [
      id,
      user.aud ?? 'authenticated',
      user.role ?? 'authenticated',
      user.email,
      user.phone ?? null,
      user.encryptedPassword ?? '',
      user.emailConfirmed,
      user.phoneConfirmed ?? false,
      user.appMetadata,
      user.userMetadata,
      user.isAnonymous ?? false,
    ],
  );
  const identities: [string, Record<string, unknown>][] = [];
  if (user.email) {
    identities.push([
      'email',
      { sub: id, email: user.email, email_verified: user.emailConfirmed, phone_verified: false },
    ]);
  }
  if (user.phone) {
    identities.push([
      'phone',
      {
        sub: id,
        phone: user.phone,
        email_verified: false,
        phone_verified: user.phoneConfirmed ?? false,
      },
    ]);
  }
  for (const [provider, data] of identities) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1, $2, $3, $4, now(), now(), now())`,
      [id, id, data, provider],
    );
  }
  return id;
}
