import type { ApplicationStatus } from '@globalhire/data';

export interface PipelineMove {
  to: ApplicationStatus;
  /** The button's words, e.g. 'Shortlist'. */
  label: string;
}

/** The stages an employer moves a candidate through; rejected can happen at any of them. */
export const pipelineStages = ['new', 'shortlisted', 'interview', 'offer', 'hired'] as const satisfies readonly ApplicationStatus[];

const forward: Partial<Record<ApplicationStatus, PipelineMove>> = {
  new: { to: 'shortlisted', label: 'Shortlist' },
  shortlisted: { to: 'interview', label: 'Invite to interview' },
  interview: { to: 'offer', label: 'Make offer' },
  offer: { to: 'hired', label: 'Mark as hired' },
};

/**
 * What an employer can do next with an application: the next stage and 'Reject' while it is in
 * the pipeline, 'Reconsider' (back to shortlisted) once rejected, nothing once hired or withdrawn.
 * The database accepts any stage; this keeps the screen to the moves that make sense.
 */
export function nextMoves(status: ApplicationStatus): PipelineMove[] {
  if (status === 'rejected') return [{ to: 'shortlisted', label: 'Reconsider' }];
  if (status === 'hired' || status === 'withdrawn') return [];
  const next = forward[status];
  return [...(next ? [next] : []), { to: 'rejected', label: 'Reject' }];
}

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
