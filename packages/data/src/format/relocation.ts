import type { Tables } from '../database.types';
import { formatMoney } from './format';

export type RelocationPackage = Pick<
  Tables<'jobs'>,
  | 'relocation_flights'
  | 'relocation_housing_nights'
  | 'relocation_visa_fees'
  | 'relocation_family'
  | 'relocation_allowance'
  | 'relocation_allowance_currency'
>;

/** What a job's relocation package pays for, one line each: the job page and JobPosting data. */
export function relocationPackageItems(job: RelocationPackage): string[] {
  return [
    ...(job.relocation_flights ? ['Flights to the new country paid'] : []),
    ...(job.relocation_housing_nights
      ? [
          `Temporary housing for ${job.relocation_housing_nights} ${job.relocation_housing_nights === 1 ? 'night' : 'nights'}`,
        ]
      : []),
    ...(job.relocation_visa_fees ? ['Visa and legal fees paid'] : []),
    ...(job.relocation_family ? ['Family included in the package'] : []),
    ...(job.relocation_allowance != null && job.relocation_allowance_currency
      ? [
          `Relocation allowance of ${formatMoney(Number(job.relocation_allowance), job.relocation_allowance_currency)}`,
        ]
      : []),
  ];
}
