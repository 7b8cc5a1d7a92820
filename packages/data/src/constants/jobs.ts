export const workTypes = [
  { value: 'remote', label: 'Remote' },
  { value: 'on-site', label: 'On-site' },
  { value: 'hybrid', label: 'Hybrid' },
] as const;
export type WorkType = (typeof workTypes)[number]['value'];

export const employmentTypes = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
  { value: 'contract', label: 'Contract' },
  { value: 'temporary', label: 'Temporary' },
  { value: 'internship', label: 'Internship' },
] as const;
export type EmploymentType = (typeof employmentTypes)[number]['value'];
export const DEFAULT_EMPLOYMENT_TYPE: EmploymentType = 'full-time';

export const salaryPeriods = [
  { value: 'year', label: 'per year' },
  { value: 'month', label: 'per month' },
  { value: 'hour', label: 'per hour' },
] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number]['value'];

/** The application pipeline an employer moves a candidate through; candidates may only withdraw. */
export const applicationStatuses = [
  'new',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Account types; recruiters are GlobalHire staff who apply for the candidates on their caseload. */
export const userTypes = ['admin', 'employer', 'candidate', 'recruiter'] as const;
export type UserType = (typeof userTypes)[number];

/** Where each user type lands after sign-in (spec §6). */
export const dashboardPathByUserType: Record<UserType, string> = {
  admin: '/admin',
  employer: '/employer/dashboard',
  candidate: '/applicant/dashboard',
  recruiter: '/recruiter',
};

export const candidateStatuses = ['active', 'pending', 'blocked'] as const;
export const employerStatuses = ['pending', 'verified', 'premium'] as const;
export const contentStatuses = ['published', 'draft'] as const;
export const jobPageSize = 20;

/** How /jobs orders results: by relevance (the default with a keyword), newest first, or salary high→low. */
export const jobSorts = ['relevance', 'newest', 'salary'] as const;
export type JobSort = (typeof jobSorts)[number];

export const postedWithinOptions = [
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
] as const;
export type PostedWithin = (typeof postedWithinOptions)[number]['value'];

/**
 * The currencies with a seeded exchange rate (public.exchange_rates): the six countries' own,
 * the other salary currencies of the catalogue, and the majors a visitor may think in.
 */
export const supportedCurrencies = [
  'USD',
  'GBP',
  'EUR',
  'CAD',
  'AUD',
  'NZD',
  'JPY',
  'CHF',
  'SGD',
  'AED',
  'INR',
  'ZAR',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'HKD',
  'CNY',
] as const;
export type SupportedCurrency = (typeof supportedCurrencies)[number];

/** Salaries are compared per year: a month is ×12, an hour ×2080 (40 hours × 52 weeks). */
export const annualSalaryFactors = { year: 1, month: 12, hour: 2080 } as const;
