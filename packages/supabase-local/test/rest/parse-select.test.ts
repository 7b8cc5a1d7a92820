import { describe, expect, it } from 'vitest';
import { parseOrder } from '../../src/rest/parse/order.js';
import { parsePrefer } from '../../src/rest/parse/prefer.js';
import { parseSelect } from '../../src/rest/parse/select.js';
import { field, parseFailure } from './parse-helpers.js';

describe('select', () => {
  it('reads columns, aliases, casts and JSON paths', () => {
    expect(parseSelect('id,full:name,price::text,data->a->>b,data->0')).toEqual([
      { kind: 'column', field: field('id') },
      { kind: 'column', field: field('name'), alias: 'full' },
      { kind: 'column', field: field('price'), cast: 'text' },
      {
        kind: 'column',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'a', index: false },
            { arrow: '->>', key: 'b', index: false },
          ],
        },
      },
      {
        kind: 'column',
        field: { name: 'data', jsonPath: [{ arrow: '->', key: '0', index: true }] },
      },
    ]);
  });

  it('reads nested embeds with aliases, hints, join types and spreads', () => {
    expect(
      parseSelect('*,author:users!posts_author_fkey!inner(name,pets(*)),...company(name)'),
    ).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        relation: 'users',
        alias: 'author',
        hint: 'posts_author_fkey',
        joinType: 'inner',
        spread: false,
        items: [
          { kind: 'column', field: field('name') },
          { kind: 'embed', relation: 'pets', spread: false, items: [{ kind: 'star' }] },
        ],
      },
      {
        kind: 'embed',
        relation: 'company',
        spread: true,
        items: [{ kind: 'column', field: field('name') }],
      },
    ]);
  });

  it('accepts quoted names, dashes and empty embeds used for filtering', () => {
    expect(parseSelect('"a,b",first-name,actors!inner()')).toEqual([
      { kind: 'column', field: field('a,b') },
      { kind: 'column', field: field('first-name') },
      { kind: 'embed', relation: 'actors', joinType: 'inner', spread: false, items: [] },
    ]);
  });

  it('rejects malformed input with PGRST100 and the failing column', () => {
    const error = parseFailure(() => parseSelect('id,clients(name'));
    expect(error.status).toBe(400);
    expect(error.body.code).toBe('PGRST100');
    expect(error.body.message).toBe(
      '"failed to parse select parameter (id,clients(name)" (line 1, column 16)',
    );
    expect(parseFailure(() => parseSelect('name!hint')).body.code).toBe('PGRST100');
    expect(parseFailure(() => parseSelect('name::')).body.code).toBe('PGRST100');
    expect(parseFailure(() => parseSelect('price::text;drop')).body.code).toBe('PGRST100');
  });

  it('reads aggregates (allowed or refused later, with the plan)', () => {
    expect(parseSelect('n:count()::text,amount::int.sum(),data->x.max()::text')).toEqual([
      {
        kind: 'column',
        field: field('*'),
        alias: 'n',
        aggregate: { fn: 'count', cast: 'text' },
      },
      { kind: 'column', field: field('amount'), cast: 'int', aggregate: { fn: 'sum' } },
      {
        kind: 'column',
        field: { name: 'data', jsonPath: [{ arrow: '->', key: 'x', index: false }] },
        aggregate: { fn: 'max', cast: 'text' },
      },
    ]);
    // `count` is reserved: never a relation.
    expect(parseFailure(() => parseSelect('count(id)')).body.code).toBe('PGRST100');
    expect(parseFailure(() => parseSelect('amount.sum(x)')).body.code).toBe('PGRST100');
  });
});

describe('order', () => {
  it('reads directions, null placement, JSON paths and related columns', () => {
    expect(
      parseOrder('name.desc.nullslast,age,data->>k.asc,clients(name).desc.nullsfirst'),
    ).toEqual([
      { field: field('name'), direction: 'desc', nulls: 'last' },
      { field: field('age') },
      {
        field: { name: 'data', jsonPath: [{ arrow: '->>', key: 'k', index: false }] },
        direction: 'asc',
      },
      { relation: 'clients', field: field('name'), direction: 'desc', nulls: 'first' },
    ]);
  });

  it('rejects misspelled modifiers', () => {
    expect(parseFailure(() => parseOrder('id.descc')).body.code).toBe('PGRST100');
    expect(parseFailure(() => parseOrder('id.asc.nulsfirst')).body.code).toBe('PGRST100');
  });
});

describe('Prefer', () => {
  it('splits comma-joined values and keeps the first of each', () => {
    expect(
      parsePrefer('count=exact, return=representation,return=minimal, missing=default'),
    ).toEqual({
      count: 'exact',
      return: 'representation',
      missing: 'default',
      invalid: [],
    });
    expect(
      parsePrefer('resolution=merge-duplicates,tx=rollback,handling=strict,max-affected=5,bogus=1'),
    ).toEqual({
      resolution: 'merge-duplicates',
      tx: 'rollback',
      handling: 'strict',
      maxAffected: 5,
      invalid: ['bogus=1'],
    });
  });
});
