import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asOf,
  createFitJobs,
  levelFourNote,
  licenceNumbers,
  occupations as o,
  seedVisaFitFixtures,
  shortageNote,
  type FitJob,
} from './support/visa-fit.js';
import {
  startTestServer,
  type TestServer,
} from '../../packages/supabase-local/test/helpers/index.js';

// The rules of "Can I work there?" (spec visa-routes.md §3) case by case, as a visitor asks them:
// each row is a live job, the citizenships given and the date, and the verdict with the check
// that decided it. Routes, thresholds and citizenship rights are the seeded catalogue; the
// occupations and the employers' licences are fixtures (support/visa-fit.ts).

type Verdict =
  | 'no_visa_needed'
  | 'treaty_route'
  | 'likely_sponsorable'
  | 'unknown'
  | 'salary_below_threshold'
  | 'employer_not_licensed'
  | 'occupation_not_eligible';

interface Check {
  check: string;
  status: 'passed' | 'failed' | 'unknown';
  reason: string;
  facts?: Record<string, unknown>;
}

interface FitCase {
  rule: string;
  job: FitJob;
  citizenships: string[];
  verdict: Verdict;
  /** The route's code; undefined: not asserted. */
  route: string | null | undefined;
  decisive: Check;
  onDate: string;
}

const fit = (
  rule: string,
  job: FitJob,
  citizenships: string[],
  [verdict, route]: [Verdict, string | null | undefined],
  decisive: Check,
  onDate = asOf,
): FitCase => ({ rule, job, citizenships, verdict, route, decisive, onDate });

const check =
  (status: Check['status']) =>
  (name: string, reason: string, facts?: Record<string, unknown>): Check => ({
    check: name,
    status,
    reason,
    ...(facts ? { facts } : {}),
  });
const passed = check('passed');
const failed = check('failed');
const unsure = check('unknown');

type More = Partial<FitJob>;
const uk = (salary: number | null, more: More = {}): FitJob => ({
  country: 'united-kingdom',
  salary_min: salary,
  salary_currency: 'GBP',
  occupation_code: o.ukListed,
  ...more,
});
const ie = (salary: number | null, more: More = {}): FitJob => ({
  country: 'ireland',
  salary_min: salary,
  salary_currency: 'EUR',
  occupation_code: o.ieGeneral,
  ...more,
});
const ca = (hourly: number | null, more: More = {}): FitJob => ({
  country: 'canada',
  salary_min: hourly,
  salary_currency: 'CAD',
  salary_period: 'hour',
  region: 'ON',
  occupation_code: o.caGeneral,
  ...more,
});
const us = (salary: number | null, more: More = {}): FitJob => ({
  country: 'united-states',
  salary_min: salary,
  salary_currency: 'USD',
  occupation_code: o.usGeneral,
  ...more,
});
const au = (salary: number | null, more: More = {}): FitJob => ({
  country: 'australia',
  salary_min: salary,
  salary_currency: 'AUD',
  occupation_code: o.auCore,
  ...more,
});
const nz = (hourly: number | null, more: More = {}): FitJob => ({
  country: 'new-zealand',
  salary_min: hourly,
  salary_currency: 'NZD',
  salary_period: 'hour',
  occupation_code: o.auCore,
  ...more,
});

const ukRoute = 'uk-skilled-worker';
const csep = 'ie-critical-skills';
const gep = 'ie-general-permit';
const lmia = 'ca-lmia-high-wage';
const core = 'au-sid-core';
const specialist = 'au-sid-specialist';
const aewv = 'nz-aewv';
const ukSponsor = { kind: 'uk_licensed_sponsor', route_name: 'Skilled Worker' };
const nzAccreditation = { kind: 'nz_accredited_employer', route_name: null };
const threshold = (amount: number, more: Record<string, unknown> = {}) => ({
  threshold: { amount, ...more },
});

