import { factorJson, factorsOf } from './factors.js';
import type { Queryable } from './queryable.js';

export type { Queryable } from './queryable.js';

/** The auth.users columns the Auth API reads. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  phone: string | null;
  banned_until: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

const userColumns = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmed_at, invited_at,
  confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at, email_change,
  email_change_token_new, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  phone, banned_until, created_at, updated_at, is_anonymous`;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${userColumns} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${userColumns} from auth.users
     where lower(email) = lower($1) and is_sso_user = false and deleted_at is null
     order by created_at limit 1`,
    [email],
  );
  return rows[0] ?? null;
}

/** A stored password hash of some account (for equal work on unknown emails), or null. */
export async function anyPasswordHash(db: Queryable): Promise<string | null> {
  const { rows } = await db.query<{ encrypted_password: string }>(
    `select encrypted_password from auth.users
     where encrypted_password like '$2%' and deleted_at is null
     order by created_at desc limit 1`,
  );
  return rows[0]?.encrypted_password ?? null;
}

/** Finds the user holding a one-time token hash in the given auth.users column. */
export async function findUserByToken(
  db: Queryable,
  column: 'confirmation_token' | 'recovery_token' | 'email_change_token_new',
  tokenHash: string,
): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `select ${userColumns} from auth.users where ${column} = $1 and deleted_at is null`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

function iso(value: Date | null): string | undefined {
  return value ? value.toISOString() : undefined;
}

/** Drops undefined members: GoTrue omits empty optional fields instead of sending null. */
function compact(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}

async function identitiesOf(db: Queryable, userId: string): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows.map((row) =>
    compact({
      identity_id: row.id,
      id: row.provider_id,
      user_id: row.user_id,
      identity_data: row.identity_data,
      provider: row.provider,
      last_sign_in_at: iso(row.last_sign_in_at),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      email: row.email ?? undefined,
    }),
  );
}

/** The user object GoTrue returns (GET /user, sign-up, inside sessions). */
export async function userJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const factors = (await factorsOf(db, user.id)).map(factorJson);
  return compact({
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change ? user.email_change : undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: await identitiesOf(db, user.id),
    // GoTrue omits `factors` when the user has none.
    factors: factors.length > 0 ? factors : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  });
}
