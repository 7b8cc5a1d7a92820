import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Stack,
  TextInput,
} from '@globalhire/ui';
import { fieldErrors, formatDate, paymentSchema, type Invoice } from '@globalhire/data';
import { useFocusFirstError } from '../../forms/useFocusFirstError';
import { useReturnFocus } from '../visa/useReturnFocus';
import { formatInvoiceAmount } from './serviceLabels';

export interface RecordPaymentDialogProps {
  /** The invoice being paid; null when the dialog is closed. */
  invoice: Invoice | null;
  saving: boolean;
  /** Why the database refused the last attempt; the dialog stays open. */
  error: string | null;
  onConfirm: (payment: { paidOn: string; reference: string }) => void;
  onClose: () => void;
  /** Where focus goes once the dialog has closed, when Record payment has left the row. */
  focusAfterClose?: () => HTMLElement | null;
}

function PaymentForm({
  saving,
  error,
  onConfirm,
}: Pick<RecordPaymentDialogProps, 'saving' | 'error' | 'onConfirm'>) {
  const [values, setValues] = useState({ paidOn: '', reference: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { formRef, focusFirstError } = useFocusFirstError();
  const set = (name: 'paidOn' | 'reference', value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = paymentSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstError();
      return;
    }
    onConfirm({ paidOn: parsed.data.paidOn, reference: parsed.data.reference });
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack space="large">
        {error ? (
          <Alert tone="critical" title="The payment was not recorded.">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="Date received"
          type="date"
          required
          hint="The day the transfer reached the account."
          value={values.paidOn}
          error={errors.paidOn}
          onChange={(event) => set('paidOn', event.target.value)}
        />
        <TextInput
          label="Bank reference"
          maxLength={200}
          hint="As the bank statement shows it, to find the transfer again."
          value={values.reference}
          error={errors.reference}
          onChange={(event) => set('reference', event.target.value)}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost" tone="neutral" disabled={saving}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" tone="positive" loading={saving} loadingLabel="Recording...">
            Record payment
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** Records a bank transfer received for an issued invoice: the day it arrived and its reference. */
export function RecordPaymentDialog({
  invoice,
  onClose,
  saving,
  focusAfterClose,
  ...props
}: RecordPaymentDialogProps) {
  const returnFocus = useReturnFocus(focusAfterClose);
  return (
    <Dialog open={invoice !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      {invoice ? (
        <DialogContent
          {...returnFocus}
          title={`Record payment: ${invoice.number}`}
          description={`${formatInvoiceAmount(invoice.total, invoice.currency)} from ${invoice.bill_to_name}, due ${formatDate(invoice.due_on)}. The invoice becomes paid and the candidate is told.`}
        >
          <PaymentForm saving={saving} {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
