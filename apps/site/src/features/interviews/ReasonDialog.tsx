import { useState } from 'react';
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
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  hint?: string;
  /** Shown at the field when it is left empty; the text is optional when absent. */
  requiredMessage?: string;
  confirmLabel: string;
  pendingLabel: string;
  tone?: 'critical' | 'brand';
  pending: boolean;
  /** Why the last attempt failed (e.g. the other party changed the interview first). */
  error?: string | null;
  onConfirm: (text: string) => void;
}

/** A short message with an action: a decline reason, a request for another time, a cancellation reason. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  hint,
  requiredMessage,
  confirmLabel,
  pendingLabel,
  tone = 'brand',
  pending,
  error,
  onConfirm,
}: ReasonDialogProps) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState('');
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent title={title} description={description} size="small">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (requiredMessage && !text.trim()) {
              setFieldError(requiredMessage);
              return;
            }
            onConfirm(text.trim());
          }}
        >
          <Stack space="large">
            <Textarea
              label={label}
              hint={hint}
              required={Boolean(requiredMessage)}
              rows={3}
              maxLength={1000}
              value={text}
              error={fieldError || undefined}
              onChange={(event) => {
                setText(event.target.value);
                setFieldError('');
              }}
            />
            {error ? (
              <Alert tone="critical" title="Nothing was saved.">
                {error}
              </Alert>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="ghost" tone="neutral" disabled={pending}>
                  Close
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
