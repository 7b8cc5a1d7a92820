import type { EditableJob, PostJobInput } from '@globalhire/data';

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
  };
}

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
  };
}

/** One item a line; blank lines and stray spaces dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What postJobSchema validates: lists split by line, the rest as typed (the schema trims and converts). */
export function toPostJobInput(values: JobFormValues): PostJobInput {
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
  };
}

/** Currencies offered for salaries: the target countries' and the common international ones. */
export const salaryCurrencies = [
  'USD',
  'CAD',
  'GBP',
  'EUR',
  'AUD',
  'NZD',
  'CHF',
  'SGD',
  'AED',
  'INR',
] as const;
