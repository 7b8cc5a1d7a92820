import { describe, expect, it } from 'vitest';
import { alertSearchFilters } from '@globalhire/data';
import { describeFilters, jobsHrefFor, suggestedAlertName } from './alertFilters';

describe('alert filters in words and links', () => {
  it('names each filter as the jobs page shows it', () => {
    const filters = {
      keyword: 'engineer',
      country: 'canada',
      workType: 'hybrid',
      visaSponsorship: true,
      minSalary: 100000,
    };
    expect(describeFilters(filters)).toEqual([
      '“engineer”',
      'Canada',
      'Hybrid',
      'Visa sponsorship',
      'Salary from 100,000',
    ]);
    expect(suggestedAlertName({ category: 'healthcare', country: 'australia' })).toBe(
      'Australia · Healthcare & Medical',
    );
  });

  it('opens /jobs with exactly the alert’s filters', () => {
    const filters = alertSearchFilters({
      keyword: 'nurse',
      country: 'australia',
      category: null,
      work_type: null,
      employment_type: null,
      visa_sponsorship: true,
      relocation_support: false,
      min_salary: 80000,
    });
    expect(jobsHrefFor(filters)).toBe('/jobs?q=nurse&country=australia&visa=1&salary=80000');
  });
});
