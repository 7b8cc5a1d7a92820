import { accountRefusal, type DataError } from '@globalhire/data';
import { applyCopy } from './applyCopy';

/** A failed application or upload, in words a candidate can act on. */
export function applyErrorMessage(
  error: Pick<DataError, 'code' | 'status' | 'message' | 'hint'>,
): string {
  if (error.code === '23505') return 'You have already applied to this job.';
  // The database says when the refusal is about the account, not the job.
  const refusal = accountRefusal(error);
  if (refusal === 'blocked') return applyCopy.reasons.blocked;
  if (refusal === 'pending_approval') return applyCopy.reasons.pendingApproval;
  if (error.code === '42501') return 'This job is no longer accepting applications.';
  if (error.status === 413) return 'The CV is too large. The maximum size is 5 MB.';
  if (error.status === 415)
    return 'This file type is not accepted. Please choose a PDF or Word document.';
  if (error.code === 'validation_failed') return error.message;
  return `Your application could not be sent. ${error.message}`;
}
