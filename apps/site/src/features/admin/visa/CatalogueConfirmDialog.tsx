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
import { useReturnFocus } from './useReturnFocus';

export interface CatalogueConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** Why the last attempt failed, shown above the buttons; the dialog stays open. */
  error?: string | null;
  /** A field the confirmation needs (e.g. a reason), above the buttons. */
  children?: ReactNode;
  /** The tone of the confirming button: critical for retiring and revoking. */
  tone?: 'critical' | 'brand';
  /** Where focus goes once the dialog has closed if the button that opened it is gone. */
  focusAfterClose?: () => HTMLElement | null;
}

/**
 * Asks before a catalogue change (retire, revoke), as the account screens' ConfirmDialog does,
 * and says where focus lands when the row that asked has left the list.
 */
export function CatalogueConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  pending,
  error,
  children,
  tone = 'critical',
  focusAfterClose,
}: CatalogueConfirmDialogProps) {
  const returnFocus = useReturnFocus(focusAfterClose);
  return (
    <Dialog open={open} onOpenChange={(next) => (pending || next ? undefined : onClose())}>
      <DialogContent title={title} description={description} size="small" {...returnFocus}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
          noValidate
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
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" tone={tone} loading={pending} loadingLabel={pendingLabel}>
                {confirmLabel}
              </Button>
            </DialogFooter>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
