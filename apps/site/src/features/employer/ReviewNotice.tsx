import { Alert } from '@globalhire/ui';
import { employerMessages } from './employerMessages';

/** Next to Save, when the employer changed what visitors read of a live job (the database re-reviews it). */
export function ReviewNotice() {
  return (
    <Alert tone="caution" title={employerMessages.reviewNotice.title}>
      {employerMessages.reviewNotice.description}
    </Alert>
  );
}
