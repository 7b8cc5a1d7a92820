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
import { useReturnFocus } from './useReturnFocus';
import { visaCatalogueMessages, type EmployerLicence } from '@globalhire/data';
import { licenceKindLabels } from './visaCatalogueLabels';

export interface RevokeLicenceDialogProps {
  /** The licence being revoked; null when the dialog is closed. */
  licence: EmployerLicence | null;
  saving: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** Where focus goes after closing when the Revoke button that opened it is gone. */
  focusAfterClose?: () => HTMLElement | null;
}

const reasonMaxLength = 1000;

/** Asks why a licence is revoked: the reason is kept on the licence, and the employer reads it. */
export function RevokeLicenceDialog({
  licence,
  saving,
  onConfirm,
  onClose,
  focusAfterClose,
}: RevokeLicenceDialogProps) {
  const returnFocus = useReturnFocus(focusAfterClose);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(visaCatalogueMessages.reasonRequired);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={licence !== null}
      onOpenChange={(open) => {
        if (!open && !saving) {
          setReason('');
          setError(undefined);
          onClose();
        }
      }}
    >
      {licence ? (
        <DialogContent
          {...returnFocus}
          title={`Revoke ${licence.employer?.company_name ?? 'the employer'}'s licence`}
          description={`The ${licenceKindLabels[licence.kind]} licence${licence.licence_number ? ` ${licence.licence_number}` : ''} stops counting for visa verdicts on the employer's jobs.`}
        >
          <form onSubmit={submit} noValidate>
            <Stack space="large">
              <Textarea
                label="Reason"
                required
                rows={4}
                maxLength={reasonMaxLength}
                value={reason}
                error={error}
                hint="What you checked, e.g. not on the register of licensed sponsors on today's date."
                onChange={(event) => {
                  setReason(event.target.value);
                  if (error && event.target.value.trim()) setError(undefined);
                }}
              />
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="ghost" tone="neutral" disabled={saving}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" tone="critical" loading={saving} loadingLabel="Revoking...">
                  Revoke licence
                </Button>
              </DialogFooter>
            </Stack>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
