import type { Aggregate, AggregateFunction, JoinType, SelectItem } from '../types.js';
import { isIdentifierChar, parseWhole, Scanner } from './scanner.js';

const AGGREGATES: readonly AggregateFunction[] = ['count', 'sum', 'avg', 'max', 'min'];

/**
 * `select=` → a forest of items: `*`, `col`, `alias:col`, `col::type`, `json->a->>b`,
 * `[alias:]count()[::type]`, `[alias:]col[::type].sum()[::type]` (sum, avg, max, min, count),
 * `[alias:]rel[!hint][!inner|!left](…)` and `...rel(…)`. Whether aggregates are allowed is
 * decided with the plan (PGRST123), not here.
 */
export function parseSelect(input: string): SelectItem[] {
  return parseWhole(input, 'select parameter', (s) => forest(s));
}

function forest(s: Scanner): SelectItem[] {
  const items = [item(s)];
  s.skipSpaces();
  while (s.eat(',')) {
    items.push(item(s));
    s.skipSpaces();
  }
  return items;
}

function item(s: Scanner): SelectItem {
  s.skipSpaces();
  if (s.eat('*')) {
    s.skipSpaces();
    atItemEnd(s);
    return { kind: 'star' };
  }
  if (s.eat('...')) {
    const relation = s.fieldName();
    return embed(s, relation, undefined, true);
  }
  if (s.startsWith('count()')) return countAll(s, undefined);

  const first = s.fieldName();
  let alias: string | undefined;
  let name = first;
  if (s.peek() === ':' && s.peek(1) !== ':') {
    s.pos += 1;
    alias = first;
    if (s.eat('...')) s.fail(['field name (* or [a..z0..9_$])']);
    if (s.startsWith('count()')) return countAll(s, alias);
    name = s.fieldName();
  }
  // `count` is never a relation (PostgREST reserves it for `count()`).
  if (name === 'count' && (s.peek() === '(' || s.peek() === '!'))
    s.fail(['"->>"', '"->"', '"::"', '"."', '")"', '","']);
  if (s.peek() === '!' || s.peek() === '(') return embed(s, name, alias, false);

  const jsonPath = s.jsonPath();
  let cast: string | undefined;
  if (s.eat('::')) cast = castName(s);
  const aggregate = aggregateCall(s);
  s.skipSpaces();
  atItemEnd(s);
  const column: SelectItem = { kind: 'column', field: { name, jsonPath } };
  if (alias !== undefined) column.alias = alias;
  if (cast !== undefined) column.cast = cast;
  if (aggregate !== undefined) column.aggregate = aggregate;
  return column;
}

/** `count()[::type]`: the number of rows (of the group). */
function countAll(s: Scanner, alias: string | undefined): SelectItem {
  s.pos += 'count()'.length;
  const aggregate: Aggregate = { fn: 'count' };
  if (s.eat('::')) aggregate.cast = castName(s);
  s.skipSpaces();
  atItemEnd(s);
  const column: SelectItem = { kind: 'column', field: { name: '*', jsonPath: [] }, aggregate };
  if (alias !== undefined) column.alias = alias;
  return column;
}

/** `.sum()[::type]` after a field; nothing when no aggregate call follows. */
function aggregateCall(s: Scanner): Aggregate | undefined {
  const fn = AGGREGATES.find((a) => s.startsWith(`.${a}()`));
  if (fn === undefined) return undefined;
  s.pos += fn.length + 3;
  const aggregate: Aggregate = { fn };
  if (s.eat('::')) aggregate.cast = castName(s);
  return aggregate;
}

function embed(
  s: Scanner,
  relation: string,
  alias: string | undefined,
  spread: boolean,
): SelectItem {
  let hint: string | undefined;
  let joinType: JoinType | undefined;
  for (let i = 0; i < 2 && s.eat('!'); i += 1) {
    if (matchesWord(s, 'inner')) joinType = 'inner';
    else if (matchesWord(s, 'left')) joinType = 'left';
    else hint = s.fieldName();
  }
  s.skipSpaces();
  s.expect('(');
  s.skipSpaces();
  // `rel()` selects nothing from the embed: it is there to filter (`rel!inner()`).
  const items = s.peek() === ')' ? [] : forest(s);
  s.skipSpaces();
  s.expect(')');
  s.skipSpaces();
  atItemEnd(s);
  const node: SelectItem = { kind: 'embed', relation, spread, items };
  if (alias !== undefined) node.alias = alias;
  if (hint !== undefined) node.hint = hint;
  if (joinType !== undefined) node.joinType = joinType;
  return node;
}

/** `!inner` but not `!innerjoin_hint`. */
function matchesWord(s: Scanner, word: string): boolean {
  if (!s.startsWith(word)) return false;
  const after = s.input.charAt(s.pos + word.length);
  if (after !== '' && after !== '!' && after !== '(' && after !== ' ') return false;
  s.pos += word.length;
  return true;
}

/**
 * Casts are spliced into SQL unquoted (quoting breaks `::int`), so only a type-name shape is
 * accepted: words of letters, digits and `_`, optionally `(n[,m])` and `[]`.
 */
function castName(s: Scanner): string {
  const match =
    /^[A-Za-z_][A-Za-z0-9_]*(?: [A-Za-z_][A-Za-z0-9_]*)*(?:\(\d+(?:,\d+)?\))?(?:\[\])?/.exec(
      s.input.slice(s.pos),
    );
  if (!match) s.fail(['letter or digit']);
  s.pos += match[0].length;
  return match[0].trim();
}

function atItemEnd(s: Scanner): void {
  if (s.done || s.peek() === ',' || s.peek() === ')') return;
  const expecting = isIdentifierChar(s.peek())
    ? []
    : ['"->>"', '"->"', '"::"', '")"', '","', 'end of input'];
  s.fail(expecting);
}
