import { describe, expect, it } from 'vitest';
import { blogFiltersFrom, searchParamsFromBlogFilters } from './blogSearchParams';

describe('blog filters in the URL', () => {
  it('reads the search and a known category', () => {
    expect(
      blogFiltersFrom(new URLSearchParams('q=%20visa%20&category=Visa+%26+Immigration')),
    ).toEqual({
      search: 'visa',
      category: 'Visa & Immigration',
    });
  });

  it('falls back to All for a missing or unknown category', () => {
    expect(blogFiltersFrom(new URLSearchParams('')).category).toBe('All');
    expect(blogFiltersFrom(new URLSearchParams('category=Gardening')).category).toBe('All');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(searchParamsFromBlogFilters({ search: '  ', category: 'All' }).toString()).toBe('');
    const params = searchParamsFromBlogFilters({ search: 'cv', category: 'Career Tips' });
    expect(params.toString()).toBe('q=cv&category=Career+Tips');
    expect(blogFiltersFrom(params)).toEqual({ search: 'cv', category: 'Career Tips' });
  });
});
