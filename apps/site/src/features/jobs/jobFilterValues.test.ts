import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  changedOnlyTypedFields,
  countryOptions,
  employmentTypeOptions,
  filtersFromValues,
  postedWithinSelectOptions,
  resultsSummary,
  valuesFromFilters,
  workTypeOptions,
} from './jobFilterValues';

// The ui package's emptyJobFilterValues, restated: ui components need a browser to load.
const emptyJobFilterValues = {
  keyword: '',
  country: '',
  city: '',
  category: '',
  workType: '',
  employmentType: '',
  postedWithin: '',
  visaSponsorship: false,
  relocation: false,
  likelyTakeable: false,
  minSalary: '',
  salaryCurrency: '',
};

describe('job filter options', () => {
  it('lists the six destinations first, then every other country once', () => {
    expect(countryOptions.slice(0, 6).map((o) => o.label)).toEqual([
      'Australia',
      'Canada',
      'Ireland',
      'New Zealand',
      'United Kingdom',
      'United States',
    ]);
    expect(countryOptions[6]).toMatchObject({ disabled: true });
    const slugs = countryOptions.filter((o) => !o.disabled).map((o) => o.value);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.length).toBeGreaterThan(190);
  });

  it('has the 20 categories and three work types of the spec', () => {
    expect(categoryOptions).toHaveLength(20);
    expect(workTypeOptions.map((o) => o.label)).toEqual(['Remote', 'On-site', 'Hybrid']);
    expect(employmentTypeOptions.map((o) => o.value)).toContain('full-time');
    expect(postedWithinSelectOptions.map((o) => o.label)).toEqual([
      'Last 24 hours',
      'Last 7 days',
      'Last 30 days',
    ]);
  });
});

describe('filters and form values', () => {
  it('round-trips every filter and starts a new search on page 1', () => {
    const filters = {
      keyword: 'nurse',
      country: 'australia',
      city: 'Sydney',
      category: 'healthcare',
      workType: 'on-site',
      employmentType: 'contract',
      postedWithin: '7d' as const,
      visaSponsorship: true,
      relocationSupport: true,
      likelyTakeable: true,
      minSalary: 90000,
      salaryCurrency: 'AUD',
      sort: 'salary' as const,
      page: 3,
    };
    expect(filtersFromValues(valuesFromFilters(filters, 'GBP'), 'salary')).toEqual({
      ...filters,
      page: 1,
    });
  });

  it('searches in the visitor’s currency until another is chosen', () => {
    expect(valuesFromFilters({}, 'GBP').salaryCurrency).toBe('GBP');
    expect(valuesFromFilters({ salaryCurrency: 'EUR' }, 'GBP').salaryCurrency).toBe('EUR');
  });

  it('drops the relevance sort once the keyword is gone', () => {
    expect(filtersFromValues(emptyJobFilterValues, 'relevance').sort).toBeUndefined();
    expect(filtersFromValues({ ...emptyJobFilterValues, keyword: 'nurse' }, 'relevance').sort).toBe(
      'relevance',
    );
    expect(filtersFromValues(emptyJobFilterValues, 'salary').sort).toBe('salary');
  });

  it('turns empty fields into no filter at all', () => {
    expect(filtersFromValues({ ...emptyJobFilterValues, keyword: '   ' })).toEqual({
      keyword: undefined,
      country: undefined,
      city: undefined,
      category: undefined,
      workType: undefined,
      employmentType: undefined,
      postedWithin: undefined,
      visaSponsorship: undefined,
      relocationSupport: undefined,
      likelyTakeable: undefined,
      minSalary: undefined,
      salaryCurrency: undefined,
      sort: undefined,
      page: 1,
    });
    expect(valuesFromFilters({}, '')).toEqual(emptyJobFilterValues);
  });

  it('waits for a pause only when nothing but typed fields changed', () => {
    expect(
      changedOnlyTypedFields(emptyJobFilterValues, { ...emptyJobFilterValues, keyword: 'dev' }),
    ).toBe(true);
    expect(
      changedOnlyTypedFields(emptyJobFilterValues, { ...emptyJobFilterValues, minSalary: '5' }),
    ).toBe(true);
    expect(
      changedOnlyTypedFields(emptyJobFilterValues, { ...emptyJobFilterValues, category: 'it' }),
    ).toBe(false);
    expect(
      changedOnlyTypedFields(emptyJobFilterValues, {
        ...emptyJobFilterValues,
        visaSponsorship: true,
      }),
    ).toBe(false);
  });
});

describe('results summary', () => {
  const page = (total: number, pageNumber: number, count: number) => ({
    total,
    page: pageNumber,
    pageSize: 20,
    jobs: Array.from({ length: count }),
  });
  it('counts the results and the slice shown', () => {
    expect(resultsSummary(page(0, 1, 0), 'en')).toBe('0 jobs found');
    expect(resultsSummary(page(1, 1, 1), 'en')).toBe('1 job found');
    expect(resultsSummary(page(5, 1, 5), 'en')).toBe('5 jobs found');
    expect(resultsSummary(page(45, 1, 20), 'en')).toBe('Showing 1–20 of 45 jobs');
    expect(resultsSummary(page(45, 3, 5), 'en')).toBe('Showing 41–45 of 45 jobs');
    expect(resultsSummary(page(1450, 2, 20), 'en')).toBe('Showing 21–40 of 1,450 jobs');
  });
  it('a page past the end says so, whether or not the server counted', () => {
    expect(resultsSummary(page(45, 9, 0), 'en')).toBe('No jobs on page 9');
    expect(resultsSummary(page(0, 2, 0), 'en')).toBe('No jobs on page 2');
  });
});
