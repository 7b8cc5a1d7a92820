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

export const userTypes = ['admin', 'employer', 'candidate'] as const;
export type UserType = (typeof userTypes)[number];

/** Where each user type lands after sign-in (spec §6). */
export const dashboardPathByUserType: Record<UserType, string> = {
  admin: '/admin',
  employer: '/employer/dashboard',
  candidate: '/applicant/dashboard',
};

export const candidateStatuses = ['active', 'pending', 'blocked'] as const;
export const employerStatuses = ['pending', 'verified', 'premium'] as const;
export const contentStatuses = ['published', 'draft'] as const;
export const jobPageSize = 20;
