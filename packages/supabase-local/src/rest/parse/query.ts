import { RestError } from '../errors.js';
import type { EmbedPath, Field, QueryParams, Range } from '../types.js';
import { looksLikeFilter, parseFilterValue, parseLogicValue } from './filters.js';
import { parseOrder } from './order.js';
import { parseColumnList, parseWhole, Scanner } from './scanner.js';
import { parseSelect } from './select.js';

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const RESERVED_EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);

/** An embed path plus a field, e.g. `clients.projects.name->>x` → (['clients','projects'], name). */
function treePath(key: string): { path: EmbedPath; field: Field } {
  return parseWhole(key, 'tree path', (s: Scanner) => {
    const names = [s.fieldName()];
    while (s.eat('.')) names.push(s.fieldName());
    const jsonPath = s.jsonPath();
    const name = names.pop() ?? '';
    return { path: names, field: { name, jsonPath } };
  });
}

function embedPathOf(key: string, last: number): EmbedPath {
  const parts = key.split('.');
  return parts.slice(0, parts.length - last);
}

/**
 * Splits a query string the way PostgREST does: reserved words, embed-prefixed
 * `order/limit/offset/and/or`, filters (`[embed.]col=[not.]op.value`), and, for RPC, arguments
 * (values without an operator). Every piece is parsed here, so bad syntax fails before any SQL.
 */
export function parseQuery(query: URLSearchParams, isRpc: boolean): QueryParams {
  const result: QueryParams = {
    select: [{ kind: 'star' }],
    filters: [],
    logic: [],
    order: [],
    ranges: new Map(),
    rpcArgs: [],
  };
  const limits = new Map<string, number>();
  const offsets = new Map<string, number>();

  // A repeated select/columns/on_conflict: the first one counts, as in PostgREST.
  const seen = new Set<string>();
  for (const [key, value] of query) {
    if (RESERVED.has(key)) {
      if (seen.has(key)) continue;
      seen.add(key);
      if (key === 'select') result.select = parseSelect(value === '' ? '*' : value);
      else if (key === 'columns') result.columns = parseColumnList(value, 'columns parameter');
      else result.onConflict = parseColumnList(value, 'on_conflict parameter');
      continue;
    }
    const segments = key.split('.');
    const last = segments[segments.length - 1] ?? '';
    if (RESERVED_EMBEDDABLE.has(last)) {
      if (value === '') continue;
      if (last === 'order') {
        result.order.push({ path: embedPathOf(key, 1), terms: parseOrder(value) });
      } else if (last === 'limit' || last === 'offset') {
        const n = Number(value);
        if (!/^-?\d+$/.test(value.trim())) continue;
        if (n < 0 && last === 'limit') throw negativeLimit();
        (last === 'limit' ? limits : offsets).set(embedPathOf(key, 1).join('.'), n);
      } else {
        const negated = segments.slice(0, -1).includes('not');
        const path = segments.slice(0, -1).filter((p) => p !== 'not');
        result.logic.push({ path, tree: parseLogicValue(last as 'and' | 'or', negated, value) });
      }
      continue;
    }
    // Tables treat every other parameter as a filter (`?id=1` is PGRST100); functions take the
    // operator-less ones as arguments.
    const isFilter = !isRpc || key.includes('.') || looksLikeFilter(value);
    if (!isFilter) {
      result.rpcArgs.push([key, value]);
      continue;
    }
    const { path, field } = treePath(key);
    result.filters.push({ path, filter: parseFilterValue(field, value) });
  }

  for (const pathKey of new Set([...limits.keys(), ...offsets.keys()])) {
    const range: Range = { offset: Math.max(0, offsets.get(pathKey) ?? 0) };
    const limit = limits.get(pathKey);
    if (limit !== undefined) range.limit = limit;
    result.ranges.set(pathKey, range);
  }
  return result;
}

function negativeLimit(): RestError {
  return new RestError(416, {
    code: 'PGRST103',
    message: 'Requested range not satisfiable',
    details: 'Limit should be greater than or equal to zero.',
    hint: null,
  });
}

/** `Range: 0-9` (items): PostgREST's header alternative to limit/offset. */
export function parseRangeHeader(header: string | null): Range | null {
  if (!header) return null;
  const match = /^(\d+)-(\d*)$/.exec(header.trim().replace(/^items=/, ''));
  if (!match) return null;
  const lower = Number(match[1]);
  if (match[2] === '' || match[2] === undefined) return { offset: lower };
  const upper = Number(match[2]);
  if (upper < lower) {
    throw new RestError(416, {
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details:
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      hint: null,
    });
  }
  return { offset: lower, limit: upper - lower + 1 };
}
