import type { Context } from 'hono';
import type { ServerContext } from '../context.js';
import { asUser, storageCaller } from './caller.js';
import { storageErrors } from './errors.js';

const sortColumns = new Set(['name', 'updated_at', 'created_at']);
const maxKeys = 1000;

interface ObjectEntry {
  id: string | null;
  name: string;
  bucket_id: string;
  metadata?: unknown;
  created_at?: Date | null;
  updated_at?: Date | null;
  last_accessed_at?: Date | null;
}

interface Cursor {
  startAfter: string;
}

/**
 * storage-api's continuation token: base64 of `key:value` lines (`l:` the last name returned).
 * Clients treat it as opaque; the same shape keeps a cursor readable when comparing the two.
 */
function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`l:${cursor.startAfter}`).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const line = Buffer.from(token, 'base64').toString().split('\n').find((part) => part.startsWith('l:'));
  if (line === undefined) throw storageErrors.invalidRequest('Invalid continuation token');
  return { startAfter: line.slice(2) };
}

function optionsOf(body: Record<string, unknown>) {
  const limit = body.limit === undefined ? maxKeys : Number(body.limit);
  if (!Number.isInteger(limit) || limit < 1) throw storageErrors.invalidRequest('body/limit must be >= 1');
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  const column = typeof sortBy.column === 'string' && sortColumns.has(sortBy.column) ? sortBy.column : 'name';
  return {
    prefix: typeof body.prefix === 'string' ? body.prefix : '',
    limit: Math.min(limit, maxKeys),
    cursor: typeof body.cursor === 'string' && body.cursor !== '' ? decodeCursor(body.cursor) : null,
    delimited: body.with_delimiter === true,
    column,
    order: sortBy.order === 'desc' ? ('desc' as const) : ('asc' as const),
  };
}

/** `like` pattern text for a literal prefix. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Where the page after `cursor` starts: after the entry it names, or, when that entry has gone
 * since (removed or moved) and names are the order, at the first name past it.
 */
function startOf(entries: ObjectEntry[], cursor: Cursor | null, nameOrder: 'asc' | 'desc' | null): number {
  if (!cursor) return 0;
  const at = entries.findIndex((entry) => entry.name === cursor.startAfter);
  if (at >= 0) return at + 1;
  if (nameOrder === null) return entries.length;
  const next = entries.findIndex((entry) => (nameOrder === 'asc' ? entry.name > cursor.startAfter : entry.name < cursor.startAfter));
  return next < 0 ? entries.length : next;
}

/**
 * POST `/object/list-v2/{bucket}` {prefix, limit, cursor, with_delimiter, sortBy}: full object
 * names under `prefix` (not relative ones, unlike v1); with a delimiter, what lies below the
 * next `/` collapses into one folder entry named `prefix…/`. Answers
 * `{hasNext, nextCursor?, nextCursorKey?, folders, objects}` as storage-api does.
 */
export async function listObjectsV2(ctx: ServerContext, c: Context, bucket: string, body: Record<string, unknown>): Promise<Response> {
  const auth = await storageCaller(ctx, c.req.raw.headers);
  const options = optionsOf(body);
  const rows = await asUser(
    ctx,
    auth,
    { method: c.req.method, path: c.req.path },
    async (tx) =>
      (
        await tx.query<ObjectEntry>(
          `select id, name, bucket_id, metadata, updated_at, created_at, last_accessed_at
           from storage.objects where bucket_id = $1 and name like $2 escape '\\'
           order by ${options.column} ${options.order}, name collate "C" ${options.order}`,
          [bucket, `${escapeLike(options.prefix)}%`],
        )
      ).rows,
    { readOnly: true },
  );

  // Folders first collapse (a folder stands where its first object would), then the cursor applies.
  const entries: ObjectEntry[] = [];
  const seenFolders = new Set<string>();
  for (const row of rows) {
    const slash = options.delimited ? row.name.indexOf('/', options.prefix.length) : -1;
    if (slash < 0) {
      entries.push(row);
      continue;
    }
    const folder = row.name.slice(0, slash + 1);
    if (seenFolders.has(folder)) continue;
    seenFolders.add(folder);
    entries.push({ id: null, name: folder, bucket_id: row.bucket_id });
  }
  const start = startOf(entries, options.cursor, options.column === 'name' ? options.order : null);
  const page = entries.slice(start, start + options.limit);
  const hasNext = start + options.limit < entries.length;
  const last = page.at(-1);
  return c.json({
    hasNext,
    ...(hasNext && last ? { nextCursor: encodeCursor({ startAfter: last.name }), nextCursorKey: last.name } : {}),
    folders: page.filter((entry) => entry.id === null),
    objects: page.filter((entry) => entry.id !== null),
  });
}
