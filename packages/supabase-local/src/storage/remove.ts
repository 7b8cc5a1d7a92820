import type { Context } from 'hono';
import type { ServerContext } from '../context.js';
import { asUser, storageCaller } from './caller.js';
import { storageErrors } from './errors.js';

/**
 * DELETE `/object/{bucket}` {prefixes: [...]}: deletes the named objects the caller's policies
 * let them delete (others are skipped silently) and answers with the deleted rows.
 */
export async function removeObjects(ctx: ServerContext, c: Context, bucket: string, body: Record<string, unknown>): Promise<Response> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > 1000 || !prefixes.every((p) => typeof p === 'string')) {
    throw storageErrors.invalidRequest('prefixes must be an array of 1 to 1000 object names');
  }
  const deleted = await asUser(
    ctx,
    auth,
    { method: c.req.method, path: c.req.path },
    async (tx) =>
      (
        await tx.query<{ name: string }>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
           returning bucket_id, name, id, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at`,
          [bucket, prefixes],
        )
      ).rows,
    { deletes: true },
  );
  for (const row of deleted) await ctx.blobs.remove(bucket, row.name);
  return c.json(deleted);
}
