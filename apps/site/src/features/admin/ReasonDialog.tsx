import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Stack,
  Textarea,
} from '@globalhire/ui';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** What the action does to whom, said before the admin confirms. */
  description: ReactNode;
  reasonLabel: string;
  reasonHint?: string;
  /** Shown when the admin confirms without a reason. */
  reasonRequired: string;
  maxLength: number;
  confirmLabel: string;
  pendingLabel: string;
  saving: boolean;
  /** Why the last attempt failed (the database's words). */
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Asks for a reason, then for confirmation, before an action that falls on someone else (blocking
 * an account, taking a job down): the person concerned reads the reason.
 */
export function ReasonDialog({
  open,
  title,
  description,
  saving,
  onClose,
  ...form
}: ReasonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !saving && onClose()}>
      {/* Mounted only while open, so each opening starts with an empty reason. */}
      {open ? (
        <DialogContent title={title} description={description}>
          <ReasonForm saving={saving} {...form} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function ReasonForm({
  reasonLabel,
  reasonHint,
  reasonRequired,
  maxLength,
  confirmLabel,
  pendingLabel,
  saving,
  error,
  onConfirm,
}: Omit<ReasonDialogProps, 'open' | 'title' | 'description' | 'onClose'>) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(reasonRequired);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="large">
        <Textarea
          label={reasonLabel}
          required
          maxLength={maxLength}
          value={reason}
          error={missing}
          hint={reasonHint}
          onChange={(event) => {
            setReason(event.target.value);
            if (missing && event.target.value.trim()) setMissing(undefined);
          }}
        />
        {error ? (
          <Alert tone="critical" title="That did not work.">
            {error}
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost" tone="neutral" disabled={saving}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" tone="critical" loading={saving} loadingLabel={pendingLabel}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}
