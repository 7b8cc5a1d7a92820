import type { Database } from '@globalhire/data';
import type { Tone } from '@globalhire/ui';

type Enums = Database['public']['Enums'];

/** A status as a badge shows it: the words and the tone. */
export interface StatusLook {
  label: string;
  tone: Tone;
}

/** Visa case statuses: waiting is caution, moving is info, good outcomes positive, refusals critical. */
export const visaStatusLooks: Record<Enums['visa_case_status'], StatusLook> = {
  requested: { label: 'Requested', tone: 'info' },
  in_progress: { label: 'In Progress', tone: 'brand' },
  in_review: { label: 'In Review', tone: 'caution' },
  approved: { label: 'Approved', tone: 'positive' },
  refused: { label: 'Refused', tone: 'critical' },
  closed: { label: 'Closed', tone: 'neutral' },
};

export const interviewStatusLooks: Record<Enums['interview_status'], StatusLook> = {
  scheduled: { label: 'Scheduled', tone: 'info' },
  completed: { label: 'Completed', tone: 'positive' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const applicationStatusLabels: Record<Enums['application_status'], string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** Applications the candidate may still withdraw: decided ones (hired, rejected) and withdrawn ones are closed. */
export const isOpenApplication = (status: Enums['application_status']) =>
  status === 'new' || status === 'shortlisted' || status === 'interview' || status === 'offer';
