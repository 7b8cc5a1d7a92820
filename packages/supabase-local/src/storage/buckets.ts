import type { Context } from 'hono';
import { parseSize } from '../config.js';
import type { ServerContext } from '../context.js';
import { asUser, ownerOf, storageCaller } from './caller.js';
import { storageErrors } from './errors.js';

/** The columns storage-api's getBucket and listBuckets select, in its order. */
const bucketColumns = `id, name, public, owner, created_at, updated_at, file_size_limit, allowed_mime_types, type`;
const bucketSortColumns = new Set(['id', 'name', 'created_at', 'updated_at']);

/** listBuckets' query (`limit`, `offset`, `sortColumn`, `sortOrder`, `search`) as SQL and parameters. */
function listQuery(query: Record<string, string>, params: unknown[]): string {
  const column = bucketSortColumns.has(query.sortColumn ?? '') ? query.sortColumn : 'name';
  const order = query.sortOrder === 'desc' ? 'desc' : 'asc';
  let sql = '';
  if (query.search) {
    params.push(`%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    sql += ` where name ilike $${params.length}`;
  }
  sql += ` order by ${column} ${order}`;
  for (const name of ['limit', 'offset']) {
    const value = Number(query[name]);
    if (query[name] === undefined) continue;
    if (!Number.isInteger(value) || value < 0) throw storageErrors.invalidRequest(`querystring/${name} must be a non-negative integer`);
    params.push(value);
    sql += ` ${name} $${params.length}`;
  }
  return sql;
}

function sizeLimit(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const bytes = parseSize(value, Number.NaN);
  if (!Number.isFinite(bytes) || bytes < 0) throw storageErrors.invalidRequest('Invalid file_size_limit');
  return bytes;
}

function mimeTypes(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw storageErrors.invalidRequest('allowed_mime_types must be an array of strings');
  }
  return value as string[];
}

function request(c: Context) {
  return { method: c.req.method, path: c.req.path };
}

/** GET /bucket and GET /bucket/{id}, as the caller (policies on storage.buckets apply). */
export async function readBuckets(ctx: ServerContext, c: Context, id: string | null): Promise<Response> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  const params: unknown[] = id === null ? [] : [id];
  const tail = id === null ? listQuery(c.req.query(), params) : ' where id = $1';
  const rows = await asUser(
    ctx,
    auth,
    request(c),
    async (tx) => (await tx.query<Record<string, unknown>>(`select ${bucketColumns} from storage.buckets${tail}`, params)).rows,
    { readOnly: true },
  );
  if (id === null) return c.json(rows);
  if (!rows[0]) throw storageErrors.noSuchBucket();
  return c.json(rows[0]);
}

/** POST /bucket {id?, name, public, file_size_limit, allowed_mime_types} */
export async function createBucket(ctx: ServerContext, c: Context, body: Record<string, unknown>): Promise<Response> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  const name = typeof body.name === 'string' ? body.name : '';
  const id = typeof body.id === 'string' && body.id !== '' ? body.id : name;
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(id) || !/^[A-Za-z0-9_.-]{1,100}$/.test(name)) {
    throw storageErrors.invalidRequest('Bucket name invalid');
  }
  const { owner, ownerUuid } = ownerOf(auth.claims.sub);
  try {
    await asUser(ctx, auth, request(c), (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, name, ownerUuid, owner, body.public === true, sizeLimit(body.file_size_limit), mimeTypes(body.allowed_mime_types)],
      ),
    );
  } catch (error) {
    if (error instanceof Error && error.message === 'The resource already exists') throw storageErrors.bucketExists();
    throw error;
  }
  return c.json({ name: id });
}

/**
 * PUT /bucket/{id} {public?, file_size_limit?, allowed_mime_types?}: only the fields sent change,
 * as storage-api's updateBucket does (storage-js drops the options it was not given); an
 * explicit null clears a limit.
 */
export async function updateBucket(ctx: ServerContext, c: Context, id: string, body: Record<string, unknown>): Promise<Response> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  if (body.public !== undefined && typeof body.public !== 'boolean') throw storageErrors.invalidRequest('body/public must be boolean');
  const sent = (name: string) => Object.hasOwn(body, name) && body[name] !== undefined;
  const updated = await asUser(ctx, auth, request(c), async (tx) =>
    (
      await tx.query(
        `update storage.buckets set public = coalesce($2, public),
           file_size_limit = case when $3 then $4 else file_size_limit end,
           allowed_mime_types = case when $5 then $6 else allowed_mime_types end,
           updated_at = now() where id = $1`,
        [
          id,
          typeof body.public === 'boolean' ? body.public : null,
          sent('file_size_limit'),
          sizeLimit(body.file_size_limit),
          sent('allowed_mime_types'),
          mimeTypes(body.allowed_mime_types),
        ],
      )
    ).affectedRows ?? 0,
  );
  if (updated === 0) throw storageErrors.noSuchBucket();
  return c.json({ message: 'Successfully updated' });
}

/** POST /bucket/{id}/empty: removes every object the caller may delete. */
export async function emptyBucket(ctx: ServerContext, c: Context, id: string): Promise<Response> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  const names = await asUser(ctx, auth, request(c), async (tx) =>
    (await tx.query<{ name: string }>(`delete from storage.objects where bucket_id = $1 returning name`, [id])).rows,
    { deletes: true },
  );
  for (const { name } of names) await ctx.blobs.remove(id, name);
  return c.json({ message: 'Successfully emptied' });
}

/** DELETE /bucket/{id}: only an empty bucket. */
export async function deleteBucket(ctx: ServerContext, c: Context, id: string): Promise<Response> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  const { rows } = await ctx.db.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
  if (rows.length > 0) throw storageErrors.bucketNotEmpty();
  const deleted = await asUser(ctx, auth, request(c), async (tx) =>
    (await tx.query(`delete from storage.buckets where id = $1`, [id])).affectedRows ?? 0,
    { deletes: true },
  );
  if (deleted === 0) throw storageErrors.noSuchBucket();
  return c.json({ message: 'Successfully deleted' });
}
