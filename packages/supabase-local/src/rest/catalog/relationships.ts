import { errors, type RestError } from '../errors.js';
import { closest } from './fuzzy.js';
import type { Catalog, Relation, Relationship } from './model.js';

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface ViewColumn {
  view: string;
  column: string;
  table: string;
  baseColumn: string;
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** A relation that exposes a table's key columns: the table itself, or a view selecting them. */
interface Endpoint {
  name: string;
  columns: string[];
}

/** The table, plus every view whose columns include all of `columns` of `table` (renamed or not). */
function endpoints(table: string, columns: string[], views: Map<string, ViewColumn[]>): Endpoint[] {
  const found: Endpoint[] = [{ name: table, columns }];
  for (const [view, cols] of views) {
    const mapped = columns.map(
      (c) => cols.find((vc) => vc.table === table && vc.baseColumn === c)?.column,
    );
    if (mapped.every((m) => m !== undefined))
      found.push({ name: view, columns: mapped as string[] });
  }
  return found;
}

/**
 * Every foreign key gives a many-to-one (or one-to-one when its columns are unique) from the
 * referencing table and the reverse from the referenced one, also through views that select the
 * key columns; a table whose primary key covers two foreign keys is a many-to-many junction
 * (PostgREST's rules).
 */
export function buildRelationships(
  relations: Map<string, Relation>,
  foreignKeys: ForeignKey[],
  viewColumns: ViewColumn[] = [],
): Map<string, Relationship[]> {
  const byTable = new Map<string, Relationship[]>();
  const add = (r: Relationship) => {
    const list = byTable.get(r.table) ?? [];
    list.push(r);
    byTable.set(r.table, list);
  };
  const views = new Map<string, ViewColumn[]>();
  for (const vc of viewColumns) views.set(vc.view, [...(views.get(vc.view) ?? []), vc]);

  for (const fk of foreignKeys) {
    const unique = relations.get(fk.table)?.uniqueKeys.some((k) => sameSet(k, fk.columns)) ?? false;
    for (const source of endpoints(fk.table, fk.columns, views)) {
      for (const target of endpoints(fk.foreignTable, fk.foreignColumns, views)) {
        add({
          table: source.name,
          foreignTable: target.name,
          cardinality: unique ? 'one-to-one' : 'many-to-one',
          constraint: fk.name,
          columns: source.columns.map((c, i): [string, string] => [c, target.columns[i] ?? '']),
          referenced: false,
        });
        add({
          table: target.name,
          foreignTable: source.name,
          cardinality: unique ? 'one-to-one' : 'one-to-many',
          constraint: fk.name,
          columns: target.columns.map((c, i): [string, string] => [c, source.columns[i] ?? '']),
          referenced: true,
        });
      }
    }
  }
  for (const fk1 of foreignKeys) {
    for (const fk2 of foreignKeys) {
      if (fk1.table !== fk2.table || fk1.name === fk2.name) continue;
      const pk = relations.get(fk1.table)?.primaryKey ?? [];
      if (![...fk1.columns, ...fk2.columns].every((c) => pk.includes(c))) continue;
      add({
        table: fk1.foreignTable,
        foreignTable: fk2.foreignTable,
        cardinality: 'many-to-many',
        constraint: fk1.name,
        columns: [],
        junction: {
          table: fk1.table,
          constraint1: fk1.name,
          constraint2: fk2.name,
          sourceColumns: fk1.foreignColumns.map((c, i): [string, string] => [
            c,
            fk1.columns[i] ?? '',
          ]),
          targetColumns: fk2.foreignColumns.map((c, i): [string, string] => [
            c,
            fk2.columns[i] ?? '',
          ]),
        },
      });
    }
  }
  return byTable;
}

/** The single (origin, foreign) column pair of a non-junction relationship, if it has one. */
function singleColumns(r: Relationship): [string, string] | undefined {
  if (r.junction || r.columns.length !== 1) return undefined;
  return r.columns[0];
}

/**
 * PostgREST's findRel: the target names the foreign table, the FK constraint or the origin's FK
 * column; a `!hint` names the constraint, a column of either side or the junction table. In a
 * self-relationship the table name means the children (one-to-many) and the FK column the parent.
 */
export function findRelationship(
  catalog: Catalog,
  origin: string,
  target: string,
  hint?: string,
): Relationship {
  const candidates = catalog.relationships.get(origin) ?? [];
  const isView = (name: string) => {
    const kind = catalog.relations.get(name)?.kind;
    return kind === 'view' || kind === 'materialized view';
  };
  const matches = candidates.filter((r) => {
    // A computed relationship is named by its function only.
    if (r.computedFunction !== undefined)
      return hint === undefined && target === r.computedFunction;
    const pair = singleColumns(r);
    const constraintOf = r.junction ? undefined : r.constraint;
    if (r.table === r.foreignTable && !r.junction) {
      if (hint === undefined) {
        return (
          (target === r.foreignTable && r.cardinality === 'one-to-many') ||
          (pair?.[0] === target && r.cardinality === 'many-to-one')
        );
      }
      return target === r.foreignTable && r.cardinality === 'one-to-many' && pair?.[1] === hint;
    }
    if (hint === undefined) {
      return (
        target === r.foreignTable ||
        (constraintOf === target && !isView(r.foreignTable)) ||
        (pair?.[0] === target && !isView(r.foreignTable))
      );
    }
    return (
      target === r.foreignTable &&
      (constraintOf === hint ||
        pair?.[0] === hint ||
        pair?.[1] === hint ||
        r.junction?.table === hint)
    );
  });
  // A computed relationship overrides a foreign key one of the same name, as in PostgREST.
  const computed = matches.find((r) => r.computedFunction !== undefined);
  if (computed) return computed;
  const [only] = matches;
  if (only && matches.length === 1) return only;
  if (matches.length === 0) throw noRelationship(catalog, origin, target, hint);
  throw ambiguous(origin, target, matches);
}

function noRelationship(
  catalog: Catalog,
  origin: string,
  target: string,
  hint: string | undefined,
): RestError {
  let suggestion: string | null = null;
  const rels = catalog.relationships.get(origin);
  if (!rels) {
    const parent = closest(origin, [...catalog.relationships.keys()], 0.33);
    if (parent !== null) suggestion = `Perhaps you meant '${parent}' instead of '${origin}'.`;
  } else if (!rels.some((r) => r.foreignTable === target)) {
    const child = closest(target, [...new Set(rels.map((r) => r.foreignTable))], 0.33);
    if (child !== null) suggestion = `Perhaps you meant '${child}' instead of '${target}'.`;
  }
  return errors.noRelationship(origin, target, hint, catalog.schema, suggestion);
}

function describe(r: Relationship): Record<string, string> {
  const cols = (pairs: [string, string][], side: 0 | 1) =>
    `(${pairs.map((p) => p[side]).join(', ')})`;
  if (r.junction) {
    const j = r.junction;
    return {
      cardinality: 'many-to-many',
      embedding: `${r.table} with ${r.foreignTable}`,
      relationship: `${j.table} using ${j.constraint1}${cols(j.sourceColumns, 1)} and ${j.constraint2}${cols(j.targetColumns, 1)}`,
    };
  }
  return {
    cardinality: r.cardinality,
    embedding: `${r.table} with ${r.foreignTable}`,
    relationship: `${r.constraint} using ${r.table}${cols(r.columns, 0)} and ${r.foreignTable}${cols(r.columns, 1)}`,
  };
}

function ambiguous(origin: string, target: string, matches: Relationship[]): RestError {
  const hints = matches.map(
    (r) => `'${r.foreignTable}!${r.junction ? r.junction.table : r.constraint}'`,
  );
  return errors.ambiguousRelationship(
    origin,
    target,
    matches.map(describe),
    `Try changing '${target}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

export function isToOne(r: Relationship): boolean {
  return r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one';
}
