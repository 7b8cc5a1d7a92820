import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from './users.js';

/** A six-digit one-time code and GoTrue's hash of it (sha224 of address + code, in hex). */
export function newOtp(address: string): { otp: string; tokenHash: string } {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { otp, tokenHash: otpHash(address, otp) };
}

export function otpHash(address: string, otp: string): string {
  return createHash('sha224').update(address.toLowerCase() + otp).digest('hex');
}

export type TokenColumn =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'reauthentication_token';

const tokenTypes: Record<TokenColumn, string> = {
  confirmation_token: 'confirmation_token',
  recovery_token: 'recovery_token',
  email_change_token_new: 'email_change_token_new',
  reauthentication_token: 'reauthentication_token',
};

/** Keeps auth.one_time_tokens in step with the token column, as GoTrue does. */
export async function recordOneTimeToken(
  db: Queryable,
  userId: string,
  column: TokenColumn,
  tokenHash: string,
  relatesTo: string,
): Promise<void> {
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3::auth.one_time_token_type, $4, $5)
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
    [randomUUID(), userId, tokenTypes[column], tokenHash, relatesTo],
  );
}

export async function clearOneTimeToken(db: Queryable, userId: string, column: TokenColumn): Promise<void> {
  await db.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = $2::auth.one_time_token_type`,
    [userId, tokenTypes[column]],
  );
}
