import { createHash } from 'node:crypto';
import type { Transaction } from '../db/database.js';
import type { Context } from 'hono';
import type { ServerContext } from '../context.js';
import type { RequestAuth } from '../db/request-context.js';
import { asService, asUser, findBucket, ownerOf, storageCaller, type Owner } from './caller.js';
import { checkContent } from './content-check.js';
import { storageErrors } from './errors.js';
import { readIncomingFile, type IncomingFile } from './incoming-file.js';
import { checkMimeType } from './mime.js';
import { bucketAndKey, pathAfter } from './paths.js';

export function objectWrite(upsert: boolean): string {
  // No RETURNING: it would also demand a SELECT policy from an insert-only bucket.
  return `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version, id)
    values ($1, $2, $3, $4, $5, $6, $7, $8)
    ${
      upsert
        ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
      metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
      updated_at = now(), last_accessed_at = now()`
        : ''
    }`;
}

export interface UploadTarget {
  bucketId: string;
  key: string;
  /** Who the object belongs to: the caller, or the signer of an upload URL. */
  owner: Owner;
  upsert: boolean;
}

/**
 * Reads the request's file and stores it at `target`, as Storage does: check the bucket's size
 * and type limits (and that the bytes are of the declared type), test the write in a transaction that is rolled back, store the bytes, then
 * write the row. With `auth` the caller's policies decide; without (a signed upload URL, whose
 * token already carries the permission) the storage service writes. Answers the object's id.
 */
export async function storeUpload(
  ctx: ServerContext,
  c: Context,
  target: UploadTarget,
  auth: RequestAuth | null,
): Promise<string | null> {
  const { bucketId, key } = target;
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  const limit = Math.min(
    ctx.config.storage.fileSizeLimit,
    bucket.file_size_limit ?? Number.POSITIVE_INFINITY,
  );
  const file: IncomingFile = await readIncomingFile(c.req.raw, limit);
  if (file.bytes.byteLength > limit) throw storageErrors.entityTooLarge();
  checkMimeType(file.contentType, bucket.allowed_mime_types);
  checkContent(file.contentType, file.bytes, bucket.allowed_mime_types);

  const { owner, ownerUuid } = target.owner;
  const metadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.byteLength,
    mimetype: file.contentType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.byteLength,
    httpStatusCode: 200,
  };
  const params = [
    bucketId,
    key,
    ownerUuid,
    owner,
    metadata,
    file.userMetadata,
    crypto.randomUUID(),
    crypto.randomUUID(),
  ];
  const write = (tx: Transaction) => tx.query(objectWrite(target.upsert), params);
  const request = { method: c.req.method, path: c.req.path };
  if (auth) await asUser(ctx, auth, request, write, { rollback: true });
  else {
    await asService(ctx, async (tx) => {
      await write(tx);
      await tx.rollback();
    });
  }
  await ctx.blobs.put(bucketId, key, file.bytes);
  if (auth) await asUser(ctx, auth, request, write);
  else await asService(ctx, write);
  // An upsert keeps the existing row's id: read it back as the storage service.
  const { rows } = await ctx.db.query<{ id: string }>(
    'select id from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, key],
  );
  return rows[0]?.id ?? null;
}

/** POST (create; `x-upsert: true` replaces) and PUT (replace) `/object/{bucket}/{path}`. */
export async function uploadObject(
  ctx: ServerContext,
  c: Context,
  mode: 'create' | 'update',
): Promise<Response> {
  const auth: RequestAuth = await storageCaller(ctx, c.req.raw.headers);
  const { bucket: bucketId, key } = bucketAndKey(pathAfter(c.req.path, '/storage/v1/object/'));
  if (mode === 'update') {
    const exists = await asUser(
      ctx,
      auth,
      { method: c.req.method, path: c.req.path },
      async (tx) =>
        (
          await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
            bucketId,
            key,
          ])
        ).rows.length > 0,
    );
    if (!exists) throw storageErrors.noSuchKey();
  }
  const owner = ownerOf(auth.claims.sub);
  const upsert = mode === 'update' || c.req.header('x-upsert') === 'true';
  const id = await storeUpload(ctx, c, { bucketId, key, owner, upsert }, auth);
  return c.json({ Id: id, Key: `${bucketId}/${key}` }, 200);
}
