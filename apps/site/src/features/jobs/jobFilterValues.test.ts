import { describe, expect, it } from 'vitest';
import {
  categoryOptions,
  countryOptions,
  currencyChoices,
  employmentTypeOptions,
  formQuery,
  postedWithinSelectOptions,
  resultsSummary,
  valuesFromFilters,
  workTypeOptions,
} from './jobFilterValues';
import { parseJobSearchParams } from './jobSearchParams';

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
  // What the form submits is read back as the server reads a submission made without scripts.
  const submitted = (...args: Parameters<typeof formQuery>) =>
    parseJobSearchParams(formQuery(...args));

  it('round-trips every filter through the form and starts a new search on page 1', () => {
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
    expect(submitted(valuesFromFilters(filters, 'GBP'), 'salary')).toEqual({
      filters: { ...filters, page: 1 },
      notes: [],
    });
  });

  it('names each field after its URL parameter; a ticked box submits 1', () => {
    expect(
      formQuery(
        {
          ...emptyJobFilterValues,
          keyword: 'data',
          workType: 'remote',
          employmentType: 'contract',
          postedWithin: '24h',
          visaSponsorship: true,
          minSalary: '50000',
          salaryCurrency: 'EUR',
        },
        'newest',
      ).toString(),
    ).toBe(
      'q=data&type=remote&employment=contract&posted=24h&visa=1&salary=50000&currency=EUR&sort=newest',
    );
  });

  it('shows the default currency as the empty choice, so it stays out of the URL', () => {
    expect(valuesFromFilters({}, 'GBP').salaryCurrency).toBe('');
    expect(valuesFromFilters({ salaryCurrency: 'GBP' }, 'GBP').salaryCurrency).toBe('');
    expect(valuesFromFilters({ salaryCurrency: 'EUR' }, 'GBP').salaryCurrency).toBe('EUR');
    const choices = currencyChoices('GBP').map((option) => option.value);
    expect(choices).not.toContain('GBP');
    expect(choices).toContain('EUR');
  });

  it('leaves empty fields and the default sort out of the submission', () => {
    expect(formQuery(emptyJobFilterValues).toString()).toBe('');
    expect(formQuery({ ...emptyJobFilterValues, keyword: '   ' }, '').toString()).toBe('');
    expect(valuesFromFilters({}, '')).toEqual(emptyJobFilterValues);
    expect(submitted(emptyJobFilterValues)).toEqual({ filters: { page: 1 }, notes: [] });
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
  it('never states an estimated total: the threshold with a plus', () => {
    const estimated = (pageNumber: number, count: number) => ({
      ...page(9737, pageNumber, count),
      totalIsExact: false,
      exactUpTo: 1000,
    });
    expect(resultsSummary(estimated(1, 20), 'en')).toBe('1,000+ jobs found');
    expect(resultsSummary(estimated(2, 20), 'en')).toBe('Showing 21–40 of 1,000+ jobs');
    expect(resultsSummary(estimated(101, 0), 'en')).toBe('No jobs on page 101');
    // An exact total reads as before.
    expect(resultsSummary({ ...page(45, 1, 20), totalIsExact: true }, 'en')).toBe(
      'Showing 1–20 of 45 jobs',
    );
  });
});
