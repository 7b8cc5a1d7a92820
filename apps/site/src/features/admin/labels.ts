import type { ApplicationStatus, JobLifecycle, UserType } from '@globalhire/data';

/** The words the admin screens show for statuses and roles. */
export const lifecycleLabels: Record<JobLifecycle, string> = {
  active: 'Active',
  pending: 'Pending',
  expired: 'Expired',
  rejected: 'Rejected',
  draft: 'Draft',
  // Approved and inside its window, off the site while its company is blocked.
  blocked: 'Employer blocked',
};

export const employerStatusLabels = {
  pending: 'Pending',
  verified: 'Verified',
  premium: 'Premium',
} as const;
export const candidateStatusLabels = {
  active: 'Active',
  pending: 'Pending',
  blocked: 'Blocked',
} as const;
export const contentStatusLabels = { published: 'Published', draft: 'Draft' } as const;
export const contentKindLabels = { article: 'Blog', faq: 'FAQ' } as const;

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** The roles as people say them; the applicant role is stored as candidate. */
export const roleLabels: Record<UserType, string> = {
  admin: 'Admin',
  employer: 'Employer',
  candidate: 'Candidate',
  recruiter: 'Recruiter',
};

/** Select options for a set of values, led by 'All …' (value ''). */
export const optionsOf = <Value extends string>(all: string, labels: Record<Value, string>) => [
  { value: '', label: all },
  ...(Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label })),
];
