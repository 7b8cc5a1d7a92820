/**
 * A subscription's bindings checked as Supabase Realtime checks them when it subscribes (its
 * `realtime.subscription` insert and `subscription_check_filters`), refused with its messages,
 * and turned into registry entries: one per published table a binding names.
 */
import type { Database } from '../../db/database.js';
import {
  filterValue,
  publishedTables,
  selectableColumns,
  syncCaptureTriggers,
  type FilterColumn,
} from './capture.js';
import {
  describeBinding,
  describeDatabaseError,
  parseFilter,
  SubscriptionError,
  type ParsedFilter,
} from './filter.js';
import type { ChangeBinding, ChangeSubscription } from './hub.js';
import { valueKey, type ColumnFilter, type Entry } from './registry.js';

const events = ['INSERT', 'UPDATE', 'DELETE'] as const;

/** Types whose `to_jsonb` form is equal exactly when their values are: bool, int8, int2, int4,
 *  text, oid, varchar, date, uuid. */
const canonicalTypes = new Set([16, 20, 21, 23, 25, 26, 1043, 1082, 2950]);
const textTypes = new Set([25, 1043]);
const integerTypes = new Set([20, 21, 23, 26]);

class FilterCheckError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The filter made ready to test rows: its column's type, and its values in comparable form. */
async function prepareFilter(
  db: Database,
  filter: ParsedFilter,
  column: FilterColumn,
): Promise<ColumnFilter> {
  const value = await filterValue(db, filter.op, column.typeOid, filter.value);
  const prepared: ColumnFilter = { ...filter, typeOid: column.typeOid };
  const canonical =
    (canonicalTypes.has(column.typeOid) || column.isEnum) &&
    (!textTypes.has(column.typeOid) || column.deterministic);
  if (canonical && ['eq', 'neq', 'isdistinct', 'in'].includes(filter.op)) {
    const keys = (filter.op === 'in' ? (value as unknown[]) : [value]).map(valueKey);
    if (keys.every((k) => k !== null)) prepared.keys = new Set(keys as string[]);
  }
  if (
    integerTypes.has(column.typeOid) &&
    ['lt', 'lte', 'gt', 'gte'].includes(filter.op) &&
    typeof value === 'number' &&
    Number.isSafeInteger(value)
  ) {
    prepared.number = value;
  }
  return prepared;
}

/** The registry entries of one binding; throws SubscriptionError worded as Supabase. */
async function bindingEntries(
  db: Database,
  subscription: ChangeSubscription,
  binding: ChangeBinding,
  filters: ParsedFilter[],
): Promise<Entry[]> {
  const table = binding.table && binding.table !== '' ? binding.table : '*';
  // As Supabase reads them: a table without a schema is in `public`, an unknown event is '*'.
  const schema = binding.schema !== '' ? binding.schema : binding.table ? 'public' : '*';
  const upper = String(binding.event).toUpperCase();
  const event = (events as readonly string[]).includes(upper) ? (upper as Entry['event']) : '*';
  const described = describeBinding(event, schema, table, filters);
  const tables = await publishedTables(db, schema, table);
  if (tables.length === 0) {
    throw new SubscriptionError(
      `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${described}]`,
    );
  }
  if (tables.some((t) => !t.captured)) await syncCaptureTriggers(db);
  const role = subscription.auth().role;
  const columns =
    filters.length === 0
      ? []
      : await selectableColumns(
          db,
          tables.map((t) => t.relid),
          filters.map((f) => f.column),
          role,
        );
  const entries: Entry[] = [];
  try {
    for (const t of tables) {
      const prepared: ColumnFilter[] = [];
      for (const filter of filters) {
        const column = columns.find((c) => c.relid === t.relid && c.name === filter.column);
        if (!column) {
          throw new FilterCheckError('P0001', `invalid column for filter ${filter.column}`);
        }
        prepared.push(await prepareFilter(db, filter, column));
      }
      entries.push({
        subscription,
        bindingId: binding.id,
        relid: t.relid,
        event,
        filters: prepared,
      });
    }
  } catch (error) {
    const reason =
      error instanceof FilterCheckError
        ? `ERROR ${error.code} (raise_exception) ${error.message}`
        : describeDatabaseError(error);
    throw new SubscriptionError(
      `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${described}]. Exception: ${reason}`,
    );
  }
  return entries;
}

/** Every entry of the subscription, or the first refusal (filters are all parsed first). */
export async function subscriptionEntries(
  db: Database,
  subscription: ChangeSubscription,
): Promise<Entry[]> {
  const parsed = subscription.bindings.map((binding) => parseFilter(binding.filter));
  const entries: Entry[] = [];
  for (const [i, binding] of subscription.bindings.entries()) {
    entries.push(...(await bindingEntries(db, subscription, binding, parsed[i] ?? [])));
  }
  return entries;
}
