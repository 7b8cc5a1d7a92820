import { jsonDepth, maxJsonDepth, parseJsonBody } from '../json-body.js';
import type { Column, Relation } from '../catalog/model.js';
import { errors } from '../errors.js';
import type { Payload } from '../sql/write.js';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameKeys(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((k) => b.includes(k));
}

/**
 * The request body of an insert or update, as PostgREST reads it: with `columns=` the JSON goes
 * to Postgres untouched; otherwise the keys of the object (or of every object in the array, which
 * must match) name the columns. Unknown columns are PGRST204, bad JSON PGRST102.
 */
export function parsePayload(
  relation: Relation,
  body: string,
  columnsParam: string[] | undefined,
  applyDefaults: boolean,
): Payload {
  const text = body.trim();
  let keys: string[];
  let isObject: boolean;
  if (columnsParam) {
    if (text === '' || jsonDepth(text) > maxJsonDepth) throw errors.invalidBody();
    keys = columnsParam;
    isObject = text.startsWith('{');
  } else {
    const parsed = parseJsonBody(text);
    if (isPlainObject(parsed)) {
      keys = Object.keys(parsed);
      isObject = true;
    } else if (Array.isArray(parsed) && parsed.every(isPlainObject)) {
      const first = parsed[0];
      keys = first ? Object.keys(first) : [];
      if (!parsed.every((item) => sameKeys(Object.keys(item), keys)))
        throw errors.invalidBody('All object keys must match');
      isObject = false;
    } else {
      throw errors.invalidBody();
    }
  }
  const columns: Column[] = keys.map((key) => {
    const column = relation.columnsByName.get(key);
    if (!column) throw errors.columnNotFound(relation.name, key);
    return column;
  });
  return { json: body, isObject, columns, applyDefaults };
}
