import { describe, expect, it } from 'vitest';
import {
  employmentTypes,
  jobCategories,
  topCountries,
  workTypes,
} from '@globalhire/data/constants';
import { describeAlert, type AlertFilterFacts } from '../src/templates/alertWords';

// An alert email names the alert's filters with the words the site uses for the same filters.
const none: AlertFilterFacts = {
  keyword: null,
  country: null,
  city: null,
  category: null,
  workType: null,
  employmentType: null,
  visaSponsorship: false,
  relocationSupport: false,
  likelyTakeable: false,
  minSalary: null,
};

describe('the filters in alert emails', () => {
  it('name categories, work and employment types and the destinations as the site does', () => {
    for (const { value, label } of jobCategories) {
      expect(describeAlert({ ...none, category: value })).toBe(`${label} jobs`);
    }
    for (const { slug, label } of topCountries) {
      expect(describeAlert({ ...none, country: slug })).toBe(`jobs in ${label}`);
    }
    for (const { value, label } of workTypes) {
      expect(describeAlert({ ...none, workType: value })).toBe(`${label.toLowerCase()} jobs`);
    }
    for (const { value, label } of employmentTypes) {
      expect(describeAlert({ ...none, employmentType: value })).toBe(`${label.toLowerCase()} jobs`);
    }
  });

  it('give every filter at once, the minimum salary as the site writes it', () => {
    expect(
      describeAlert({
        keyword: ' welder ',
        country: 'australia',
        city: 'Perth',
        category: 'construction',
        workType: 'on-site',
        employmentType: 'full-time',
        visaSponsorship: true,
        relocationSupport: true,
        likelyTakeable: true,
        minSalary: { amount: 80000, currency: 'AUD' },
      }),
    ).toBe(
      'full-time on-site “welder” jobs (Construction, Property & Real Estate) in Perth, Australia you can likely take, with visa sponsorship, with relocation support, from A$80,000 per year',
    );
    expect(
      describeAlert({ ...none, keyword: 'nurse', minSalary: { amount: 1250000, currency: 'USD' } }),
    ).toBe('“nurse” jobs, from $1,250,000 per year');
  });
});
