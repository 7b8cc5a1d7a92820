import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ServerContext } from '../context.js';
import type { RequestAuth } from '../db/request-context.js';
import { BodyTooLarge, readBody } from '../http/body.js';
import { asUser, findBucket, storageCaller } from './caller.js';
import { storageErrors } from './errors.js';
import { checkMimeType } from './mime.js';
import { bucketAndKey, pathAfter } from './paths.js';

interface IncomingFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Room for multipart boundaries and fields around the file itself. */
const multipartOverhead = 64 * 1024;

function parseUserMetadata(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    throw storageErrors.invalidRequest('Invalid metadata: expected a JSON object');
  }
}

/** The file from a multipart form (part named "" as supabase-js sends it) or a raw body. */
async function readIncomingFile(request: Request, limit: number): Promise<IncomingFile> {
  const contentType = request.headers.get('content-type') ?? 'application/octet-stream';
  const isMultipart = contentType.toLowerCase().startsWith('multipart/form-data');
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBody(request, isMultipart ? limit + multipartOverhead : limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw storageErrors.entityTooLarge();
    throw error;
  }
  if (!isMultipart) {
    const header = request.headers.get('x-metadata');
    return {
      bytes: body,
      contentType,
      cacheControl: request.headers.get('cache-control') ?? 'no-cache',
      userMetadata: header ? parseUserMetadata(Buffer.from(header, 'base64').toString('utf8')) : null,
    };
  }
  let form: FormData;
  try {
    form = await new Request('http://storage.local/upload', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    throw storageErrors.invalidRequest('The multipart body could not be parsed');
  }
  let file: File | null = null;
  form.forEach((value) => {
    if (file === null && typeof value !== 'string') file = value;
  });
  if (file === null) throw storageErrors.invalidRequest('No file was found in the multipart body');
  const part = file as File;
  const cacheControl = form.get('cacheControl');
  const metadata = form.get('metadata');
  return {
    bytes: new Uint8Array(await part.arrayBuffer()),
    contentType: part.type || 'application/octet-stream',
    cacheControl: typeof cacheControl === 'string' && cacheControl !== '' ? `max-age=${cacheControl}` : 'no-cache',
    userMetadata: parseUserMetadata(typeof metadata === 'string' ? metadata : null),
  };
}

function objectWrite(upsert: boolean): string {
  // No RETURNING: it would also demand a SELECT policy from an insert-only bucket.
  return `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version, id)
    values ($1, $2, $3, $4, $5, $6, $7, $8)
    ${upsert ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
      metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version,
      updated_at = now(), last_accessed_at = now()` : ''}`;
}

/**
 * POST (create; `x-upsert: true` replaces) and PUT (replace) `/object/{bucket}/{path}`.
 * As Storage: check the bucket's size and type limits, test the write as the user in a
 * transaction that is rolled back, store the bytes, then write the row as the user.
 */
export async function uploadObject(ctx: ServerContext, c: Context, mode: 'create' | 'update'): Promise<Response> {
  const auth: RequestAuth = await storageCaller(ctx, c.req.raw.headers);
  const { bucket: bucketId, key } = bucketAndKey(pathAfter(c.req.path, '/storage/v1/object/'));
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  const limit = Math.min(ctx.config.storage.fileSizeLimit, bucket.file_size_limit ?? Number.POSITIVE_INFINITY);
  const file = await readIncomingFile(c.req.raw, limit);
  if (file.bytes.byteLength > limit) throw storageErrors.entityTooLarge();
  checkMimeType(file.contentType, bucket.allowed_mime_types);

  const upsert = mode === 'update' || c.req.header('x-upsert') === 'true';
  const owner = typeof auth.claims.sub === 'string' && auth.claims.sub !== '' ? auth.claims.sub : null;
  const ownerUuid = owner && /^[0-9a-f-]{36}$/i.test(owner) ? owner : null;
  const version = crypto.randomUUID();
  const request = { method: c.req.method, path: c.req.path };
  const metadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.byteLength,
    mimetype: file.contentType,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.byteLength,
    httpStatusCode: 200,
  };
  const params = [bucketId, key, ownerUuid, owner, metadata, file.userMetadata, version, crypto.randomUUID()];

  if (mode === 'update') {
    const exists = await asUser(ctx, auth, request, async (tx) =>
      (await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, key])).rows.length > 0,
    );
    if (!exists) throw storageErrors.noSuchKey();
  }
  await asUser(ctx, auth, request, (tx) => tx.query(objectWrite(upsert), params), { rollback: true });
  await ctx.blobs.put(bucketId, key, file.bytes);
  await asUser(ctx, auth, request, (tx) => tx.query(objectWrite(upsert), params));
  // An upsert keeps the existing row's id: read it back as the storage service.
  const { rows } = await ctx.db.query<{ id: string }>(
    'select id from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, key],
  );
  const id = rows[0]?.id ?? null;
  return c.json({ Id: id, Key: `${bucketId}/${key}` }, 200);
}
