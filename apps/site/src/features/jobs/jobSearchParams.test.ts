import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams, searchParamsFromFilters } from './jobSearchParams';

describe('job filters in the URL', () => {
  it('reads the home search and the extra filters', () => {
    expect(filtersFromSearchParams(new URLSearchParams('q=nurse&country=australia&category=healthcare&type=on-site&visa=1&salary=50000&page=2'))).toEqual({
      keyword: 'nurse',
      country: 'australia',
      category: 'healthcare',
      workType: 'on-site',
      visaSponsorship: true,
      relocationSupport: undefined,
      minSalary: 50000,
      page: 2,
    });
  });

  it('ignores junk and defaults to the first page', () => {
    expect(filtersFromSearchParams(new URLSearchParams('page=-3&salary=abc&q=%20'))).toMatchObject({ page: 1, minSalary: undefined, keyword: undefined });
  });

  it('round-trips and leaves defaults out of the URL', () => {
    const filters = { keyword: 'data', relocationSupport: true, page: 1 };
    expect(searchParamsFromFilters(filters).toString()).toBe('q=data&relocation=1');
    expect(filtersFromSearchParams(searchParamsFromFilters({ ...filters, page: 3 }))).toMatchObject({ ...filters, page: 3 });
  });
});
