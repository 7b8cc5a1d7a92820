import type { Context } from 'hono';
import type { ServerContext } from '../context.js';
import { asService, asUser, findBucket, ownerOf, storageCaller, type BucketRow } from './caller.js';
import { checkContent } from './content-check.js';
import { storageErrors } from './errors.js';
import { parseUserMetadata } from './incoming-file.js';
import { checkMimeType } from './mime.js';
import { validateKey } from './paths.js';
import { objectWrite } from './upload.js';

/** The body storage-js sends to `/object/move` and `/object/copy`. */
interface Transfer {
  bucketId: string;
  sourceKey: string;
  destinationBucket: string;
  destinationKey: string;
}

function transferOf(body: Record<string, unknown>): Transfer {
  // Storage's schema names the first missing property, in its `required` order.
  for (const name of ['bucketId', 'sourceKey', 'destinationKey']) {
    if (typeof body[name] !== 'string') throw storageErrors.missingProperty('body', name);
  }
  const bucketId = body.bucketId as string;
  const destinationBucket = typeof body.destinationBucket === 'string' && body.destinationBucket !== '' ? body.destinationBucket : bucketId;
  return {
    bucketId,
    sourceKey: validateKey(body.sourceKey as string),
    destinationBucket,
    destinationKey: validateKey(body.destinationKey as string),
  };
}

async function sourceBytes(ctx: ServerContext, t: Transfer): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await ctx.blobs.get(t.bucketId, t.sourceKey);
  if (bytes === null) throw storageErrors.noSuchKey();
  return bytes;
}

/**
 * The destination bucket's rules, as an upload to it would meet them: a copy or a move must not
 * bring in a file (or, through copy's `metadata.mimetype`, a type) the bucket would refuse.
 */
function checkDestination(ctx: ServerContext, bucket: BucketRow, mimetype: unknown, bytes: Uint8Array): void {
  const type = typeof mimetype === 'string' && mimetype !== '' ? mimetype : 'application/octet-stream';
  if (bytes.byteLength > Math.min(ctx.config.storage.fileSizeLimit, bucket.file_size_limit ?? Number.POSITIVE_INFINITY)) {
    throw storageErrors.entityTooLarge();
  }
  checkMimeType(type, bucket.allowed_mime_types);
  checkContent(type, bytes, bucket.allowed_mime_types);
}

/**
 * POST `/object/move` {bucketId, sourceKey, destinationKey, destinationBucket?}. As storage-api:
 * the caller must see the source (SELECT) and be allowed to rename it (UPDATE, its USING on the
 * old row and its WITH CHECK on the new one), tested in a rolled back transaction; an existing
 * destination is a 409. Then the bytes move and the storage service renames the row, which
 * keeps its id.
 */
export async function moveObject(ctx: ServerContext, c: Context, body: Record<string, unknown>): Promise<Response> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  const t = transferOf(body);
  const destination = await findBucket(ctx, t.destinationBucket);
  if (!destination) throw storageErrors.noSuchBucket();
  const { owner, ownerUuid } = ownerOf(auth.claims.sub);
  const version = crypto.randomUUID();
  const rename = `update storage.objects set bucket_id = $3, name = $4, owner = $5, owner_id = $6, version = $7, updated_at = now()
    where bucket_id = $1 and name = $2`;
  const params = [t.bucketId, t.sourceKey, t.destinationBucket, t.destinationKey, ownerUuid, owner, version];
  const mimetype = await asUser(
    ctx,
    auth,
    { method: c.req.method, path: c.req.path },
    async (tx) => {
      const seen = await tx.query<{ mimetype: string | null }>(
        `select metadata->>'mimetype' as mimetype from storage.objects where bucket_id = $1 and name = $2`,
        [t.bucketId, t.sourceKey],
      );
      if (!seen.rows[0]) throw storageErrors.noSuchKey();
      // A row the UPDATE policy's USING hides is not renamed: Storage answers that as not found.
      if (((await tx.query(rename, params)).affectedRows ?? 0) === 0) throw storageErrors.noSuchKey();
      return seen.rows[0].mimetype;
    },
    { rollback: true },
  );
  if (t.bucketId === t.destinationBucket && t.sourceKey === t.destinationKey) return c.json({ message: 'Successfully moved' });

  const bytes = await sourceBytes(ctx, t);
  if (t.bucketId !== t.destinationBucket) checkDestination(ctx, destination, mimetype, bytes);
  await ctx.blobs.put(t.destinationBucket, t.destinationKey, bytes);
  try {
    await asService(ctx, (tx) => tx.query(rename, params));
  } catch (error) {
    await ctx.blobs.remove(t.destinationBucket, t.destinationKey);
    throw error;
  }
  await ctx.blobs.remove(t.bucketId, t.sourceKey);
  return c.json({ message: 'Successfully moved' });
}

