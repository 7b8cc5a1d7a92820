/**
 * The `data` of a `postgres_changes` event, as Supabase Realtime's `apply_rls` builds it for one
 * role: the columns the role may select (name and `typname`, which realtime-js's transformers
 * convert values by), the row reduced to those columns, the old row reduced to the table's
 * replica identity, and `errors` (null, or Supabase's error strings).
 */
import type { QueuedChange, TableInfo } from './capture.js';

/** Beyond this size (old and new row), values over 64 bytes are left out, as Supabase does. */
export const maxRecordBytes = 1024 * 1024;
const maxValueBytesWhenLarge = 64;

export type PayloadError =
  | 'Error 400: Bad Request, no primary key'
  | 'Error 401: Unauthorized'
  | 'Error 413: Payload Too Large';

/** The old row's columns the change carries: the replica identity's (all with FULL). */
export function identityOf(change: QueuedChange, table: TableInfo): Record<string, unknown> {
  const old = change.oldRow ?? {};
  if (table.identity === null) return old;
  return pick(old, (name) => (table.identity as string[]).includes(name));
}

function pick(
  row: Record<string, unknown>,
  keep: (name: string) => boolean,
  large = false,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (!keep(name)) continue;
    if (large && Buffer.byteLength(JSON.stringify(value) ?? '') > maxValueBytesWhenLarge) continue;
    out[name] = value;
  }
  return out;
}

/** The error a change carries for this role instead of its row, if any. */
export function payloadError(
  change: QueuedChange,
  table: TableInfo,
  role: string,
): PayloadError | null {
  if (change.type === 'DELETE') return null;
  if (table.primaryKey.length === 0) return 'Error 400: Bad Request, no primary key';
  const selectable = new Set(table.columns.filter((c) => c.selectable[role]).map((c) => c.name));
  if (!table.primaryKey.every((name) => selectable.has(name))) return 'Error 401: Unauthorized';
  return null;
}

/** The event's data for subscribers of `role`. */
export function buildPayload(
  change: QueuedChange,
  table: TableInfo,
  role: string,
): Record<string, unknown> {
  const error = payloadError(change, table, role);
  if (error) {
    // As Supabase: the table and the error, no row.
    return {
      columns: [],
      commit_timestamp: null,
      errors: [error],
      schema: table.schema,
      table: table.table,
      ...(change.type === 'INSERT' ? { record: {} } : { old_record: {}, record: {} }),
      type: change.type,
    };
  }
  const columns = table.columns.filter((c) => c.selectable[role]);
  const selectable = new Set(columns.map((c) => c.name));
  const large = change.bytes > maxRecordBytes;
  const head = {
    columns: columns.map((c) => ({ name: c.name, type: c.type })),
    commit_timestamp: change.commitTimestamp,
    errors: large ? ['Error 413: Payload Too Large'] : null,
    schema: table.schema,
    table: table.table,
  };
  const old = identityOf(change, table);
  if (change.type === 'DELETE') {
    // With row-level security on, a deleted row cannot be checked: only its key is sent.
    const keyOnly = table.rowSecurity;
    return {
      ...head,
      old_record: pick(
        old,
        (n) => selectable.has(n) && (!keyOnly || table.primaryKey.includes(n)),
        large,
      ),
      type: change.type,
    };
  }
  const record = pick(change.record ?? {}, (n) => selectable.has(n), large);
  if (change.type === 'INSERT') return { ...head, record, type: change.type };
  return {
    ...head,
    old_record: pick(old, (n) => selectable.has(n), large),
    record,
    type: change.type,
  };
}
