import { describe, expect, it } from 'vitest';
import type { JobSearchFacets, JobSearchFilters } from '@globalhire/data';
import { emptySearchSuggestions } from './emptySearchSuggestions';
import { liveCountryOptions } from './liveJobCountries';

const hrefOf = (filters: JobSearchFilters) =>
  `/jobs?${new URLSearchParams(
    Object.entries(filters).filter(([, value]) => value !== undefined) as [string, string][],
  )}`;
const facets = (country: JobSearchFacets['country']) => ({ country }) as JobSearchFacets;
const live = [
  { country: 'united-kingdom', jobs: 48 },
  { country: 'canada', jobs: 38 },
  { country: 'norway', jobs: 1 },
];

describe('an empty search suggests where to look', () => {
  it('with a country chosen: the other countries where the same search finds jobs', () => {
    const filters = { keyword: 'nurse', country: 'norway', city: 'Bergen' };
    const facet = [
      { value: 'norway', count: 0 },
      { value: 'canada', count: 2 },
      { value: 'united-kingdom', count: 5 },
      { value: 'ireland', count: 0 },
    ];
    expect(emptySearchSuggestions(filters, facets(facet), live, hrefOf)).toEqual({
      title: 'Matching jobs in other countries',
      countries: [
        { label: 'United Kingdom', count: 5, href: '/jobs?keyword=nurse&country=united-kingdom' },
        { label: 'Canada', count: 2, href: '/jobs?keyword=nurse&country=canada' },
      ],
    });
  });

  it('marks the other countries’ counts as estimates when the search estimated them', () => {
    const filters = { keyword: 'engineer', country: 'norway' };
    const facet = [{ value: 'canada', count: 2400 }];
    expect(emptySearchSuggestions(filters, facets(facet), live, hrefOf, true)!.countries).toEqual([
      {
        label: 'Canada',
        count: 2400,
        href: '/jobs?keyword=engineer&country=canada',
        estimated: true,
      },
    ]);
  });

  it('otherwise, or when no other country has a match: the countries with open jobs', () => {
    const expected = {
      title: 'Countries with open jobs',
      countries: [
        { label: 'United Kingdom', count: 48, href: '/jobs?country=united-kingdom' },
        { label: 'Canada', count: 38, href: '/jobs?country=canada' },
        { label: 'Norway', count: 1, href: '/jobs?country=norway' },
      ],
    };
    expect(emptySearchSuggestions({ keyword: 'astronaut' }, facets([]), live, hrefOf)).toEqual(
      expected,
    );
    expect(
      emptySearchSuggestions(
        { country: 'canada', category: 'legal' },
        facets([{ value: 'canada', count: 0 }]),
        live,
        hrefOf,
      )!.countries.map((country) => country.label),
    ).toEqual(['United Kingdom', 'Norway']);
  });

  it('suggests nothing when no country has jobs', () => {
    expect(emptySearchSuggestions({ keyword: 'x' }, facets([]), [], hrefOf)).toBeNull();
    expect(emptySearchSuggestions({ keyword: 'x' }, undefined, undefined, hrefOf)).toBeNull();
  });
});

describe('the location options', () => {
  it('are the countries with jobs and their counts, the six destinations first', () => {
    expect(liveCountryOptions(live, false).map((option) => option.label)).toEqual([
      'Canada (38)',
      'United Kingdom (48)',
      '──────────',
      'Norway (1)',
    ]);
  });

  it('are the six destinations while loading, and every country if they cannot be loaded', () => {
    expect(liveCountryOptions(undefined, false)).toHaveLength(6);
    expect(liveCountryOptions(undefined, true).length).toBeGreaterThan(190);
  });
});
