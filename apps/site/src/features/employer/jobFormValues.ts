import {
  PROVINCE_COUNTRY,
  validationMessages,
  type EditableJob,
  type PostJobInput,
} from '@globalhire/data';

/** The post-job form as typed: every field a string or a checkbox, so nothing typed is lost. */
export type JobFormValues = {
  jobTitle: string;
  location: string;
  country: string;
  city: string;
  category: string;
  workType: string;
  employmentType: string;
  description: string;
  requirements: string;
  benefits: string;
  tags: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryPeriod: string;
  visaSponsorship: boolean;
  relocationSupport: boolean;
  companyInfo: string;
  /** The occupation chosen in the destination's classification: its code ('' for none). */
  occupationCode: string;
  /** What the occupation field shows while it is typed in; '' shows the chosen one. */
  occupationText: string;
  /** A Canadian job's province or territory (its code). */
  region: string;
  /** The hours an hourly wage is paid for each week. */
  weeklyHours: string;
  relocationFlights: boolean;
  relocationHousingNights: string;
  relocationVisaFees: boolean;
  relocationFamily: boolean;
  relocationAllowance: string;
  /** '' follows the salary's currency. */
  relocationAllowanceCurrency: string;
  relocationNotes: string;
  /** The last day to apply, 'YYYY-MM-DD'; '' for none (the plan's window ends the listing). */
  closesOn: string;
  openings: string;
};

export function emptyJobForm(companyName: string): JobFormValues {
  return {
    jobTitle: '',
    location: '',
    country: '',
    city: '',
    category: '',
    workType: 'on-site',
    employmentType: 'full-time',
    description: '',
    requirements: '',
    benefits: '',
    tags: '',
    salaryMin: '',
    salaryMax: '',
    salaryCurrency: 'USD',
    salaryPeriod: 'year',
    visaSponsorship: false,
    relocationSupport: false,
    companyInfo: companyName,
    occupationCode: '',
    occupationText: '',
    region: '',
    weeklyHours: '',
    relocationFlights: false,
    relocationHousingNights: '',
    relocationVisaFees: false,
    relocationFamily: false,
    relocationAllowance: '',
    relocationAllowanceCurrency: '',
    relocationNotes: '',
    closesOn: '',
    openings: '1',
  };
}

/** A stored number as the form shows it: 5000, not 5000.00; '' for none. */
const numberText = (value: number | string | null) => (value === null ? '' : String(Number(value)));

/** A stored job back into the form, for editing. */
export function jobFormFromJob(job: EditableJob, companyName: string): JobFormValues {
  return {
    ...emptyJobForm(companyName),
    jobTitle: job.title,
    location: job.location,
    country: job.country ?? '',
    city: job.city ?? '',
    category: job.category ?? '',
    workType: job.work_type,
    employmentType: job.employment_type,
    description: job.description,
    requirements: job.requirements.join('\n'),
    benefits: job.benefits.join('\n'),
    tags: job.tags.join(', '),
    salaryMin: job.salary_min != null ? String(job.salary_min) : '',
    salaryMax: job.salary_max != null ? String(job.salary_max) : '',
    salaryCurrency: job.salary_currency ?? 'USD',
    salaryPeriod: job.salary_period,
    visaSponsorship: job.visa_sponsorship,
    relocationSupport: job.relocation_support,
    occupationCode: job.occupation_code ?? '',
    region: job.region ?? '',
    weeklyHours: numberText(job.weekly_hours),
    relocationFlights: job.relocation_flights,
    relocationHousingNights: numberText(job.relocation_housing_nights),
    relocationVisaFees: job.relocation_visa_fees,
    relocationFamily: job.relocation_family,
    relocationAllowance: numberText(job.relocation_allowance),
    relocationAllowanceCurrency: job.relocation_allowance_currency ?? '',
    relocationNotes: job.relocation_notes ?? '',
    closesOn: job.closes_on ?? '',
    openings: String(job.openings),
  };
}

/** The allowance's currency: the one chosen, or else the salary's. */
export const allowanceCurrencyOf = (values: JobFormValues) =>
  values.relocationAllowanceCurrency || values.salaryCurrency;

/** One item a line; blank lines and stray spaces dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * What postJobSchema validates: lists split by line, the rest as typed (the schema trims and
 * converts). Fields the form hides are left out, though kept in the form should they show again:
 * the province outside Canada, the weekly hours of a salary not paid by the hour, and the
 * relocation package without relocation support.
 */
export function toPostJobInput(values: JobFormValues): PostJobInput {
  const relocation = values.relocationSupport;
  return {
    jobTitle: values.jobTitle,
    location: values.location,
    country: values.country,
    city: values.city,
    category: values.category as PostJobInput['category'],
    workType: values.workType as PostJobInput['workType'],
    employmentType: values.employmentType as PostJobInput['employmentType'],
    description: values.description,
    requirements: linesOf(values.requirements),
    benefits: linesOf(values.benefits),
    tags: values.tags,
    salaryMin: values.salaryMin,
    salaryMax: values.salaryMax,
    salaryCurrency: values.salaryCurrency,
    salaryPeriod: values.salaryPeriod as PostJobInput['salaryPeriod'],
    visaSponsorship: values.visaSponsorship,
    relocationSupport: values.relocationSupport,
    companyInfo: values.companyInfo,
    occupationCode: values.occupationCode,
    region: values.country === PROVINCE_COUNTRY ? values.region : '',
    weeklyHours: values.salaryPeriod === 'hour' ? values.weeklyHours : '',
    relocationFlights: relocation && values.relocationFlights,
    relocationHousingNights: relocation ? values.relocationHousingNights : '',
    relocationVisaFees: relocation && values.relocationVisaFees,
    relocationFamily: relocation && values.relocationFamily,
    relocationAllowance: relocation ? values.relocationAllowance : '',
    relocationAllowanceCurrency: relocation ? allowanceCurrencyOf(values) : '',
    relocationNotes: relocation ? values.relocationNotes : '',
    closesOn: values.closesOn,
    openings: values.openings,
  };
}

/**
 * What the schema cannot see, as field errors: an occupation typed but not chosen from the list
 * (only a chosen one has a code to save).
 */
export function jobFormProblems(values: JobFormValues): Record<string, string> {
  return values.occupationCode === '' && values.occupationText.trim() !== ''
    ? { occupationCode: validationMessages.occupation }
    : {};
}
