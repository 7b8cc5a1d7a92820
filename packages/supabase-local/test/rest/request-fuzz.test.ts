import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleRest } from '../../src/rest/index.js';
import { startTestServer, type TestServer } from '../helpers/index.js';
import { createFixtures } from './fixtures.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer();
  await createFixtures(t.server.db);
});
afterAll(async () => {
  await t?.stop();
});

function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)] as T;

const COLUMNS = [
  'id',
  'name',
  'population',
  'tags',
  'details',
  'details->>mayor',
  'ranking',
  'search',
  'nope',
  'country_id',
];
const OPS = [
  'eq',
  'neq',
  'gt',
  'lte',
  'like',
  'ilike',
  'cs',
  'cd',
  'ov',
  'sl',
  'adj',
  'is',
  'in',
  'fts',
  'wfts(english)',
  'match',
  'isdistinct',
  'eq(any)',
];
const VALUES = [
  '1',
  'Paris',
  '{a,b}',
  '(1,2)',
  'null',
  'true',
  '[1,5)',
  '{"a":1}',
  "x'y",
  '*',
  '',
  'not-a-number',
  '2024-01-01',
  '\\',
  '"q"',
];
const SELECTS = [
  '*',
  'id,name',
  'name,rest_countries(*)',
  'id,rest_countries!inner(code)',
  'x:name::text',
  'details->metro',
  'name,rest_labels(label)',
  'nope',
  '...rest_countries(code)',
  'name,rest_people(*)',
];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE'] as const;
const BODIES = [
  '{"name":"Fuzz"}',
  '[{"name":"A"},{"name":"B"}]',
  '{"nope":1}',
  '{"population":"many"}',
  'not json',
  '',
  '[1,2]',
  '{}',
];
const PREFERS = [
  '',
  'count=exact',
  'return=representation',
  'count=planned',
  'return=minimal,tx=rollback',
  'resolution=merge-duplicates',
];

describe('request robustness', () => {
  it('answers 300 random requests against real tables without a 500', async () => {
    const next = random(42);
    for (let i = 0; i < 300; i += 1) {
      const method = pick(next, METHODS);
      const query = new URLSearchParams();
      if (next() < 0.7) query.set('select', pick(next, SELECTS));
      for (let j = 0; j < Math.floor(next() * 3); j += 1) {
        const not = next() < 0.2 ? 'not.' : '';
        query.append(pick(next, COLUMNS), `${not}${pick(next, OPS)}.${pick(next, VALUES)}`);
      }
      if (next() < 0.3)
        query.set(
          'order',
          `${pick(next, COLUMNS)}.${pick(next, ['asc', 'desc.nullslast', 'nullsfirst'])}`,
        );
      if (next() < 0.3) query.set('limit', pick(next, ['0', '1', '5', '-1', 'x']));
      if (next() < 0.2)
        query.set('or', `(${pick(next, COLUMNS)}.eq.${pick(next, VALUES)},id.gt.2)`);
      const headers = new Headers({ prefer: pick(next, PREFERS) });
      if (next() < 0.2)
        headers.set(
          'accept',
          pick(next, ['application/vnd.pgrst.object+json', 'text/csv', 'text/html']),
        );
      const res = await handleRest({
        db: t.server.db,
        method,
        path: pick(next, [
          '/rest_cities',
          '/rest_cities',
          '/rest_countries',
          '/rpc/rest_add',
          '/nope',
        ]),
        query,
        headers,
        body: method === 'POST' || method === 'PATCH' ? pick(next, BODIES) : '',
        auth:
          next() < 0.5
            ? { role: 'anon', claims: { role: 'anon' } }
            : { role: 'service_role', claims: { role: 'service_role' } },
      });
      const described = `${method} ${query.toString()} → ${res.status} ${res.body ?? ''}`;
      expect(res.status, described).toBeLessThan(500);
      if (res.status >= 400 && res.body)
        expect(JSON.parse(res.body), described).toHaveProperty('code');
    }
  });
});
