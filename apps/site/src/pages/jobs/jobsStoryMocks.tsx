import { useLocation } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { JobSummary } from '@globalhire/data';
import { defineCall, fixtures, restUrl, rowsResponse, serverError } from '@globalhire/data/mocks';

const isSearch = (url: URL) =>
  !['id', 'featured', 'company_id'].some((name) => url.searchParams.has(name));
const value = (url: URL, name: string) => url.searchParams.get(name)?.replace(/^\w+\./, '') ?? null;

/** Narrows jobs the way searchJobs' PostgREST filters do (the keyword as a title substring). */
function filterLikeTheServer(url: URL, jobs: readonly JobSummary[]): JobSummary[] {
  const keyword = url.searchParams
    .get('search')
    ?.replace(/^wfts\(\w+\)\./, '')
    .toLowerCase();
  const minSalary = Number(value(url, 'salary_max') ?? 0);
  return jobs.filter(
    (job) =>
      (!keyword || job.title.toLowerCase().includes(keyword)) &&
      (!url.searchParams.has('country') || job.country === value(url, 'country')) &&
      (!url.searchParams.has('category') || job.category === value(url, 'category')) &&
      (!url.searchParams.has('work_type') || job.work_type === value(url, 'work_type')) &&
      (!url.searchParams.has('visa_sponsorship') || job.visa_sponsorship) &&
      (!url.searchParams.has('relocation_support') || job.relocation_support) &&
      (!minSalary || (job.salary_max ?? 0) >= minSalary),
  );
}

/** The job search against a list, honouring the filters and the page asked for. */
export const filteringSearch = defineCall<JobSummary[]>({
  method: 'get',
  url: restUrl('jobs'),
  matches: isSearch,
  respond: (request, jobs) => {
    const matching = filterLikeTheServer(new URL(request.url), jobs);
    return rowsResponse(request, matching, matching.length);
  },
  fixture: fixtures.jobSummaries,
  empty: [],
});

/** Fails the first search, then answers: the retry button's story. */
export function failingOnceSearch() {
  let calls = 0;
  return defineCall<JobSummary[]>({
    method: 'get',
    url: restUrl('jobs'),
    matches: isSearch,
    respond: (request, jobs) =>
      calls++ === 0 ? serverError(request, 500) : rowsResponse(request, jobs, jobs.length),
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
