import type { Transaction } from '../db/database.js';
import type { ServerContext } from '../context.js';
import { withRequestContext, type RequestAuth } from '../db/request-context.js';
import { bearerToken, resolveAuth } from '../http/request-auth.js';
import { StorageError, storageErrorFromDb, storageErrors } from './errors.js';

/** Who calls Storage: the bearer JWT (user, anon key or service key), required as in Storage. */
export async function storageCaller(ctx: ServerContext, headers: Headers): Promise<RequestAuth> {
  const token = bearerToken(headers);
  if (!token) throw storageErrors.missingJwt();
  const outcome = await resolveAuth(ctx, token);
  if (!outcome.ok)
    throw storageErrors.invalidJwt(
      outcome.reason === 'expired' ? 'jwt expired' : 'invalid signature',
    );
  return outcome.auth;
}

export interface Owner {
  /** The JWT `sub`, kept in `owner_id` (text). */
  owner: string | null;
  /** The same when it is a uuid, for the deprecated uuid `owner` column Storage still fills. */
  ownerUuid: string | null;
}

/** The owner columns for a subject (a JWT `sub`, or one carried by a signed upload token). */
export function ownerOf(sub: unknown): Owner {
  const owner = typeof sub === 'string' && sub !== '' ? sub : null;
  return { owner, ownerUuid: owner && /^[0-9a-f-]{36}$/i.test(owner) ? owner : null };
}

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

export interface AsUserOptions {
  readOnly?: boolean;
  /** Run the statements, then roll them back: a permission test, as Storage does before an upload. */
  rollback?: boolean;
  /**
   * The request deletes rows: set `storage.allow_delete_query` for its transaction, as the
   * Storage API does, so the delete protection of storage's tables lets it through.
   */
  deletes?: boolean;
}

/**
 * Runs `fn` as the caller's role with their claims, so the policies on storage.objects decide.
 * Database refusals become Storage's errors (42501 → 403 AccessDenied, 23505 → 409 Duplicate…).
 */
export async function asUser<T>(
  ctx: ServerContext,
  auth: RequestAuth,
  request: { method: string; path: string },
  fn: (tx: Transaction) => Promise<T>,
  options: AsUserOptions = {},
): Promise<T> {
  try {
    return await withRequestContext(
      ctx.db,
      auth,
      { method: request.method, path: request.path, readOnly: options.readOnly ?? false },
      async (tx) => {
        if (options.deletes)
          await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
        const value = await fn(tx);
        if (options.rollback) throw new Rollback(value);
        return value;
      },
    );
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    if (error instanceof StorageError) throw error;
    const mapped = storageErrorFromDb(error);
    if (mapped) throw mapped;
    throw error;
  }
}

/**
 * Runs `fn` as the storage service itself (the connection's superuser, no policies): what
 * storage-api does with `asSuperUser()` once a request's permission has been established.
 */
export async function asService<T>(
  ctx: ServerContext,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction(fn);
  } catch (error) {
    if (error instanceof StorageError) throw error;
    throw storageErrorFromDb(error) ?? error;
  }
}

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** Bucket settings, read as the storage service itself (not subject to the caller's policies). */
export async function findBucket(ctx: ServerContext, id: string): Promise<BucketRow | null> {
  const { rows } = await ctx.db.query<BucketRow>(
    `select id, name, coalesce(public, false) as public, file_size_limit, allowed_mime_types
     from storage.buckets where id = $1`,
    [id],
  );
  const row = rows[0];
  return row
    ? { ...row, file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit) }
    : null;
}
