import { describe, expect, it } from 'vitest';
import { describeVisaCheck, describeVisaFit } from './describeVisaFit';
import type { VisaCheck, VisaFit } from '../queries/visa-fit';
import { relocationPackageItems } from '../format/relocation';

const ukThreshold = {
  id: 1,
  amount: 41700,
  label: 'Skilled Worker general threshold',
  region: null,
  effective_from: '2025-07-22',
  effective_to: null,
  note: null,
  source_date: '2025-07-22',
};

const salary = (
  overrides: Partial<VisaCheck> & { facts?: Partial<VisaCheck['facts']> },
): VisaCheck => ({
  check: 'salary',
  status: 'failed',
  reason: 'below',
  source_url: 'https://www.gov.uk/skilled-worker-visa',
  ...overrides,
  facts: {
    offered: 38000,
    offered_lowest: 38000,
    currency: 'GBP',
    period: 'year',
    weekly_hours: 37.5,
    hours_assumed: false,
    threshold: ukThreshold,
    going_rate: null,
    required: 41700,
    ...overrides.facts,
  },
});

const uk = { destination: 'united-kingdom' };

describe('describeVisaCheck', () => {
  it('says what a salary was compared with, the threshold and its date', () => {
    expect(describeVisaCheck(salary({}), uk)).toBe(
      '£38,000 a year is below £41,700, the Skilled Worker general threshold from 22 July 2025.',
    );
  });

  it('names a higher going rate and hours assumed for hourly pay', () => {
    const text = describeVisaCheck(
      salary({ facts: { going_rate: 45000, required: 45000, hours_assumed: true } }),
      uk,
    );
    expect(text).toContain('The going rate for the occupation, £45,000, is higher and applies.');
    expect(text).toContain('Counted at 37.5 hours a week, as the job does not say.');
  });

  it('warns when only the top of a range meets the threshold', () => {
    expect(
      describeVisaCheck(
        salary({
          status: 'passed',
          reason: 'top_of_range_meets',
          facts: { offered: 45000, offered_lowest: 38000 },
        }),
        uk,
      ),
    ).toBe(
      'The top of the range, £45,000 a year, meets £41,700, the Skilled Worker general threshold from 22 July 2025; an offer lower in the range would not.',
    );
  });

  it('keeps cents on hourly thresholds', () => {
    expect(
      describeVisaCheck(
        salary({
          status: 'passed',
          reason: 'meets',
          facts: {
            offered: 40,
            currency: 'CAD',
            period: 'hour',
            required: 36.6,
            threshold: {
              ...ukThreshold,
              amount: 36.6,
              label: 'British Columbia high-wage threshold',
              effective_from: '2025-06-27',
            },
          },
        }),
        { destination: 'canada' },
      ),
    ).toBe(
      'CA$40 an hour meets CA$36.60, the British Columbia high-wage threshold from 27 June 2025.',
    );
  });

  it('names citizenships by country and never invents a reason', () => {
    expect(
      describeVisaCheck(
        {
          check: 'citizenship',
          status: 'passed',
          reason: 'free_movement',
          facts: { citizenship: 'IE', basis: 'Common Travel Area' },
          source_url: null,
        },
        uk,
      ),
    ).toBe('Citizens of Ireland need no visa to work in the United Kingdom: Common Travel Area.');
    expect(
      describeVisaCheck(
        {
          check: 'occupation',
          status: 'unknown',
          reason: 'occupation_missing',
          facts: { classification: 'uk_soc_2020' },
          source_url: null,
        },
        uk,
      ),
    ).toBe(
      'The employer has not given an occupation code (UK SOC 2020), so eligibility cannot be checked.',
    );
  });
});

describe('describeVisaFit', () => {
  const fit: VisaFit = {
    verdict: 'salary_below_threshold',
    destination: 'united-kingdom',
    as_of: '2026-12-05',
    route: {
      id: 1,
      code: 'uk-skilled-worker',
      name: 'Skilled Worker visa',
      kind: 'sponsored',
      official_url: 'https://www.gov.uk/skilled-worker-visa',
      note: null,
    },
    checks: [salary({})],
  };

  it('gives the verdict, the route, the date and each check in words', () => {
    const described = describeVisaFit(fit);
    expect(described).toMatchObject({
      label: 'Salary below threshold',
      tone: 'critical',
      summary: 'The salary is below what the Skilled Worker visa needs.',
      routeUrl: 'https://www.gov.uk/skilled-worker-visa',
      asOf: '5 December 2026',
    });
    expect(described.checks).toEqual([
      expect.objectContaining({
        title: 'Salary',
        status: 'failed',
        sourceUrl: 'https://www.gov.uk/skilled-worker-visa',
      }),
    ]);
  });
});

describe('relocationPackageItems', () => {
  it('lists what the package pays for', () => {
    expect(
      relocationPackageItems({
        relocation_flights: true,
        relocation_housing_nights: 14,
        relocation_visa_fees: true,
        relocation_family: false,
        relocation_allowance: 3000,
        relocation_allowance_currency: 'EUR',
      }),
    ).toEqual([
      'Flights to the new country paid',
      'Temporary housing for 14 nights',
      'Visa and legal fees paid',
      'Relocation allowance of €3,000',
    ]);
  });
});
