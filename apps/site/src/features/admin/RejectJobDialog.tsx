import { useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Stack,
  Textarea,
} from '@globalhire/ui';
import type { AdminJob } from '@globalhire/data';

export interface RejectJobDialogProps {
  /** The job being rejected; null when the dialog is closed. */
  job: AdminJob | null;
  saving: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export const rejectReasonRequired = 'Give the employer a reason for rejecting the job.';
const reasonMaxLength = 1000;

/** Asks the admin why a job is rejected: the employer reads the reason in their notification and job list. */
export function RejectJobDialog({ job, saving, onConfirm, onClose }: RejectJobDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(rejectReasonRequired);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={job !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          setError(undefined);
          onClose();
        }
      }}
    >
      {job ? (
        <DialogContent
          title={`Reject "${job.title}"`}
          description="The employer is told the job was not approved, with your reason, and can edit it to submit it again."
        >
          <form onSubmit={submit} noValidate>
            <Stack space="large">
              <Textarea
                label="Reason for the employer"
                required
                maxLength={reasonMaxLength}
                value={reason}
                error={error}
                hint="For example: what to change before submitting it again."
                onChange={(event) => {
                  setReason(event.target.value);
                  if (error && event.target.value.trim()) setError(undefined);
                }}
              />
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="ghost" tone="neutral">
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" tone="critical" loading={saving} loadingLabel="Rejecting...">
                  Reject job
                </Button>
              </DialogFooter>
            </Stack>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
