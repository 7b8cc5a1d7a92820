import { describe, expect, it } from 'vitest';
import { alertSearchFilters } from '@globalhire/data';
import { describeFilters, jobsHrefFor, suggestedAlertName } from './alertFilters';

const noFilters = {
  keyword: null,
  country: null,
  city: null,
  category: null,
  work_type: null,
  employment_type: null,
  visa_sponsorship: false,
  relocation_support: false,
  likely_takeable: false,
  min_salary: null,
  salary_currency: null,
};

describe('alert filters in words and links', () => {
  it('names each filter as the jobs page shows it, the salary with its currency', () => {
    const filters = {
      keyword: 'engineer',
      country: 'canada',
      city: 'Toronto',
      workType: 'hybrid',
      employmentType: 'contract',
      visaSponsorship: true,
      minSalary: 100000,
      salaryCurrency: 'CAD',
    };
    expect(describeFilters(filters)).toEqual([
      '“engineer”',
      'Canada',
      'Toronto',
      'Hybrid',
      'Contract',
      'Visa sponsorship',
      'Salary from CA$100,000 per year',
    ]);
    expect(suggestedAlertName({ category: 'healthcare', country: 'australia' })).toBe(
      'Australia · Healthcare & Medical',
    );
  });

  it('reads a minimum without a currency as US dollars, and leaves date posted out', () => {
    expect(describeFilters({ minSalary: 40000, postedWithin: '7d' })).toEqual([
      'Salary from $40,000 per year',
    ]);
  });

  it('opens /jobs with exactly the alert’s filters, the salary in its own currency', () => {
    const filters = alertSearchFilters({
      ...noFilters,
      keyword: 'nurse',
      country: 'australia',
      city: 'Perth',
      visa_sponsorship: true,
      min_salary: 80000,
      salary_currency: 'GBP',
    });
    expect(jobsHrefFor(filters)).toBe(
      '/jobs?q=nurse&country=australia&city=Perth&visa=1&salary=80000&currency=GBP',
    );
    expect(jobsHrefFor(alertSearchFilters({ ...noFilters, likely_takeable: true }))).toBe(
      '/jobs?likely=1',
    );
    expect(describeFilters({ likelyTakeable: true })).toEqual(['Jobs I can likely take']);
    // An alert saved before currencies: its minimum is in US dollars, as the search reads it.
    expect(jobsHrefFor(alertSearchFilters({ ...noFilters, min_salary: 50000 }))).toBe(
      '/jobs?salary=50000&currency=USD',
    );
  });
});
