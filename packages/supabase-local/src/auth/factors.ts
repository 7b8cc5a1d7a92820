import { randomUUID } from 'node:crypto';
import { sealTotpSecret } from './totp-secrets.js';
import type { Queryable } from './queryable.js';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
  /** As stored: sealed (see totp-secrets.ts), or plain from an older database. */
  secret: string | null;
  last_challenged_at: Date | null;
}

const factorColumns = `id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, last_challenged_at`;

export async function factorsOf(db: Queryable, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    `select ${factorColumns} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export async function findFactor(db: Queryable, id: string): Promise<FactorRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await db.query<FactorRow>(
    `select ${factorColumns} from auth.mfa_factors where id = $1::uuid`,
    [id],
  );
  return rows[0] ?? null;
}

/** A factor as GoTrue lists it (GET /user's `factors`); the secret never leaves. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    ...(factor.last_challenged_at
      ? { last_challenged_at: factor.last_challenged_at.toISOString() }
      : {}),
  };
}

/** GoTrue's DeleteExpiredFactors: unverified factors older than the expiry go. */
export async function deleteExpiredFactors(db: Queryable, expirySeconds: number): Promise<void> {
  await db.query(
    `delete from auth.mfa_factors
     where status = 'unverified' and created_at < now() - make_interval(secs => $1)`,
    [expirySeconds],
  );
}

export async function insertTotpFactor(
  db: Queryable,
  key: Buffer,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, userId, friendlyName, sealTotpSecret(key, id, secret)],
  );
  return id;
}

/**
 * Records `step` as the factor's last used TOTP step, unless it already used that step or a
 * later one (a code replayed, or an older code after a newer one): false then. One statement,
 * so two requests with the same code cannot both pass.
 */
export async function useTotpStep(db: Queryable, factorId: string, step: number): Promise<boolean> {
  const { rows } = await db.query(
    `update auth.mfa_factors set last_totp_step = $2
     where id = $1 and (last_totp_step is null or last_totp_step < $2) returning id`,
    [factorId, step],
  );
  return rows.length === 1;
}
