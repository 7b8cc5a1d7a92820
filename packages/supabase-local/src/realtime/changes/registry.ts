/**
 * Every binding of every subscription, per table, indexed by its equality filter: a change
 * looks up the subscribers of its own `user_id` instead of testing each subscriber's filter.
 */
import type { ChangeSubscription } from './hub.js';
import type { ParsedFilter } from './filter.js';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface ColumnFilter extends ParsedFilter {
  /** The column's type (its OID), for comparisons made by Postgres. */
  typeOid: number;
  /**
   * For eq/neq/in on a type whose JSON form is canonical (integers, uuid, text, boolean, date,
   * enums): the filter's value(s) as `valueKey`s, so equality is decided without Postgres.
   */
  keys?: Set<string>;
  /** For lt/lte/gt/gte on an integer column: the filter's value, compared as a number. */
  number?: number;
}

export interface Entry {
  subscription: ChangeSubscription;
  bindingId: number;
  relid: number;
  event: '*' | ChangeType;
  filters: ColumnFilter[];
}

/** A value's identity as Postgres equality sees it, for values of canonical JSON form. */
export function valueKey(value: unknown): string | null {
  if (typeof value === 'string') return `s${value}`;
  // Beyond 2^53 a JSON number is rounded: two different int8 values could share it.
  if (typeof value === 'number') return Number.isSafeInteger(value) ? `n${value}` : null;
  if (typeof value === 'boolean') return value ? 'T' : 'F';
  return null;
}

/** The filter an entry is indexed by: its first plain equality with a canonical value. */
function indexFilter(entry: Entry): { column: string; key: string } | null {
  for (const f of entry.filters) {
    if (f.op === 'eq' && !f.negate && f.keys?.size === 1) {
      return { column: f.column, key: [...f.keys][0] as string };
    }
  }
  return null;
}

class TableEntries {
  readonly all = new Set<Entry>();
  /** Entries without an indexable equality: tested on every change of the table. */
  readonly scanned = new Set<Entry>();
  /** column → value key → entries whose equality filter names that value. */
  readonly byValue = new Map<string, Map<string, Set<Entry>>>();

  add(entry: Entry): void {
    this.all.add(entry);
    const index = indexFilter(entry);
    if (!index) {
      this.scanned.add(entry);
      return;
    }
    let values = this.byValue.get(index.column);
    if (!values) this.byValue.set(index.column, (values = new Map()));
    let entries = values.get(index.key);
    if (!entries) values.set(index.key, (entries = new Set()));
    entries.add(entry);
  }

  remove(entry: Entry): void {
    this.all.delete(entry);
    if (this.scanned.delete(entry)) return;
    const index = indexFilter(entry);
    if (!index) return;
    const values = this.byValue.get(index.column);
    const entries = values?.get(index.key);
    entries?.delete(entry);
    if (entries?.size === 0) values?.delete(index.key);
    if (values?.size === 0) this.byValue.delete(index.column);
  }
}

const wants = (entry: Entry, type: ChangeType) => entry.event === '*' || entry.event === type;

export class Registry {
  private readonly tables = new Map<number, TableEntries>();

  add(entry: Entry): void {
    let table = this.tables.get(entry.relid);
    if (!table) this.tables.set(entry.relid, (table = new TableEntries()));
    table.add(entry);
  }

  remove(entry: Entry): void {
    const table = this.tables.get(entry.relid);
    if (!table) return;
    table.remove(entry);
    if (table.all.size === 0) this.tables.delete(entry.relid);
  }

  contains(entry: Entry): boolean {
    return this.tables.get(entry.relid)?.all.has(entry) ?? false;
  }

  has(relid: number): boolean {
    return this.tables.has(relid);
  }

  get empty(): boolean {
    return this.tables.size === 0;
  }

  /** Every entry of the table that wants this kind of change, whatever its filters. */
  all(relid: number, type: ChangeType): Entry[] {
    return [...(this.tables.get(relid)?.all ?? [])].filter((e) => wants(e, type));
  }

  /**
   * The entries whose filters may accept a row with these column values: the unindexed ones
   * and those indexed under the row's own value (their other filters are still to be tested).
   */
  candidates(relid: number, type: ChangeType, values: Record<string, unknown>): Entry[] {
    const table = this.tables.get(relid);
    if (!table) return [];
    const found: Entry[] = [];
    for (const entry of table.scanned) if (wants(entry, type)) found.push(entry);
    for (const [column, byKey] of table.byValue) {
      if (!(column in values)) continue;
      const key = valueKey(values[column]);
      if (key === null) continue;
      for (const entry of byKey.get(key) ?? []) if (wants(entry, type)) found.push(entry);
    }
    return found;
  }
}
