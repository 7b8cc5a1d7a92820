import type { ApplicationStatus } from '@globalhire/data';

export interface PipelineMove {
  to: ApplicationStatus;
  /** The button's words, e.g. 'Shortlist'. */
  label: string;
}

/** The stages an employer moves a candidate through; rejected can happen at any of them. */
export const pipelineStages = [
  'new',
  'shortlisted',
  'interview',
  'offer',
  'hired',
] as const satisfies readonly ApplicationStatus[];

const forward: Partial<Record<ApplicationStatus, PipelineMove>> = {
  new: { to: 'shortlisted', label: 'Shortlist' },
  shortlisted: { to: 'interview', label: 'Invite to interview' },
  interview: { to: 'offer', label: 'Make offer' },
  offer: { to: 'hired', label: 'Mark as hired' },
};

/**
 * What an employer can do next with an application: the next stage and 'Reject' while it is in
 * the pipeline, 'Reconsider' (back to shortlisted) once rejected, nothing once hired or withdrawn.
 * At the offer stage the candidate's answer decides while an offer is open (it can only be
 * withdrawn, beside the offer); without one the employer makes a new offer or records the hire.
 * The database accepts any stage; this keeps the screen to the moves that make sense.
 */
export function nextMoves(status: ApplicationStatus, hasOpenOffer = false): PipelineMove[] {
  if (status === 'rejected') return [{ to: 'shortlisted', label: 'Reconsider' }];
  if (status === 'hired' || status === 'withdrawn') return [];
  const reject: PipelineMove = { to: 'rejected', label: 'Reject' };
  if (status === 'offer')
    return hasOpenOffer
      ? [reject]
      : [{ to: 'offer', label: 'Make offer' }, { to: 'hired', label: 'Mark as hired' }, reject];
  const next = forward[status];
  return [...(next ? [next] : []), reject];
}

/** Moves that cannot be taken back without the candidate noticing: asked for first. */
export const confirmedMoves: readonly ApplicationStatus[] = [
  'rejected',
  'hired',
] satisfies ApplicationStatus[];

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
