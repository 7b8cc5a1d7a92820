import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  changedOnlyTypedFields,
  countryOptions,
  filtersFromValues,
  knownFilters,
  resultsSummary,
  valuesFromFilters,
  workTypeOptions,
} from './jobFilterValues';

// The ui package's emptyJobFilterValues, restated: ui components need a browser to load.
const emptyJobFilterValues = {
  keyword: '',
  country: '',
  category: '',
  workType: '',
  visaSponsorship: false,
  relocation: false,
  minSalary: '',
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
  });
});

describe('filters and form values', () => {
  it('round-trips every filter and starts a new search on page 1', () => {
    const filters = {
      keyword: 'nurse',
      country: 'australia',
      category: 'healthcare',
      workType: 'on-site',
      visaSponsorship: true,
      relocationSupport: true,
      minSalary: 90000,
      page: 3,
    };
    expect(filtersFromValues(valuesFromFilters(filters))).toEqual({ ...filters, page: 1 });
  });

  it('turns empty fields into no filter at all', () => {
    expect(filtersFromValues({ ...emptyJobFilterValues, keyword: '   ' })).toEqual({
      keyword: undefined,
      country: undefined,
      category: undefined,
      workType: undefined,
      visaSponsorship: undefined,
      relocationSupport: undefined,
      minSalary: undefined,
      page: 1,
    });
    expect(valuesFromFilters({})).toEqual(emptyJobFilterValues);
  });

  it('drops values from a link that no control can show', () => {
    expect(
      knownFilters({
        country: 'atlantis',
        category: 'wizardry',
        workType: 'moon',
        keyword: 'x',
        page: 2,
      }),
    ).toEqual({
      country: undefined,
      category: undefined,
      workType: undefined,
      keyword: 'x',
      page: 2,
    });
    expect(knownFilters({ country: 'canada', category: 'it', workType: 'remote' })).toMatchObject({
      country: 'canada',
      category: 'it',
      workType: 'remote',
    });
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
