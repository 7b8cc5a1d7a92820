import { asOf, occupations as o, type FitJob } from '../visa-fit.js';

// What a visa-fit rule case is made of: the job, the citizenships and date asked, the verdict,
// and the check that decided it, with builders for each destination's jobs.
export type Verdict =
  | 'no_visa_needed'
  | 'treaty_route'
  | 'likely_sponsorable'
  | 'unknown'
  | 'salary_below_threshold'
  | 'employer_not_licensed'
  | 'occupation_not_eligible';

export interface Check {
  check: string;
  status: 'passed' | 'failed' | 'unknown';
  reason: string;
  facts?: Record<string, unknown>;
}

export interface FitCase {
  rule: string;
  job: FitJob;
  citizenships: string[];
  verdict: Verdict;
  /** The route's code; undefined: not asserted. */
  route: string | null | undefined;
  decisive: Check;
  onDate: string;
}

export const fit = (
  rule: string,
  job: FitJob,
  citizenships: string[],
  [verdict, route]: [Verdict, string | null | undefined],
  decisive: Check,
  onDate = asOf,
): FitCase => ({ rule, job, citizenships, verdict, route, decisive, onDate });

export const check =
  (status: Check['status']) =>
  (name: string, reason: string, facts?: Record<string, unknown>): Check => ({
    check: name,
    status,
    reason,
    ...(facts ? { facts } : {}),
  });
export const passed = check('passed');
export const failed = check('failed');
export const unsure = check('unknown');

export type More = Partial<FitJob>;
export const uk = (salary: number | null, more: More = {}): FitJob => ({
  country: 'united-kingdom',
  salary_min: salary,
  salary_currency: 'GBP',
  occupation_code: o.ukListed,
  ...more,
});
export const ie = (salary: number | null, more: More = {}): FitJob => ({
  country: 'ireland',
  salary_min: salary,
  salary_currency: 'EUR',
  occupation_code: o.ieGeneral,
  ...more,
});
export const ca = (hourly: number | null, more: More = {}): FitJob => ({
  country: 'canada',
  salary_min: hourly,
  salary_currency: 'CAD',
  salary_period: 'hour',
  region: 'ON',
  occupation_code: o.caGeneral,
  ...more,
});
export const us = (salary: number | null, more: More = {}): FitJob => ({
  country: 'united-states',
  salary_min: salary,
  salary_currency: 'USD',
  occupation_code: o.usGeneral,
  ...more,
});
export const au = (salary: number | null, more: More = {}): FitJob => ({
  country: 'australia',
  salary_min: salary,
  salary_currency: 'AUD',
  occupation_code: o.auCore,
  ...more,
});
export const nz = (hourly: number | null, more: More = {}): FitJob => ({
  country: 'new-zealand',
  salary_min: hourly,
  salary_currency: 'NZD',
  salary_period: 'hour',
  occupation_code: o.auCore,
  ...more,
});

export const ukRoute = 'uk-skilled-worker';
export const csep = 'ie-critical-skills';
export const gep = 'ie-general-permit';
export const lmia = 'ca-lmia-high-wage';
export const core = 'au-sid-core';
export const specialist = 'au-sid-specialist';
export const aewv = 'nz-aewv';
export const ukSponsor = { kind: 'uk_licensed_sponsor', route_name: 'Skilled Worker' };
export const nzAccreditation = { kind: 'nz_accredited_employer', route_name: null };
export const threshold = (amount: number, more: Record<string, unknown> = {}) => ({
  threshold: { amount, ...more },
});
