import type { AdminJob } from '@globalhire/data';
import { ReasonDialog } from './ReasonDialog';

export const takeDownReasonRequired = 'Give the employer a reason for taking the job down.';

export interface TakeDownJobDialogProps {
  /** The live job being taken down; null when the dialog is closed. */
  job: AdminJob | null;
  saving: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Takes one live job off the site, without blocking its company: the employer reads the reason. */
export function TakeDownJobDialog({ job, saving, onConfirm, onClose }: TakeDownJobDialogProps) {
  return (
    <ReasonDialog
      open={job !== null}
      title={job ? `Take down "${job.title}"?` : ''}
      description={`The job leaves the site at once. ${job?.company_name ?? 'The employer'} is told your reason in-app and by email and can edit the job to submit it again; its other jobs stay live.`}
      reasonLabel="Reason for the employer"
      reasonHint="For example: what in the advert breaks the rules."
      reasonRequired={takeDownReasonRequired}
      maxLength={1000}
      confirmLabel="Take down job"
      pendingLabel="Taking down..."
      saving={saving}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
