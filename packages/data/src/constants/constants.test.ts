import { describe, expect, it } from 'vitest';
import { countries, countryLabel, employerPlans, jobCategories, topCountries, fees } from './index';

describe('domain constants', () => {
  it('has the 20 categories of the spec with unique values', () => {
    expect(jobCategories).toHaveLength(20);
    expect(new Set(jobCategories.map((c) => c.value)).size).toBe(20);
    expect(jobCategories.find((c) => c.value === 'it')?.label).toBe('IT, Software & Data');
  });

  it('lists about 195 countries as lower-case hyphenated slugs', () => {
    expect(countries.length).toBeGreaterThanOrEqual(190);
    for (const country of countries) expect(country.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(countryLabel('new-zealand')).toBe('New Zealand');
  });

  it('names the six top countries', () => {
    expect(topCountries.map((c) => c.label)).toEqual([
      'Australia',
      'Canada',
      'Ireland',
      'New Zealand',
      'United Kingdom',
      'United States',
    ]);
  });

  it('prices the plans and fees as the spec does', () => {
    expect(employerPlans.map((p) => [p.name, p.priceMonthly, p.activePostings, p.visibilityDays])).toEqual([
      ['Free', 0, 1, 7],
      ['Premium', 99, 5, 30],
      ['Enterprise', 299, null, 90],
    ]);
    expect(employerPlans.filter((p) => p.mostPopular).map((p) => p.name)).toEqual(['Premium']);
    expect(fees.successFee).toBe(10000);
  });
});
