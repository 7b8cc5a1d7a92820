import type {
  Filter,
  FtsOperator,
  IsValue,
  LogicTree,
  Operation,
  QuantifiableOperator,
  SimpleOperator,
} from '../types.js';
import { parseWhole, Scanner } from './scanner.js';

const SIMPLE_OPERATORS: readonly SimpleOperator[] = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
];
const QUANTIFIABLE: readonly QuantifiableOperator[] = [
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
];
const FTS_OPERATORS: readonly FtsOperator[] = ['fts', 'plfts', 'phfts', 'wfts'];
const IS_VALUES: readonly IsValue[] = ['null', 'not_null', 'true', 'false', 'unknown'];

/** True when a query value reads as `[not.]op…` (PostgREST uses this to tell RPC args from filters). */
export function looksLikeFilter(value: string): boolean {
  const parts = value.split('.');
  const head = parts[0] ?? '';
  if (head === 'not' && parts.length > 2) return true;
  if (head === 'is' || head === 'in' || head === 'isdistinct') return parts.length > 1;
  const op = head.replace(/\((any|all)\)$/, '');
  if (parts.length > 1 && ((SIMPLE_OPERATORS as readonly string[]).includes(op) || isFts(op)))
    return true;
  const beforeParen = value.split('(')[0] ?? '';
  return value.includes('(') && isFts(beforeParen);
}

function isFts(op: string): op is FtsOperator {
  return (FTS_OPERATORS as readonly string[]).includes(op);
}

/** The value side of a filter: `[not.]op.value`. `logic` switches to the in-tree value rules. */
export function operationExpr(
  s: Scanner,
  logic: boolean,
): { negated: boolean; operation: Operation } {
  let negated = false;
  if (s.startsWith('not.')) {
    s.pos += 4;
    negated = true;
  }
  return { negated, operation: operation(s, logic) };
}

function operation(s: Scanner, logic: boolean): Operation {
  if (s.eat('in.')) return { kind: 'in', values: listValue(s) };
  if (s.eat('is.')) return { kind: 'is', value: isValue(s) };
  if (s.eat('isdistinct.')) return { kind: 'isdistinct', value: singleValue(s, logic) };

  const opMatch = /^[a-z]+/.exec(s.input.slice(s.pos));
  const name = opMatch ? opMatch[0] : '';
  if (isFts(name)) {
    s.pos += name.length;
    let config: string | undefined;
    if (s.eat('(')) {
      config = s.identifier();
      s.expect(')');
    }
    s.expect('.');
    const fts: Operation = { kind: 'fts', op: name, value: singleValue(s, logic) };
    if (config !== undefined) fts.config = config;
    return fts;
  }
  if (!(SIMPLE_OPERATORS as readonly string[]).includes(name)) {
    const dot = s.input.indexOf('.', s.pos);
    const shown = dot === -1 ? s.input.slice(s.pos) : s.input.slice(s.pos, dot);
    if (dot === -1) s.fail(['"not"', 'operator (eq, gt, ...)']);
    s.fail([], `unknown single value operator ${shown}`);
  }
  const op = name as SimpleOperator;
  s.pos += name.length;
  let quantifier: 'any' | 'all' | undefined;
  if (s.eat('(any)')) quantifier = 'any';
  else if (s.eat('(all)')) quantifier = 'all';
  if (quantifier && !(QUANTIFIABLE as readonly string[]).includes(op)) s.fail(['"."']);
  s.expect('.');
  const simple: Operation = { kind: 'simple', op, value: singleValue(s, logic) };
  if (quantifier) simple.quantifier = quantifier;
  return simple;
}

function isValue(s: Scanner): IsValue {
  for (const v of IS_VALUES) {
    const candidate = s.input.slice(s.pos, s.pos + v.length);
    if (candidate.toLowerCase() === v) {
      s.pos += v.length;
      return v;
    }
  }
  return s.fail([], 'expecting null or trilean value (unknown, true, false)');
}

/** `(a,"b,c",d)`: quoted elements may hold `,` and `)`. */
function listValue(s: Scanner): string[] {
  s.skipSpaces();
  s.expect('(');
  s.skipSpaces();
  const values: string[] = [];
  for (;;) {
    values.push(listElement(s));
    if (s.eat(',')) continue;
    s.skipSpaces();
    s.expect(')');
    s.skipSpaces();
    return values;
  }
}

function listElement(s: Scanner): string {
  if (s.peek() === '"') {
    const save = s.pos;
    const value = s.quoted();
    if (s.peek() === ',' || s.peek() === ')') return value;
    s.pos = save;
  }
  const start = s.pos;
  while (!s.done && s.peek() !== ',' && s.peek() !== ')') s.pos += 1;
  return s.input.slice(start, s.pos);
}

function singleValue(s: Scanner, logic: boolean): string {
  if (!logic) {
    const value = s.input.slice(s.pos);
    s.pos = s.input.length;
    return value;
  }
  if (s.peek() === '"') {
    const save = s.pos;
    const value = s.quoted();
    if (s.peek() === ',' || s.peek() === ')') return value;
    s.pos = save;
  }
  if (s.peek() === '{') {
    const close = s.input.indexOf('}', s.pos);
    const inner = close === -1 ? '' : s.input.slice(s.pos + 1, close);
    if (close !== -1 && !inner.includes('{')) {
      const value = s.input.slice(s.pos, close + 1);
      s.pos = close + 1;
      return value;
    }
  }
  const start = s.pos;
  while (!s.done && s.peek() !== ',' && s.peek() !== ')') s.pos += 1;
  return s.input.slice(start, s.pos);
}

/** A filter value such as `not.in.(1,2)`. */
export function parseFilterValue(field: Filter['field'], value: string): Filter {
  return parseWhole(value, 'filter', (s) => {
    const { negated, operation } = operationExpr(s, false);
    return { field, negated, operation };
  });
}

/** The body of `or=(…)` / `and=(…)`: `op` and `negated` come from the key. */
export function parseLogicValue(op: 'and' | 'or', negated: boolean, value: string): LogicTree {
  return parseWhole(value, 'logic tree', (s) => ({
    kind: 'expr',
    op,
    negated,
    children: logicChildren(s),
  }));
}

function logicChildren(s: Scanner): LogicTree[] {
  s.skipSpaces();
  s.expect('(');
  const children = [logicTree(s)];
  s.skipSpaces();
  while (s.eat(',')) {
    children.push(logicTree(s));
    s.skipSpaces();
  }
  s.expect(')');
  s.skipSpaces();
  return children;
}

function logicTree(s: Scanner): LogicTree {
  s.skipSpaces();
  const save = s.pos;
  const negated = s.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (s.startsWith(`${op}(`)) {
      s.pos += op.length;
      return { kind: 'expr', op, negated, children: logicChildren(s) };
    }
  }
  s.pos = save;
  const field = s.field();
  s.expect('.');
  const { negated: filterNegated, operation } = operationExpr(s, true);
  s.skipSpaces();
  return { kind: 'filter', filter: { field, negated: filterNegated, operation } };
}
