import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Stack,
} from '@globalhire/ui';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  pending: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: string | null;
  /** Extra content between the description and the buttons (e.g. a typed confirmation). */
  children?: ReactNode;
  confirmDisabled?: boolean;
}

/** Asks before an action that cannot be undone; stays open (with the reason) when it fails. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  pending,
  error,
  children,
  confirmDisabled,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent title={title} description={description} size="small">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!confirmDisabled) onConfirm();
          }}
        >
          <Stack space="large">
            {children}
            {error ? (
              <Alert tone="critical" title="That did not work.">
                {error}
              </Alert>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="ghost" tone="neutral" disabled={pending}>
                  {cancelLabel}
                </Button>
              </DialogClose>
              <Button
                type="submit"
                tone="critical"
                loading={pending}
                loadingLabel={pendingLabel}
                disabled={confirmDisabled}
              >
                {confirmLabel}
              </Button>
            </DialogFooter>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
