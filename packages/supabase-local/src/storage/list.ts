import type { Context } from 'hono';
import type { ServerContext } from '../context.js';
import { asUser, storageCaller } from './caller.js';
import { storageErrors } from './errors.js';

const sortColumns = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

interface ListOptions {
  prefix: string;
  limit: number;
  offset: number;
  column: string;
  order: 'asc' | 'desc';
  search: string;
}

function listOptions(body: Record<string, unknown>): ListOptions {
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix : '';
  const trimmed = rawPrefix.replace(/^\/+|\/+$/g, '');
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  const column = typeof sortBy.column === 'string' && sortColumns.has(sortBy.column) ? sortBy.column : 'name';
  const order = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const limit = Number(body.limit ?? 100);
  const offset = Number(body.offset ?? 0);
  if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(offset) || offset < 0) {
    throw storageErrors.invalidRequest('limit and offset must be non-negative integers');
  }
  return {
    prefix: trimmed === '' ? '' : `${trimmed}/`,
    limit: Math.min(limit, 1000),
    offset,
    column,
    order,
    search: typeof body.search === 'string' ? body.search : '',
  };
}

/** `like` pattern text for a literal prefix. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * POST `/object/list/{bucket}` — one level below `prefix`, as storage.search does: folders
 * (null id and metadata) and files, names relative to the prefix, only rows the caller may see.
 */
export async function listObjects(ctx: ServerContext, c: Context, bucket: string, body: Record<string, unknown>): Promise<Response> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  const options = listOptions(body);
  const sortColumn = options.column === 'name' ? 'entry' : options.column;
  const rows = await asUser(
    ctx,
    auth,
    { method: c.req.method, path: c.req.path },
    async (tx) =>
      (
        await tx.query(
          `with below as (
             select substr(name, length($2) + 1) as rest, id, updated_at, created_at, last_accessed_at, metadata
             from storage.objects
             where bucket_id = $1 and name like $3 escape '\\'
           ), entries as (
             select distinct on (entry) entry, is_folder,
               case when is_folder then null else id end as id,
               case when is_folder then null else updated_at end as updated_at,
               case when is_folder then null else created_at end as created_at,
               case when is_folder then null else last_accessed_at end as last_accessed_at,
               case when is_folder then null else metadata end as metadata
             from (
               select split_part(rest, '/', 1) as entry, position('/' in rest) > 0 as is_folder, *
               from below
             ) split
             where entry <> '' and lower(entry) like lower($4) escape '\\'
             order by entry, is_folder desc
           )
           select entry as name, id, updated_at, created_at, last_accessed_at, metadata
           from entries
           order by ${sortColumn} ${options.order} nulls last, entry
           limit $5 offset $6`,
          [
            bucket,
            options.prefix,
            `${escapeLike(options.prefix)}%`,
            `${escapeLike(options.search)}%`,
            options.limit,
            options.offset,
          ],
        )
      ).rows,
    { readOnly: true },
  );
  return c.json(rows);
}
