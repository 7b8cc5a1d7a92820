import { useLocation } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { JobSummary } from '@globalhire/data';
import { answerSearch, defineCall, fixtures, rpcUrl, serverError } from '@globalhire/data/mocks';

const searchUrl = rpcUrl('search_jobs');

/** Answers public.search_jobs over a list the way the database does (filters, facets, sort, page). */
async function answerOver(request: Request, jobs: readonly JobSummary[]): Promise<Response> {
  const args = (await request.json().catch(() => ({}))) as Parameters<typeof answerSearch>[0];
  const answer = answerSearch(args, {
    jobs: jobs.map((job) => ({ ...job, description: '' })),
    rates: fixtures.exchangeRates,
  });
  return Response.json(answer);
}

/** The job search against a list, honouring the filters and the page asked for. */
export const filteringSearch = defineCall<JobSummary[]>({
  method: 'post',
  url: searchUrl,
  respond: (request, jobs) => answerOver(request, jobs),
  fixture: fixtures.jobSummaries,
  empty: [],
});

/** Fails the first search, then answers: the retry button's story. */
export function failingOnceSearch() {
  let calls = 0;
  return defineCall<JobSummary[]>({
    method: 'post',
    url: searchUrl,
    respond: (request, jobs) =>
      calls++ === 0 ? serverError(request, 500) : answerOver(request, jobs),
    fixture: fixtures.jobSummaries,
    empty: [],
  })();
}

/** 45 live jobs, newest first: enough for three pages of twenty. */
export const manyJobs: JobSummary[] = Array.from({ length: 45 }, (_, index) => {
  const base = fixtures.jobSummaries[index % fixtures.jobSummaries.length]!;
  const day = String(28 - Math.floor(index / 2)).padStart(2, '0');
  return {
    ...base,
    id: 100 + index,
    title: `${base.title} #${index + 1}`,
    featured: false,
    created_at: `2026-02-${day}T09:00:00+00:00`,
    published_at: `2026-02-${day}T09:00:00+00:00`,
  };
});

/** Renders a page with its current path and query in a hidden element, so play functions can read the URL. */
export function withLocationProbe(Page: ComponentType): ComponentType {
  function PageWithLocation() {
    const location = useLocation();
    return (
      <>
        <Page />
        <output hidden data-testid="location">{`${location.pathname}${location.search}`}</output>
      </>
    );
  }
  return PageWithLocation;
}
