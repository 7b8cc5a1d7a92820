import type { Tone } from '../../theme/tokens';

/** The statuses of spec §4, grouped by what they describe. */
export const jobStatuses = ['active', 'pending', 'expired', 'draft'] as const;
export const employerStatuses = ['premium', 'verified', 'pending'] as const;
export const candidateStatuses = ['active', 'pending', 'blocked'] as const;
export const contentStatuses = ['published', 'draft'] as const;
export const applicationStatuses = [
  'new',
  'shortlisted',
  'interview',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
] as const;
/** Requests that someone approves (plan upgrades, verification): lifecycle beyond the shown screens. */
export const requestStatuses = [
  'requested',
  'pending',
  'approved',
  'rejected',
  'cancelled',
] as const;

export type JobStatus = (typeof jobStatuses)[number];
export type EmployerStatus = (typeof employerStatuses)[number];
export type CandidateStatus = (typeof candidateStatuses)[number];
export type ContentStatus = (typeof contentStatuses)[number];
export type ApplicationStatus = (typeof applicationStatuses)[number];
export type RequestStatus = (typeof requestStatuses)[number];
export type Status =
  JobStatus | EmployerStatus | CandidateStatus | ContentStatus | ApplicationStatus | RequestStatus;

/**
 * The tone of every status. Good outcomes are positive, waiting is caution, stopped or refused
 * is critical, finished or inactive is neutral, and stages in progress are brand or info.
 */
export const statusTones = {
  active: 'positive',
  pending: 'caution',
  expired: 'neutral',
  draft: 'neutral',
  premium: 'brand',
  verified: 'positive',
  blocked: 'critical',
  published: 'positive',
  new: 'info',
  shortlisted: 'brand',
  interview: 'info',
  offer: 'brand',
  hired: 'positive',
  rejected: 'critical',
  withdrawn: 'neutral',
  requested: 'info',
  approved: 'positive',
  cancelled: 'neutral',
} as const satisfies Record<Status, Tone>;

/** Every status, in display order (the keys of `statusTones`). */
export const statuses = /* @__PURE__ */ Object.keys(statusTones) as Status[];