/** Copy's `metadata` body field: the file metadata storage-api lets a copy change. */
function metadataOverrides(value: unknown): Record<string, string> {
  const overrides: Record<string, string> = {};
  if (value === null || typeof value !== 'object') return overrides;
  for (const name of ['cacheControl', 'mimetype']) {
    const field = (value as Record<string, unknown>)[name];
    if (typeof field === 'string') overrides[name] = field;
  }
  return overrides;
}

interface SourceRow {
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
}

/**
 * POST `/object/copy` {bucketId, sourceKey, destinationKey, destinationBucket?} (`x-upsert: true`
 * replaces an existing destination). The caller must see the source and be allowed to insert
 * (upsert: insert and update) the destination; the copy gets its own id and version, the
 * caller as owner, and the source's metadata (`metadata: {cacheControl, mimetype}` overrides it,
 * `copyMetadata: false` takes the user metadata from `x-metadata` instead). Answers `{Id, Key}` plus the new row, as
 * storage-api does.
 */
export async function copyObject(ctx: ServerContext, c: Context, body: Record<string, unknown>): Promise<Response> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  const t = transferOf(body);
  const request = { method: c.req.method, path: c.req.path };
  const source = await asUser(
    ctx,
    auth,
    request,
    async (tx) =>
      (
        await tx.query<SourceRow>('select metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2', [
          t.bucketId,
          t.sourceKey,
        ])
      ).rows[0],
    { readOnly: true },
  );
  if (!source) throw storageErrors.noSuchKey();
  const destination = await findBucket(ctx, t.destinationBucket);
  if (!destination) throw storageErrors.noSuchBucket();

  const upsert = c.req.header('x-upsert') === 'true';
  const { owner, ownerUuid } = ownerOf(auth.claims.sub);
  const metadata: Record<string, unknown> = {
    ...(source.metadata ?? {}),
    ...metadataOverrides(body.metadata),
    lastModified: new Date().toISOString(),
  };
  // storage-api: the source's user metadata unless `copyMetadata: false`, then `x-metadata`'s.
  const header = c.req.header('x-metadata');
  const userMetadata =
    body.copyMetadata === false ? parseUserMetadata(header ? Buffer.from(header, 'base64').toString('utf8') : null) : source.user_metadata;
  const params = [t.destinationBucket, t.destinationKey, ownerUuid, owner, metadata, userMetadata, crypto.randomUUID(), crypto.randomUUID()];
  await asUser(ctx, auth, request, (tx) => tx.query(objectWrite(upsert), params), { rollback: true });

  const bytes = await sourceBytes(ctx, t);
  checkDestination(ctx, destination, metadata.mimetype, bytes);
  await ctx.blobs.put(t.destinationBucket, t.destinationKey, bytes);
  const row = await asService(ctx, async (tx) => {
    await tx.query(objectWrite(upsert), params);
    return (
      await tx.query<Record<string, unknown>>(
        `select id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at
         from storage.objects where bucket_id = $1 and name = $2`,
        [t.destinationBucket, t.destinationKey],
      )
    ).rows[0];
  });
  return c.json({ Id: row?.id ?? null, Key: `${t.destinationBucket}/${t.destinationKey}`, ...row });
}
