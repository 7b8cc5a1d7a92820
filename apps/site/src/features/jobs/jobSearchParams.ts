import type { JobSearchFilters } from '@globalhire/data';

/** The job filters as they live in the URL: /jobs?q=&country=&category=&type=&visa=1&relocation=1&salary=&page= */
export function filtersFromSearchParams(params: URLSearchParams): JobSearchFilters {
  const number = (name: string) => {
    const value = Number(params.get(name));
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : undefined;
  };
  return {
    keyword: params.get('q')?.trim() || undefined,
    country: params.get('country') || undefined,
    category: params.get('category') || undefined,
    workType: params.get('type') || undefined,
    visaSponsorship: params.get('visa') === '1' || undefined,
    relocationSupport: params.get('relocation') === '1' || undefined,
    minSalary: number('salary'),
    page: number('page') ?? 1,
  };
}

export function searchParamsFromFilters(filters: JobSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('q', filters.keyword);
  if (filters.country) params.set('country', filters.country);
  if (filters.category) params.set('category', filters.category);
  if (filters.workType) params.set('type', filters.workType);
  if (filters.visaSponsorship) params.set('visa', '1');
  if (filters.relocationSupport) params.set('relocation', '1');
  if (filters.minSalary) params.set('salary', String(filters.minSalary));
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}
