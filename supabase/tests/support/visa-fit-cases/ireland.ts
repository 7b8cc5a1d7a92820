import { occupations as o } from '../visa-fit.js';
import { fit, passed, failed, unsure, ie, csep, gep, threshold, type FitCase } from './builders.js';

/** Ireland: Critical Skills and General Employment Permits. */
export const irelandCases: FitCase[] = [
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
];