const cases: FitCase[] = [
  // ---- United Kingdom: Skilled Worker, £41,700 a year from 22 July 2025 (£38,700 before) ----
  fit(
    'rule 1 free movement: Irish citizen in the UK',
    uk(30000),
    ['IE'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', { citizenship: 'IE', basis: 'Common Travel Area' }),
  ),
  fit(
    'rule 1 free movement: British citizen in the UK, code given in lower case',
    uk(30000),
    ['gb'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', { citizenship: 'GB', basis: 'British citizenship' }),
  ),
  fit(
    'rule 1 free movement: the free citizenship of a dual citizen',
    uk(30000),
    ['IN', 'IE'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', { citizenship: 'IE' }),
  ),
  fit(
    'rule 1 before rule 3: an Irish citizen needs no salary in pounds',
    uk(30000, { salary_currency: 'EUR' }),
    ['IE'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', { citizenship: 'IE' }),
  ),
  fit(
    'rule 1 does not apply: a French citizen in the UK needs permission',
    uk(50000),
    ['FR'],
    ['likely_sponsorable', ukRoute],
    failed('citizenship', 'permission_needed', { citizenships: ['FR'] }),
  ),
  fit(
    'no citizenship given: the verdict rests on the job alone',
    uk(50000),
    [],
    ['likely_sponsorable', ukRoute],
    unsure('citizenship', 'not_given', {}),
  ),
  fit(
    'rule 3 currency not local: UK job paid in euros',
    uk(60000, { salary_currency: 'EUR' }),
    ['IN'],
    ['unknown', null],
    unsure('salary', 'currency_not_local', { currency: 'EUR', local_currency: 'GBP' }),
  ),
  fit(
    'rule 3 salary missing',
    uk(null),
    ['IN'],
    ['unknown', null],
    unsure('salary', 'salary_missing'),
  ),
  fit(
    'rule 3 occupation missing',
    uk(50000, { occupation_code: null }),
    ['IN'],
    ['unknown', null],
    unsure('occupation', 'occupation_missing', { classification: 'uk_soc_2020' }),
  ),
  fit(
    'rule 3 wrong coding system: a NOC 2021 code on a UK job',
    uk(50000, { occupation_code: o.caGeneral }),
    ['IN'],
    ['unknown', null],
    unsure('occupation', 'not_in_classification', {
      code: o.caGeneral,
      classification: 'uk_soc_2020',
    }),
  ),
  fit(
    'rule 4 UK occupation neither on Table 1 nor on a shortage list',
    uk(50000, { occupation_code: o.ukUnlisted }),
    ['IN'],
    ['occupation_not_eligible', ukRoute],
    failed('occupation', 'not_listed', { code: o.ukUnlisted }),
  ),
  fit(
    'rule 4 UK occupation ineligible',
    uk(50000, { occupation_code: o.ukIneligible }),
    ['IN'],
    ['occupation_not_eligible', ukRoute],
    failed('occupation', 'ineligible', {
      code: o.ukIneligible,
      list_name: 'Appendix Skilled Occupations, ineligible',
    }),
  ),
  fit(
    'rule 4 UK Temporary Shortage List role is conditional → unknown',
    uk(50000, { occupation_code: o.ukShortage }),
    ['IN'],
    ['unknown', ukRoute],
    unsure('occupation', 'conditional', {
      list_name: 'Temporary Shortage List',
      note: shortageNote,
    }),
  ),
  fit(
    'rule 5 UK below £41,700',
    uk(41000),
    ['IN'],
    ['salary_below_threshold', ukRoute],
    failed('salary', 'below', {
      offered: 41000,
      required: 41700,
      going_rate: 35000,
      ...threshold(41700),
    }),
  ),
  fit(
    'boundary: exactly at the UK threshold (£41,700)',
    uk(41700),
    ['IN'],
    ['likely_sponsorable', ukRoute],
    passed('salary', 'meets', {
      offered: 41700,
      required: 41700,
      ...threshold(41700, { effective_from: '2025-07-22' }),
    }),
  ),
  fit(
    'boundary: 1p below the UK threshold',
    uk(41699.99),
    ['IN'],
    ['salary_below_threshold', ukRoute],
    failed('salary', 'below', { offered: 41699.99, required: 41700 }),
  ),
  fit(
    'rule 5 UK going rate above the threshold decides',
    uk(50000, { occupation_code: o.ukGoingRate }),
    ['IN'],
    ['salary_below_threshold', ukRoute],
    failed('salary', 'below', { required: 52000, going_rate: 52000, ...threshold(41700) }),
  ),
  fit(
    'boundary: UK salary exactly at the going rate',
    uk(52000, { occupation_code: o.ukGoingRate }),
    ['IN'],
    ['likely_sponsorable', ukRoute],
    passed('salary', 'meets', { offered: 52000, required: 52000 }),
  ),
  fit(
    'rule 5 UK salary range: only its top meets the threshold',
    uk(38000, { salary_max: 45000 }),
    ['IN'],
    ['likely_sponsorable', ukRoute],
    passed('salary', 'top_of_range_meets', { offered: 45000, offered_lowest: 38000 }),
  ),
  fit(
    'rule 5 UK monthly pay annualised (£3,475 × 12 = £41,700)',
    uk(3475, { salary_period: 'month' }),
    ['IN'],
    ['likely_sponsorable', ukRoute],
    passed('salary', 'meets', { offered: 41700, period: 'year', job_period: 'month' }),
  ),
  fit(
    'rule 5 UK hourly pay counted at 37.5 h/week when the job does not say',
    uk(21.39, { salary_period: 'hour' }),
    ['IN'],
    ['likely_sponsorable', ukRoute],
    passed('salary', 'meets', { offered: 41710.5, weekly_hours: 37.5, hours_assumed: true }),
  ),
  fit(
    'rule 5 UK hourly pay below at 37.5 h/week',
    uk(20, { salary_period: 'hour' }),
    ['IN'],
    ['salary_below_threshold', ukRoute],
    failed('salary', 'below', { offered: 39000, weekly_hours: 37.5 }),
  ),
  fit(
    'UK hourly counted at most 48 h/week (60 h offered)',
    uk(15, { salary_period: 'hour', weekly_hours: 60 }),
    ['IN'],
    ['salary_below_threshold', ukRoute],
    failed('salary', 'below', { offered: 37440, weekly_hours: 48, hours_assumed: false }),
  ),
  fit(
    'boundary: UK hourly pay at exactly 48 h/week',
    uk(17, { salary_period: 'hour', weekly_hours: 48 }),
    ['IN'],
    ['likely_sponsorable', ukRoute],
    passed('salary', 'meets', { offered: 42432, weekly_hours: 48 }),
  ),
  fit(
    'rule 5 UK hourly going rate converted at the job’s hours',
    uk(22, { salary_period: 'hour', weekly_hours: 40, occupation_code: o.ukHourlyGoingRate }),
    ['IN'],
    ['salary_below_threshold', ukRoute],
    failed('salary', 'below', { offered: 45760, going_rate: 52000, required: 52000 }),
  ),
  fit(
    'boundary: the last day of the £38,700 figure (UK 21 Jul 2025)',
    uk(40000),
    ['IN'],
    ['likely_sponsorable', ukRoute],
    passed('salary', 'meets', {
      required: 38700,
      ...threshold(38700, { effective_to: '2025-07-21' }),
    }),
    '2025-07-21',
  ),
  fit(
    'boundary: the day a threshold changes (UK 22 Jul 2025 via on_date)',
    uk(40000),
    ['IN'],
    ['salary_below_threshold', ukRoute],
    failed('salary', 'below', { required: 41700, ...threshold(41700) }),
    '2025-07-22',
  ),
  fit(
    'rule 5 no figure applies yet on the date → unknown',
    uk(50000),
    ['IN'],
    ['unknown', ukRoute],
    unsure('salary', 'no_threshold', { tier: 'general', region: null }),
    '2024-01-01',
  ),
  fit(
    'employer licence verified',
    uk(50000),
    ['IN'],
    ['likely_sponsorable', ukRoute],
    passed('employer', 'licence_verified', {
      kind: 'uk_licensed_sponsor',
      licence_number: licenceNumbers.uk,
    }),
  ),
  fit(
    'employer licence claimed, not verified',
    uk(50000, { employer: 'claimed' }),
    ['IN'],
    ['employer_not_licensed', ukRoute],
    failed('employer', 'not_licensed', ukSponsor),
  ),
  fit(
    'employer licence revoked',
    uk(50000, { employer: 'revoked' }),
    ['IN'],
    ['employer_not_licensed', ukRoute],
    failed('employer', 'not_licensed', ukSponsor),
  ),
  fit(
    'employer licence expired before the date',
    uk(50000, { employer: 'expired' }),
    ['IN'],
    ['employer_not_licensed', ukRoute],
    failed('employer', 'not_licensed', ukSponsor),
  ),
  fit(
    'boundary: employer licence on the day it expires',
    uk(50000, { employer: 'expired' }),
    ['IN'],
    ['likely_sponsorable', ukRoute],
    passed('employer', 'licence_verified', { licence_number: 'UKS-0000004' }),
    '2026-06-30',
  ),
  fit(
    'employer licence verified for another route only',
    uk(50000, { employer: 'otherRoute' }),
    ['IN'],
    ['employer_not_licensed', ukRoute],
    failed('employer', 'not_licensed', ukSponsor),
  ),
  fit(
    'employer licence verified that names no route',
    uk(50000, { employer: 'anyRoute' }),
    ['IN'],
    ['likely_sponsorable', ukRoute],
    passed('employer', 'licence_verified', { licence_number: 'UKS-0000006' }),
  ),
  fit(
    'employer with no licence at all',
    uk(50000, { employer: 'unlicensed' }),
    ['IN'],
    ['employer_not_licensed', ukRoute],
    failed('employer', 'not_licensed', ukSponsor),
  ),

  // ---- Ireland: Critical Skills €40,904 (listed role) or €68,911, General Permit €36,605, from 1 Mar 2026 ----
  fit(
    'rule 1 free movement: EU citizen in Ireland',
    ie(30000),
    ['FR'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', { citizenship: 'FR', basis: 'EU free movement' }),
  ),
  fit(
    'rule 1 free movement: Swiss citizen in Ireland',
    ie(30000),
    ['CH'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', {
      citizenship: 'CH',
      basis: 'EU-Swiss agreement on the free movement of persons',
    }),
  ),
  fit(
    'rule 1 free movement: Norwegian (EEA) citizen in Ireland',
    ie(30000),
    ['NO'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', { citizenship: 'NO', basis: 'European Economic Area' }),
  ),
  fit(
    'rule 1 free movement: British citizen in Ireland',
    ie(30000),
    ['GB'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', { citizenship: 'GB', basis: 'Common Travel Area' }),
  ),
  fit(
    'IE Critical Skills List role at €40,904 → Critical Skills permit',
    ie(40904, { occupation_code: o.ieCritical }),
    ['IN'],
    ['likely_sponsorable', csep],
    passed('salary', 'meets', { required: 40904, ...threshold(40904) }),
  ),
  fit(
    'boundary: IE listed role €1 short → General Employment Permit',
    ie(40903, { occupation_code: o.ieCritical }),
    ['IN'],
    ['likely_sponsorable', gep],
    passed('salary', 'meets', { required: 36605, ...threshold(36605) }),
  ),
  fit(
    'boundary: IE any eligible role at €68,911 → Critical Skills permit',
    ie(68911),
    ['IN'],
    ['likely_sponsorable', csep],
    passed('salary', 'meets', { required: 68911 }),
  ),
  fit(
    'IE €36,605–68,910 → General Employment Permit only',
    ie(50000),
    ['IN'],
    ['likely_sponsorable', gep],
    passed('salary', 'meets', { offered: 50000, required: 36605 }),
  ),
  fit(
    'rule 5 IE below €36,605 on every permit',
    ie(36604),
    ['IN'],
    ['salary_below_threshold', undefined],
    failed('salary', 'below', { offered: 36604 }),
  ),
  fit(
    'rule 4 IE occupation on the Ineligible Occupations List',
    ie(80000, { occupation_code: o.ieIneligible }),
    ['IN'],
    ['occupation_not_eligible', undefined],
    failed('occupation', 'ineligible', { list_name: 'Ineligible Occupations List' }),
  ),
  fit(
    'rule 6 IE has no employer licence',
    ie(50000, { employer: 'unlicensed' }),
    ['IN'],
    ['likely_sponsorable', gep],
    passed('employer', 'no_licence_exists'),
  ),
  fit(
    'rule 5 IE hourly pay counted at a 39-hour week',
    ie(20, { salary_period: 'hour' }),
    ['IN'],
    ['likely_sponsorable', gep],
    passed('salary', 'meets', { offered: 40560, weekly_hours: 39, hours_assumed: true }),
  ),
  fit(
    'boundary: the last day of the €38,000 figure (IE 28 Feb 2026)',
    ie(39000, { occupation_code: o.ieCritical }),
    ['IN'],
    ['likely_sponsorable', csep],
    passed('salary', 'meets', threshold(38000, { effective_to: '2026-02-28' })),
    '2026-02-28',
  ),
  fit(
    'boundary: the day a threshold changes (IE 1 Mar 2026 via on_date)',
    ie(39000, { occupation_code: o.ieCritical }),
    ['IN'],
    ['likely_sponsorable', gep],
    passed('salary', 'meets', threshold(36605, { effective_from: '2026-03-01' })),
    '2026-03-01',
  ),
  fit(
    'rule 3 currency not local: Irish job paid in pounds',
    ie(50000, { salary_currency: 'GBP' }),
    ['IN'],
    ['unknown', null],
    unsure('salary', 'currency_not_local', { currency: 'GBP', local_currency: 'EUR' }),
  ),
  fit(
    'rule 3 wrong coding system: a UK SOC 2020 code on an Irish job',
    ie(50000, { occupation_code: o.ukListed }),
    ['IN'],
    ['unknown', null],
    unsure('occupation', 'not_in_classification', { classification: 'uk_soc_2010' }),
  ),

  // ---- Canada: high-wage LMIA, provincial hourly thresholds (ON 36.00, BC 36.60, NU 42.00, no QC) ----
  fit(
    'rule 1 free movement: Canadian citizen in Canada',
    ca(20),
    ['CA'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', { citizenship: 'CA', basis: 'Canadian citizenship' }),
  ),
  fit(
    'rule 2 CUSMA professional for an American',
    ca(20, { occupation_code: o.caCusma }),
    ['US'],
    ['treaty_route', 'ca-cusma-professional'],
    passed('citizenship', 'treaty', { citizenship: 'US' }),
  ),
  fit(
    'rule 2 CUSMA professional for a Mexican',
    ca(20, { occupation_code: o.caCusma }),
    ['MX'],
    ['treaty_route', 'ca-cusma-professional'],
    passed('citizenship', 'treaty', { citizenship: 'MX' }),
  ),
  fit(
    'rule 2 CUSMA needs a listed profession: an American in an unlisted role',
    ca(40),
    ['US'],
    ['likely_sponsorable', lmia],
    failed('citizenship', 'permission_needed', { citizenships: ['US'] }),
  ),
  fit(
    'rule 2 never CETA for an employee: a French citizen in a CUSMA role',
    ca(40, { occupation_code: o.caCusma }),
    ['FR'],
    ['likely_sponsorable', lmia],
    failed('citizenship', 'permission_needed', { citizenships: ['FR'] }),
  ),
  fit(
    'boundary: exactly at the Ontario threshold (CAD 36/h)',
    ca(36),
    ['IN'],
    ['likely_sponsorable', lmia],
    passed('salary', 'meets', {
      offered: 36,
      required: 36,
      period: 'hour',
      ...threshold(36, { region: 'ON' }),
    }),
  ),
  fit(
    'rule 5 CA below the British Columbia threshold',
    ca(36.5, { region: 'BC' }),
    ['IN'],
    ['salary_below_threshold', lmia],
    failed('salary', 'below', {
      offered: 36.5,
      required: 36.6,
      ...threshold(36.6, { region: 'BC' }),
    }),
  ),
  fit(
    'boundary: 1 cent below the Nunavut threshold (CAD 42/h)',
    ca(41.99, { region: 'NU' }),
    ['IN'],
    ['salary_below_threshold', lmia],
    failed('salary', 'below', { required: 42 }),
  ),
  fit(
    'rule 5 CA yearly pay compared per hour at 40 h/week assumed',
    ca(80000, { salary_period: 'year' }),
    ['IN'],
    ['likely_sponsorable', lmia],
    passed('salary', 'meets', { offered: 38.46, weekly_hours: 40, hours_assumed: true }),
  ),
  fit(
    'rule 5 CA yearly pay at the job’s 37.5 h/week falls short',
    ca(70000, { salary_period: 'year', weekly_hours: 37.5 }),
    ['IN'],
    ['salary_below_threshold', lmia],
    failed('salary', 'below', { offered: 35.9, weekly_hours: 37.5, hours_assumed: false }),
  ),
  fit(
    'CA region missing → unknown',
    ca(40, { region: null }),
    ['IN'],
    ['unknown', lmia],
    unsure('salary', 'region_missing', {}),
  ),
  fit(
    'CA QC has no threshold → unknown',
    ca(40, { region: 'QC' }),
    ['IN'],
    ['unknown', lmia],
    unsure('salary', 'no_threshold', { region: 'QC', tier: 'general' }),
  ),
  fit(
    'rule 3 currency not local: Canadian job paid in US dollars',
    ca(40, { salary_currency: 'USD' }),
    ['IN'],
    ['unknown', null],
    unsure('salary', 'currency_not_local', { currency: 'USD', local_currency: 'CAD' }),
  ),
  fit(
    'rule 6 CA has no employer licence: an LMIA per position',
    ca(40, { employer: 'unlicensed' }),
    ['IN'],
    ['likely_sponsorable', lmia],
    passed('employer', 'no_licence_exists'),
  ),

  // ---- United States: treaty routes, and H-1B whose wage cannot be checked ----
  fit(
    'rule 1 free movement: US citizen in the US',
    us(90000),
    ['US'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', { citizenship: 'US' }),
  ),
  fit(
    'rule 2 TN for a Canadian',
    us(90000, { occupation_code: o.usTn }),
    ['CA'],
    ['treaty_route', 'us-tn'],
    passed('citizenship', 'treaty', {
      citizenship: 'CA',
      basis: 'United States-Mexico-Canada Agreement (USMCA)',
    }),
  ),
  fit(
    'rule 2 TN for a Mexican',
    us(90000, { occupation_code: o.usTn }),
    ['MX'],
    ['treaty_route', 'us-tn'],
    passed('citizenship', 'treaty', { citizenship: 'MX' }),
  ),
  fit(
    'rule 2 E-3 for an Australian',
    us(90000, { occupation_code: o.usSpecialty }),
    ['AU'],
    ['treaty_route', 'us-e3'],
    passed('citizenship', 'treaty', {
      citizenship: 'AU',
      basis: 'Australia-United States Free Trade Agreement',
    }),
  ),
  fit(
    'rule 2 H-1B1 for a Singaporean',
    us(90000, { occupation_code: o.usSpecialty }),
    ['SG'],
    ['treaty_route', 'us-h1b1'],
    passed('citizenship', 'treaty', { citizenship: 'SG' }),
  ),
  fit(
    'rule 2 H-1B1 for a Chilean',
    us(90000, { occupation_code: o.usSpecialty }),
    ['CL'],
    ['treaty_route', 'us-h1b1'],
    passed('citizenship', 'treaty', { citizenship: 'CL' }),
  ),
  fit(
    'rule 2 the next treaty route when the first does not list the role',
    us(90000, { occupation_code: o.usSpecialty }),
    ['CA', 'AU'],
    ['treaty_route', 'us-e3'],
    passed('occupation', 'eligible', { code: o.usSpecialty }),
  ),
  fit(
    'rule 2 before rule 3: TN needs no salary',
    us(null, { occupation_code: o.usTn }),
    ['CA'],
    ['treaty_route', 'us-tn'],
    passed('citizenship', 'treaty', { citizenship: 'CA' }),
  ),
  fit(
    'rule 2 TN needs a listed profession: a Canadian falls to H-1B',
    us(120000),
    ['CA'],
    ['unknown', 'us-h1b'],
    unsure('salary', 'not_checkable'),
  ),
  fit(
    'US H-1B salary not checkable → unknown',
    us(150000, { occupation_code: o.usTn }),
    ['IN'],
    ['unknown', 'us-h1b'],
    unsure('salary', 'not_checkable', { note: expect.stringContaining('OFLC') }),
  ),
  fit(
    'rule 3 occupation missing on a US job',
    us(150000, { occupation_code: null }),
    ['IN'],
    ['unknown', null],
    unsure('occupation', 'occupation_missing', { classification: 'us_soc' }),
  ),

  // ---- Australia: Core Skills (AUD 79,499 from 1 Jul 2026) then Specialist Skills (AUD 146,717) ----
  fit(
    'rule 1 free movement: NZ citizen in Australia',
    au(50000),
    ['NZ'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', {
      citizenship: 'NZ',
      basis: expect.stringContaining('Trans-Tasman'),
    }),
  ),
  fit(
    'rule 1 free movement: Australian citizen in Australia',
    au(50000),
    ['AU'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', { citizenship: 'AU', basis: 'Australian citizenship' }),
  ),
  fit(
    'boundary: AU Core Skills role exactly at the CSIT',
    au(79499),
    ['IN'],
    ['likely_sponsorable', core],
    passed('salary', 'meets', { required: 79499 }),
  ),
  fit(
    'rule 5 AU below the CSIT',
    au(79000),
    ['IN'],
    ['salary_below_threshold', core],
    failed('salary', 'below', { required: 79499 }),
  ),
  fit(
    'boundary: the last day of the AUD 76,515 CSIT (AU 30 Jun 2026)',
    au(78000),
    ['IN'],
    ['likely_sponsorable', core],
    passed('salary', 'meets', threshold(76515)),
    '2026-06-30',
  ),
  fit(
    'boundary: the day the CSIT rises (AU 1 Jul 2026)',
    au(78000),
    ['IN'],
    ['salary_below_threshold', core],
    failed('salary', 'below', threshold(79499)),
    '2026-07-01',
  ),
  fit(
    'rule 5 AU hourly pay counted at 38 h/week',
    au(40, { salary_period: 'hour' }),
    ['IN'],
    ['salary_below_threshold', core],
    failed('salary', 'below', { offered: 79040, weekly_hours: 38, hours_assumed: true }),
  ),
  fit(
    'AU specialist: a role off the Core Skills list at the SSIT',
    au(146717, { occupation_code: o.auOffList }),
    ['IN'],
    ['likely_sponsorable', specialist],
    passed('salary', 'meets', { required: 146717 }),
  ),
  fit(
    'AU role off the Core Skills list and below the SSIT',
    au(100000, { occupation_code: o.auOffList }),
    ['IN'],
    ['salary_below_threshold', specialist],
    failed('salary', 'below', { required: 146717 }),
  ),
  fit(
    'AU specialist excludes major group 3 (a trade off the list)',
    au(150000, { occupation_code: o.auTradeOffList }),
    ['IN'],
    ['occupation_not_eligible', core],
    failed('occupation', 'not_listed', { code: o.auTradeOffList }),
  ),
  fit(
    'AU specialist excludes major group 7 (machinery operators)',
    au(150000, { occupation_code: o.auOperator }),
    ['IN'],
    ['occupation_not_eligible', core],
    failed('occupation', 'not_listed', { code: o.auOperator }),
  ),
  fit(
    'AU specialist excludes major group 8 (labourers)',
    au(150000, { occupation_code: o.auLabourer }),
    ['IN'],
    ['occupation_not_eligible', core],
    failed('occupation', 'not_listed', { code: o.auLabourer }),
  ),
  fit(
    'AU a trade on the Core Skills list qualifies there',
    au(80000, { occupation_code: o.auTradeListed }),
    ['IN'],
    ['likely_sponsorable', core],
    passed('occupation', 'eligible', {
      code: o.auTradeListed,
      list_name: 'Core Skills Occupation List',
    }),
  ),
  fit(
    'AU sponsor claimed but no public register → unknown',
    au(80000, { employer: 'claimed' }),
    ['IN'],
    ['unknown', core],
    unsure('employer', 'licence_unverified', { kind: 'au_standard_business_sponsor' }),
  ),
  fit(
    'rule 3 currency not local: Australian job paid in NZ dollars',
    au(90000, { salary_currency: 'NZD' }),
    ['IN'],
    ['unknown', null],
    unsure('salary', 'currency_not_local', { local_currency: 'AUD' }),
  ),

  // ---- New Zealand: AEWV, at least the minimum wage (NZD 23.95/h from 1 Apr 2026), accredited employer ----
  fit(
    'rule 1 free movement: Australian citizen in NZ',
    nz(20),
    ['AU'],
    ['no_visa_needed', null],
    passed('citizenship', 'free_movement', {
      citizenship: 'AU',
      basis: expect.stringContaining('Trans-Tasman'),
    }),
  ),
  fit(
    'NZ skill level 4 conditional → unknown',
    nz(30, { occupation_code: o.nzLevelFour }),
    ['IN'],
    ['unknown', aewv],
    unsure('occupation', 'conditional', { code: o.nzLevelFour, note: levelFourNote }),
  ),
  fit(
    'NZ skill level 4 below the minimum wage',
    nz(23, { occupation_code: o.nzLevelFour }),
    ['IN'],
    ['salary_below_threshold', aewv],
    failed('salary', 'below', { offered: 23, required: 23.95 }),
  ),
  fit(
    'boundary: exactly the NZ minimum wage (NZD 23.95/h)',
    nz(23.95),
    ['IN'],
    ['likely_sponsorable', aewv],
    passed('salary', 'meets', { offered: 23.95, required: 23.95 }),
  ),
  fit(
    'boundary: 1 cent below the NZ minimum wage',
    nz(23.94),
    ['IN'],
    ['salary_below_threshold', aewv],
    failed('salary', 'below', { offered: 23.94 }),
  ),
  fit(
    'rule 5 NZ yearly pay per hour at 40 h/week assumed',
    nz(50000, { salary_period: 'year' }),
    ['IN'],
    ['likely_sponsorable', aewv],
    passed('salary', 'meets', { offered: 24.04, weekly_hours: 40, hours_assumed: true }),
  ),
  fit(
    'employer accreditation verified (NZ)',
    nz(30),
    ['IN'],
    ['likely_sponsorable', aewv],
    passed('employer', 'licence_verified', {
      kind: 'nz_accredited_employer',
      licence_number: licenceNumbers.nz,
    }),
  ),
  fit(
    'employer accreditation claimed, not verified (NZ)',
    nz(30, { employer: 'claimed' }),
    ['IN'],
    ['employer_not_licensed', aewv],
    failed('employer', 'not_licensed', nzAccreditation),
  ),
  fit(
    'employer accreditation revoked (NZ)',
    nz(30, { employer: 'revoked' }),
    ['IN'],
    ['employer_not_licensed', aewv],
    failed('employer', 'not_licensed', nzAccreditation),
  ),
  fit(
    'boundary: the day before the first NZ figure (31 Mar 2026) → unknown',
    nz(30),
    ['IN'],
    ['unknown', aewv],
    unsure('salary', 'no_threshold', { tier: 'general' }),
    '2026-03-31',
  ),

  // ---- anywhere else ----
  fit(
    'a destination the catalogue does not cover → unknown',
    { country: 'germany', salary_min: 70000, salary_currency: 'EUR' },
    ['IN'],
    ['unknown', null],
    unsure('destination', 'not_covered', { destination: 'germany' }),
  ),
];

let server: TestServer;
let jobIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  const service = server.serviceClient();
  await seedVisaFitFixtures(service);
  jobIds = await createFitJobs(
    service,
    cases.map((c) => c.job),
    'visa-fit rule',
  );
});

afterAll(async () => {
  await server?.stop();
});

describe('the visa-fit rules, as a visitor asks them', () => {
  it('has a case for every destination', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const destinations = new Set(cases.map((c) => c.job.country));
    for (const d of [
      'united-kingdom',
      'ireland',
      'canada',
      'united-states',
      'australia',
      'new-zealand',
    ]) {
      expect(destinations).toContain(d);
    }
  });

  it.each(cases.map((c, index) => ({ ...c, index })))(
    '$rule',
    async ({ index, citizenships, onDate, verdict, route, decisive, job }) => {
      const { data, error } = await server
        .client()
        .rpc('visa_fit', { job_id: jobIds[index], citizenships, on_date: onDate });
      expect(error).toBeNull();
      expect(data).toMatchObject({ verdict, destination: job.country, as_of: onDate });
      if (route !== undefined) expect(data.route?.code ?? null).toBe(route);
      const checks = data.checks as Check[];
      expect(
        checks.filter((c) => c.check === decisive.check),
        JSON.stringify(checks),
      ).toHaveLength(1);
      expect(checks.find((c) => c.check === decisive.check)).toMatchObject(decisive);
    },
  );
});
