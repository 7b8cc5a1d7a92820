/**
 * How a search answer's counts are read: exact, estimated (a very broad search), or from an
 * answer that predates estimates (exact).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readSearchAnswer, searchJobs, type FacetOption, type SearchJobsAnswer } from '../src';
import { approximateSearch, fixtures, handlers } from '../src/mocks';
import { mockClient, startMockServer } from './mock-server';

const facets = {
  country: [{ value: 'canada', count: 1234 }],
  city: [],
  category: [],
  workType: [],
  employmentType: [],
  postedWithin: [],
};
const answer = (extra: Partial<SearchJobsAnswer>): SearchJobsAnswer => ({
  total: 45,
  sort: 'newest',
  jobs: [],
  facets,
  ...extra,
});

describe('reading a search answer', () => {
  it('an exact answer: exact counts, paging over the total', () => {
    const page = readSearchAnswer(
      answer({ total: 45, total_exact: true, facets_exact: true, exact_up_to: 1000, pageable: 45 }),
      1,
      20,
    );
    expect(page).toMatchObject({
      total: 45,
      totalIsExact: true,
      facetsAreExact: true,
      exactUpTo: 1000,
      pageCount: 3,
    });
  });

  it('an estimated answer: the total is an estimate, paging reaches only the ranked window', () => {
    const page = readSearchAnswer(
      answer({
        total: 9737,
        total_exact: false,
        facets_exact: false,
        exact_up_to: 1000,
        pageable: 2000,
      }),
      1,
      20,
    );
    expect(page).toMatchObject({
      total: 9737,
      totalIsExact: false,
      facetsAreExact: false,
      exactUpTo: 1000,
      // 2,000 reachable results, not 9,737: 100 pages, not 487.
      pageCount: 100,
    });
    expect(readSearchAnswer(answer({ total: 9737, pageable: 2000 }), 1, 30).pageCount).toBe(67);
  });

  it('an answer without the new fields is exact, paged over its total', () => {
    const page = readSearchAnswer(answer({ total: 45 }), 2, 20);
    expect(page).toMatchObject({
      total: 45,
      totalIsExact: true,
      facetsAreExact: true,
      exactUpTo: 1000,
      page: 2,
      pageCount: 3,
    });
    expect(readSearchAnswer(answer({ total: 0 }), 1, 20).pageCount).toBe(1);
  });

  it('estimated facets with an exact total are told apart', () => {
    const page = readSearchAnswer(answer({ total: 5, facets_exact: false }), 1, 20);
    expect(page).toMatchObject({ totalIsExact: true, facetsAreExact: false, pageCount: 1 });
  });
});

describe('the search mock', () => {
  const server = startMockServer([handlers.searchJobs()]);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('answers the fixtures exactly', async () => {
    const { data } = await searchJobs(mockClient(), { pageSize: 20 });
    expect(data).toMatchObject({
      total: fixtures.searchJobFixtures.length,
      totalIsExact: true,
      facetsAreExact: true,
      exactUpTo: 1000,
      pageCount: 1,
    });
  });

  it('answers a very broad search with estimates and rounded facet counts', async () => {
    server.use(handlers.searchJobs(approximateSearch));
    const { data } = await searchJobs(mockClient(), { pageSize: 20 });
    expect(data).toMatchObject({
      total: 9737,
      totalIsExact: false,
      facetsAreExact: false,
      exactUpTo: 1000,
      pageCount: 100,
    });
    expect(data!.jobs.length).toBeGreaterThan(0);
    const counts = Object.values(data!.facets).flatMap((options: FacetOption[]) =>
      options.map((option) => option.count),
    );
    expect(counts.length).toBeGreaterThan(0);
    // Two significant figures: 1,200, not 1,217.
    for (const n of counts) expect(String(n).replace(/0+$/, '').length).toBeLessThanOrEqual(2);
    // Past the reachable window a page is empty.
    expect((await searchJobs(mockClient(), { pageSize: 20, page: 101 })).data!.jobs).toEqual([]);
  });
});
