export { StatusBadge, statusLabel } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
export {
  statusTones,
  statuses,
  jobStatuses,
  employerStatuses,
  candidateStatuses,
  contentStatuses,
  applicationStatuses,
  requestStatuses,
} from './statusTones';
export type {
  Status,
  JobStatus,
  EmployerStatus,
  CandidateStatus,
  ContentStatus,
  ApplicationStatus,
  RequestStatus,
} from './statusTones';
