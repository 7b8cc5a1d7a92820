import type { VisaVerdict } from '../queries/visa-fit';

/** A verdict in words: what the panel, the chips, the applicant list and emails say. */
export const visaVerdictLabels: Record<VisaVerdict, string> = {
  no_visa_needed: 'No visa needed',
  treaty_route: 'Treaty route',
  likely_sponsorable: 'Likely sponsorable',
  salary_below_threshold: 'Salary below threshold',
  occupation_not_eligible: 'Occupation not eligible',
  employer_not_licensed: 'Employer not licensed',
  unknown: 'Visa fit unknown',
};
