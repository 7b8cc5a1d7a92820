import type { Tone } from '@globalhire/ui';
import type { VisaCaseStage, VisaDocumentStatus, VisaStepOwner } from '@globalhire/data';

export interface VisaLook {
  label: string;
  tone: Tone;
}

/** Where a case stands on the admin list. */
export const visaStageLooks: Record<VisaCaseStage, VisaLook> = {
  new: { label: 'New', tone: 'info' },
  in_progress: { label: 'In progress', tone: 'brand' },
  waiting_on_candidate: { label: 'Waiting on the candidate', tone: 'caution' },
  done: { label: 'Done', tone: 'positive' },
};

export const visaStageLabels = Object.fromEntries(
  Object.entries(visaStageLooks).map(([stage, look]) => [stage, look.label]),
) as Record<VisaCaseStage, string>;

/** A requested document's state, as both the admin and the candidate see it. */
export const visaDocumentLooks: Record<VisaDocumentStatus, VisaLook> = {
  requested: { label: 'Requested', tone: 'caution' },
  uploaded: { label: 'Uploaded, awaiting check', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'positive' },
  rejected: { label: 'Rejected', tone: 'critical' },
};

/** Who does a step. */
export const visaStepOwnerLabels: Record<VisaStepOwner, string> = {
  candidate: 'Candidate',
  employer: 'Employer',
  globalhire: 'GlobalHire',
};

export const personName = (first: string | null, last: string | null, fallback = '—') =>
  [first, last].filter(Boolean).join(' ') || fallback;
