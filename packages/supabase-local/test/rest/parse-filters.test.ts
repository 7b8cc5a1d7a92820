import { describe, expect, it } from 'vitest';
import { parseFilterValue, parseLogicValue } from '../../src/rest/parse/filters.js';
import { parseQuery, parseRangeHeader } from '../../src/rest/parse/query.js';
import { field, parseFailure } from './parse-helpers.js';

describe('filters', () => {
  const op = (value: string) => parseFilterValue(field('c'), value);

  it('reads every simple operator, negation and quantifiers', () => {
    for (const name of [
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
    ]) {
      expect(op(`${name}.x.y`).operation).toEqual({ kind: 'simple', op: name, value: 'x.y' });
    }
    expect(op('not.eq.5')).toEqual({
      field: field('c'),
      negated: true,
      operation: { kind: 'simple', op: 'eq', value: '5' },
    });
    expect(op('like(any).{a*,*b}').operation).toEqual({
      kind: 'simple',
      op: 'like',
      value: '{a*,*b}',
      quantifier: 'any',
    });
    expect(op('gt(all).{1,2}').operation).toEqual({
      kind: 'simple',
      op: 'gt',
      value: '{1,2}',
      quantifier: 'all',
    });
  });

  it('reads in-lists with quoted values, is, isdistinct and full-text search', () => {
    expect(op('in.(1,"a,b","c\\"d",)').operation).toEqual({
      kind: 'in',
      values: ['1', 'a,b', 'c"d', ''],
    });
    expect(op('is.NULL').operation).toEqual({ kind: 'is', value: 'null' });
    expect(op('is.not_null').operation).toEqual({ kind: 'is', value: 'not_null' });
    expect(op('not.is.true').negated).toBe(true);
    expect(op('isdistinct.a').operation).toEqual({ kind: 'isdistinct', value: 'a' });
    expect(op('wfts(english).cat dog').operation).toEqual({
      kind: 'fts',
      op: 'wfts',
      config: 'english',
      value: 'cat dog',
    });
    expect(op('plfts.cat').operation).toEqual({ kind: 'fts', op: 'plfts', value: 'cat' });
  });

  it('rejects unknown operators and bad is values', () => {
    const unknown = parseFailure(() => op('noop.1'));
    expect(unknown.body.code).toBe('PGRST100');
    expect(String(unknown.body.details)).toContain('unknown single value operator noop');
    expect(parseFailure(() => op('is.maybe')).body.code).toBe('PGRST100');
    expect(parseFailure(() => op('in.1,2')).body.code).toBe('PGRST100');
    expect(parseFailure(() => op('eq(any)')).body.code).toBe('PGRST100');
  });

  it('reads nested logic trees with quoted values and arrays', () => {
    expect(
      parseLogicValue(
        'or',
        false,
        '(a.eq.1,and(b.gt.2,c.is.null),not.or(d.in.(1,2),e.eq."x,y"),f.cs.{1,2})',
      ),
    ).toEqual({
      kind: 'expr',
      op: 'or',
      negated: false,
      children: [
        {
          kind: 'filter',
          filter: {
            field: field('a'),
            negated: false,
            operation: { kind: 'simple', op: 'eq', value: '1' },
          },
        },
        {
          kind: 'expr',
          op: 'and',
          negated: false,
          children: [
            {
              kind: 'filter',
              filter: {
                field: field('b'),
                negated: false,
                operation: { kind: 'simple', op: 'gt', value: '2' },
              },
            },
            {
              kind: 'filter',
              filter: {
                field: field('c'),
                negated: false,
                operation: { kind: 'is', value: 'null' },
              },
            },
          ],
        },
        {
          kind: 'expr',
          op: 'or',
          negated: true,
          children: [
            {
              kind: 'filter',
              filter: {
                field: field('d'),
                negated: false,
                operation: { kind: 'in', values: ['1', '2'] },
              },
            },
            {
              kind: 'filter',
              filter: {
                field: field('e'),
                negated: false,
                operation: { kind: 'simple', op: 'eq', value: 'x,y' },
              },
            },
          ],
        },
        {
          kind: 'filter',
          filter: {
            field: field('f'),
            negated: false,
            operation: { kind: 'simple', op: 'cs', value: '{1,2}' },
          },
        },
      ],
    });
    expect(parseFailure(() => parseLogicValue('or', false, '()')).body.code).toBe('PGRST100');
    expect(parseFailure(() => parseLogicValue('or', false, '(a.eq.1')).body.code).toBe('PGRST100');
  });
});

describe('query string', () => {
  it('separates reserved words, embed-level params, filters and RPC arguments', () => {
    const q = parseQuery(
      new URLSearchParams(
        'select=id,posts(id)&id=eq.1&posts.title=like.*a*&or=(a.eq.1,b.eq.2)&posts.not.and=(c.eq.1,d.eq.2)&order=id.desc&posts.order=id&limit=10&offset=5&posts.limit=2&columns="a","b"&on_conflict=id&x=plain',
      ),
      true,
    );
    expect(q.select).toHaveLength(2);
    expect(q.filters.map((f) => [f.path, f.filter.field.name])).toEqual([
      [[], 'id'],
      [['posts'], 'title'],
    ]);
    expect(q.logic.map((l) => [l.path, l.tree.kind === 'expr' && l.tree.negated])).toEqual([
      [[], false],
      [['posts'], true],
    ]);
    expect(q.order.map((o) => o.path)).toEqual([[], ['posts']]);
    expect(q.ranges.get('')).toEqual({ offset: 5, limit: 10 });
    expect(q.ranges.get('posts')).toEqual({ offset: 0, limit: 2 });
    expect(q.columns).toEqual(['a', 'b']);
    expect(q.onConflict).toEqual(['id']);
    expect(q.rpcArgs).toEqual([['x', 'plain']]);
  });

  it('reads an operator-less parameter as a filter on tables (PGRST100) and as an argument for functions', () => {
    const error = parseFailure(() => parseQuery(new URLSearchParams('id=1'), false));
    expect(error.body.message).toBe('"failed to parse filter (1)" (line 1, column 1)');
    expect(parseQuery(new URLSearchParams('id=1&name=eq.x'), true).rpcArgs).toEqual([['id', '1']]);
  });

  it('refuses a negative limit and a reversed Range header', () => {
    expect(parseFailure(() => parseQuery(new URLSearchParams('limit=-1'), false)).body.code).toBe(
      'PGRST103',
    );
    expect(parseRangeHeader('0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parseRangeHeader('5-')).toEqual({ offset: 5 });
    expect(parseFailure(() => parseRangeHeader('9-0')).status).toBe(416);
  });

  it('turns bad filter syntax in an embed path into PGRST100, never a crash', () => {
    for (const qs of [
      'a.b=noop.1',
      'select=a(',
      'order=id.up',
      'or=(a.eq.1',
      'columns=',
      'x=in.(1',
    ]) {
      expect(parseFailure(() => parseQuery(new URLSearchParams(qs), false)).body.code).toBe(
        'PGRST100',
      );
    }
  });
});
