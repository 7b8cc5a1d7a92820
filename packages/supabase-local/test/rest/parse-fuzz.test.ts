import { describe, expect, it } from 'vitest';
import { RestError } from '../../src/rest/errors.js';
import { parsePrefer } from '../../src/rest/parse/prefer.js';
import { parseQuery, parseRangeHeader } from '../../src/rest/parse/query.js';

/** A small deterministic generator (mulberry32), so a failure replays the same input. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fragments of the grammar, glued at random: mostly almost-valid input, the hardest kind. */
const PIECES = [
  'id',
  'name',
  '*',
  ',',
  '.',
  ':',
  '::',
  '::text',
  '(',
  ')',
  '!',
  '!inner',
  '!left',
  '...',
  '->',
  '->>',
  '"',
  '\\',
  'eq',
  'neq',
  'in',
  'is',
  'not',
  'null',
  'fts',
  'wfts(english)',
  'like(any)',
  '{',
  '}',
  '[',
  ']',
  '0',
  '-1',
  'or',
  'and',
  'asc',
  'desc',
  'nullsfirst',
  ' ',
  "'",
  ';',
  '%',
  '*',
  'é',
  '\u0000',
  'count()',
  '.sum()',
];
const KEYS = [
  'select',
  'order',
  'or',
  'and',
  'not.or',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'rel.order',
  'rel.limit',
  'id',
  'rel.name',
  'a->b',
];

function gibberish(next: () => number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += PIECES[Math.floor(next() * PIECES.length)];
  return out;
}

describe('parser robustness', () => {
  it('answers 5000 random query strings with a result or a 4xx PostgREST error, never a crash', () => {
    const next = random(20261121);
    for (let i = 0; i < 5000; i += 1) {
      const query = new URLSearchParams();
      const params = 1 + Math.floor(next() * 3);
      for (let j = 0; j < params; j += 1) {
        query.append(
          KEYS[Math.floor(next() * KEYS.length)] ?? 'select',
          gibberish(next, 1 + Math.floor(next() * 8)),
        );
      }
      try {
        parseQuery(query, next() < 0.5);
      } catch (error) {
        expect(error, query.toString()).toBeInstanceOf(RestError);
        const { status, body } = error as RestError;
        expect(status, query.toString()).toBeGreaterThanOrEqual(400);
        expect(status, query.toString()).toBeLessThan(500);
        expect(body.code, query.toString()).toMatch(/^PGRST1\d\d$/);
      }
    }
  });

  it('never throws on Prefer and tolerates junk Range headers', () => {
    const next = random(7);
    for (let i = 0; i < 1000; i += 1) {
      expect(() => parsePrefer(gibberish(next, 6))).not.toThrow();
      const range = gibberish(next, 3);
      try {
        parseRangeHeader(range);
      } catch (error) {
        expect((error as RestError).status).toBe(416);
      }
    }
  });
});
