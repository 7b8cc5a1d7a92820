import type { Context } from 'hono';
import type { ServerContext } from '../context.js';
import { asUser, findBucket, storageCaller } from './caller.js';
import { storageErrors } from './errors.js';
import { bucketAndKey, pathAfter } from './paths.js';

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  owner_id: string | null;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  last_accessed_at: Date | null;
}

const objectColumns = `id, name, bucket_id, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at`;

/** The object row as the caller may see it (their SELECT policies apply). */
async function visibleObject(ctx: ServerContext, c: Context, bucket: string, key: string): Promise<ObjectRow> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  const row = await asUser(
    ctx,
    auth,
    { method: c.req.method, path: c.req.path },
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          `select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`,
          [bucket, key],
        )
      ).rows[0],
    { readOnly: true },
  );
  if (!row) throw storageErrors.noSuchKey();
  return row;
}

/** The object row regardless of policies: for public buckets and signed URLs. */
export async function objectAsService(ctx: ServerContext, bucket: string, key: string): Promise<ObjectRow> {
  const { rows } = await ctx.db.query<ObjectRow>(
    `select ${objectColumns} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, key],
  );
  if (!rows[0]) throw storageErrors.noSuchKey();
  return rows[0];
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** Bytes with the headers Storage sends; `?download[=name]` makes it an attachment. */
export async function sendObject(ctx: ServerContext, c: Context, row: ObjectRow, headOnly: boolean): Promise<Response> {
  const bytes = headOnly ? null : await ctx.blobs.get(row.bucket_id, row.name);
  if (!headOnly && bytes === null) throw storageErrors.noSuchKey();
  const meta = row.metadata ?? {};
  const headers: Record<string, string> = {
    'Content-Type': text(meta.mimetype, 'application/octet-stream'),
    'Cache-Control': text(meta.cacheControl, 'no-cache'),
    ETag: text(meta.eTag, ''),
    'Last-Modified': new Date(text(meta.lastModified, row.updated_at?.toISOString() ?? '')).toUTCString(),
    'Content-Length': String(typeof meta.size === 'number' ? meta.size : (bytes?.byteLength ?? 0)),
  };
  const download = new URL(c.req.url).searchParams.get('download');
  if (download !== null) {
    const name = download || row.name.split('/').pop() || 'download';
    headers['Content-Disposition'] = `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;
  }
  if (headers.ETag && c.req.header('if-none-match') === headers.ETag) return new Response(null, { status: 304, headers });
  return new Response(headOnly ? null : bytes, { status: 200, headers });
}

/** GET/HEAD `/object/{bucket}/{path}` and `/object/authenticated/…`: as the caller. */
export async function downloadAuthenticated(ctx: ServerContext, c: Context, prefix: string): Promise<Response> {
  const { bucket, key } = bucketAndKey(pathAfter(c.req.path, prefix));
  const row = await visibleObject(ctx, c, bucket, key);
  return sendObject(ctx, c, row, c.req.method === 'HEAD');
}

/** GET/HEAD `/object/public/{bucket}/{path}`: public buckets only, no policies, no token. */
export async function downloadPublic(ctx: ServerContext, c: Context): Promise<Response> {
  const { bucket: bucketId, key } = bucketAndKey(pathAfter(c.req.path, '/storage/v1/object/public/'));
  const bucket = await findBucket(ctx, bucketId);
  if (!bucket || !bucket.public) throw storageErrors.noSuchBucket();
  return sendObject(ctx, c, await objectAsService(ctx, bucketId, key), c.req.method === 'HEAD');
}

/** GET `/object/info/{bucket}/{path}` (also `info/authenticated/…`, `info/public/…`). */
export async function objectInfo(ctx: ServerContext, c: Context): Promise<Response> {
  let rest = pathAfter(c.req.path, '/storage/v1/object/info/');
  let isPublic = false;
  if (rest.startsWith('authenticated/')) rest = rest.slice('authenticated/'.length);
  else if (rest.startsWith('public/')) {
    rest = rest.slice('public/'.length);
    isPublic = true;
  }
  const { bucket: bucketId, key } = bucketAndKey(rest);
  let row: ObjectRow;
  if (isPublic) {
    const bucket = await findBucket(ctx, bucketId);
    if (!bucket || !bucket.public) throw storageErrors.noSuchBucket();
    row = await objectAsService(ctx, bucketId, key);
  } else {
    row = await visibleObject(ctx, c, bucketId, key);
  }
  const meta = row.metadata ?? {};
  return c.json({
    id: row.id,
    version: row.version,
    name: row.name,
    bucket_id: row.bucket_id,
    created_at: row.created_at?.toISOString() ?? null,
    updated_at: row.updated_at?.toISOString() ?? null,
    last_accessed_at: row.last_accessed_at?.toISOString() ?? null,
    size: meta.size ?? null,
    cache_control: meta.cacheControl ?? null,
    content_type: meta.mimetype ?? null,
    etag: meta.eTag ?? null,
    last_modified: meta.lastModified ?? null,
    metadata: row.user_metadata ?? {},
  });
}
