/**
 * Whether a changed row passes a binding's filters. Equality on values of canonical form (and
 * integer ordering) is decided here; every other comparison is made by Postgres with the column
 * type's own operator, as Supabase does, all of a batch's in one query.
 */
import type { Queryable } from '../../db/database.js';
import { valueKey, type ColumnFilter, type Entry } from './registry.js';

interface SqlCheck {
  op: string;
  typeOid: number;
  left: string;
  right: string;
  negate: boolean;
}

/** The text Postgres would read the JSON value back from (`value #>> '{}'`). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function judge(filter: ColumnFilter, values: Record<string, unknown>): boolean | SqlCheck {
  // A filter on a column the change does not carry (a delete's non-key column) never matches.
  if (!(filter.column in values)) return false;
  const value = values[filter.column];
  const flip = (result: boolean) => (filter.negate ? !result : result);
  if (filter.op === 'is') {
    const result =
      filter.value === 'true'
        ? value === true
        : filter.value === 'false'
          ? value === false
          : value === null;
    return flip(result);
  }
  if (filter.op === 'isdistinct') {
    if (value === null) return flip(true);
  } else if (value === null) {
    // Any comparison with NULL is NULL, which no filter (negated or not) lets through.
    return false;
  }
  const key = valueKey(value);
  if (filter.keys && key !== null) {
    switch (filter.op) {
      case 'eq':
      case 'in':
        return flip(filter.keys.has(key));
      case 'neq':
      case 'isdistinct':
        return flip(!filter.keys.has(key));
    }
  }
  if (filter.number !== undefined && typeof value === 'number' && Number.isSafeInteger(value)) {
    switch (filter.op) {
      case 'lt':
        return flip(value < filter.number);
      case 'lte':
        return flip(value <= filter.number);
      case 'gt':
        return flip(value > filter.number);
      case 'gte':
        return flip(value >= filter.number);
    }
  }
  return {
    op: filter.op,
    typeOid: filter.typeOid,
    left: textOf(value),
    right: filter.value,
    negate: filter.negate,
  };
}

/** Filter verdicts of one batch: decided ones, and those Postgres decides in one query. */
export class FilterChecks {
  private readonly pending = new Map<string, number>();
  private readonly checks: SqlCheck[] = [];
  private results: boolean[] = [];

  /** The entry's verdict now (true/false), or a pending check to read after `run` (number). */
  judge(entry: Entry, values: Record<string, unknown>): boolean | number[] {
    const waits: number[] = [];
    for (const filter of entry.filters) {
      const verdict = judge(filter, values);
      if (verdict === false) return false;
      if (verdict === true) continue;
      const key = JSON.stringify(verdict);
      let index = this.pending.get(key);
      if (index === undefined) {
        index = this.checks.push(verdict) - 1;
        this.pending.set(key, index);
      }
      waits.push(index);
    }
    return waits.length === 0 ? true : waits;
  }

  async run(db: Queryable): Promise<void> {
    if (this.checks.length === 0) return;
    const { rows } = await db.query<{ ok: boolean }>(
      `select supabase_local.realtime_filter_check(
                c->>0, (c->>1)::oid::regtype, c->>2, c->>3, (c->>4)::boolean) as ok
         from jsonb_array_elements($1::jsonb) with ordinality as t(c, i)
        order by i`,
      [JSON.stringify(this.checks.map((c) => [c.op, c.typeOid, c.left, c.right, c.negate]))],
    );
    this.results = rows.map((r) => r.ok === true);
  }

  passed(waits: number[]): boolean {
    return waits.every((i) => this.results[i] === true);
  }
}
