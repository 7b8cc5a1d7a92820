import { useState } from 'react';
import { Textarea } from '@globalhire/ui';
import { serviceValidationMessages, type Invoice } from '@globalhire/data';
import { CatalogueConfirmDialog } from '../visa/CatalogueConfirmDialog';
import { formatInvoiceAmount } from './serviceLabels';

export interface VoidInvoiceDialogProps {
  /** The invoice being voided; null when the dialog is closed. */
  invoice: Invoice | null;
  saving: boolean;
  /** Why the database refused the last attempt; the dialog stays open. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  focusAfterClose?: () => HTMLElement | null;
}

/** The void_reason column's limit. */
const reasonMaxLength = 500;

/**
 * Asks before voiding an issued invoice, with the reason the candidate is told. A void invoice
 * keeps its number (numbers are never reused) and can no longer be paid.
 */
export function VoidInvoiceDialog({
  invoice,
  saving,
  error,
  onConfirm,
  onClose,
  focusAfterClose,
}: VoidInvoiceDialogProps) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  // Opened for another invoice: the field starts empty again.
  const [openedFor, setOpenedFor] = useState(invoice?.id);
  if (invoice && invoice.id !== openedFor) {
    setOpenedFor(invoice.id);
    setReason('');
    setReasonError(undefined);
  }
  const close = () => {
    setReason('');
    setReasonError(undefined);
    onClose();
  };
  return (
    <CatalogueConfirmDialog
      open={invoice !== null}
      onClose={close}
      title={invoice ? `Void invoice ${invoice.number}?` : 'Void invoice?'}
      description={
        invoice
          ? `${formatInvoiceAmount(invoice.total, invoice.currency)} to ${invoice.bill_to_name}. The candidate no longer owes it and is told why; the number stays used. This cannot be undone.`
          : ''
      }
      confirmLabel="Void invoice"
      pendingLabel="Voiding..."
      pending={saving}
      error={error}
      focusAfterClose={focusAfterClose}
      onConfirm={() => {
        if (!reason.trim()) {
          setReasonError(serviceValidationMessages.voidReason);
          document.getElementById('void-reason')?.focus();
          return;
        }
        onConfirm(reason.trim());
      }}
    >
      <Textarea
        id="void-reason"
        label="Reason"
        required
        rows={3}
        maxLength={reasonMaxLength}
        hint="The candidate reads it, e.g. issued twice by mistake."
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.target.value);
          if (reasonError && event.target.value.trim()) setReasonError(undefined);
        }}
      />
    </CatalogueConfirmDialog>
  );
}
