import type { ApplicationJobState } from '@globalhire/data';

const kept = 'Your application and its history are kept.';

/** Why a job the candidate applied to is no longer listed, said as it happened. */
export const applicationJobStateText: Record<ApplicationJobState, string> = {
  employer_suspended: `GlobalHire suspended this employer's account, so the job is no longer listed. ${kept}`,
  taken_down: `GlobalHire took this job off the site. ${kept}`,
  expired: `This job has expired. ${kept}`,
  in_review: `The employer changed this job and it is waiting for GlobalHire's review, so it is not listed for now. ${kept}`,
  closed: `The employer has closed this job. ${kept}`,
};

/** When the state could not be read: both possibilities, as before. */
export const applicationJobGoneText = `The employer has closed this job or it has expired. ${kept}`;

/** The same, for a saved job. */
export const savedJobStateText: Record<ApplicationJobState, string> = {
  employer_suspended:
    "GlobalHire suspended this employer's account, so the job is no longer listed.",
  taken_down: 'GlobalHire took this job off the site.',
  expired: 'This job has expired and no longer accepts applications.',
  in_review:
    "The employer changed this job and it is waiting for GlobalHire's review, so it is not listed for now.",
  closed: 'The employer has closed this job, so it is no longer listed.',
};
