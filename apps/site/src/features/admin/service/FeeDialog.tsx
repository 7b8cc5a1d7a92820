import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Checkbox, Dialog, DialogContent, Select, TextInput, Textarea } from '@globalhire/ui';
import { updateServiceFee, type ServiceFee } from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { useFocusFirstError } from '../../forms/useFocusFirstError';
import { useFormValues } from '../../forms/useFormValues';
import { CatalogueForm } from '../visa/CatalogueForm';
import { useReturnFocus } from '../visa/useReturnFocus';
import { currencyOptions } from '../visa/visaCatalogueLabels';
import { checkFee, feeFormOf } from './serviceForms';
import { feeTriggerLabels } from './serviceLabels';
import * as styles from '../visa/visaCatalogue.css';

function FeeForm({ fee, onSaved }: { fee: ServiceFee; onSaved: (saved: ServiceFee) => void }) {
  const client = useSupabase();
  const [initial] = useState(() => feeFormOf(fee));
  const { values, errors, setErrors, field, checkbox, setValue } = useFormValues(initial);
  const { formRef, focusFirstError } = useFocusFirstError();
  const save = useMutation({
    mutationFn: async (changes: NonNullable<ReturnType<typeof checkFee>['values']>) =>
      unwrap(await updateServiceFee(client, fee.code, changes)),
    onSuccess: onSaved,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkFee(values);
    if (result.errors) {
      setErrors(result.errors);
      focusFirstError();
      return;
    }
    save.mutate(result.values);
  };
  // The fee's own currency stays a choice even when the site's list does not name it.
  const currencies = currencyOptions.some((option) => option.value === fee.currency)
    ? currencyOptions
    : [{ value: fee.currency, label: fee.currency }, ...currencyOptions];

  return (
    <CatalogueForm
      formRef={formRef}
      onSubmit={submit}
      mutation={save}
      errorTitle="The fee was not saved."
      submitLabel="Save fee"
    >
      <TextInput
        className={styles.wholeRow}
        label="Name"
        required
        maxLength={100}
        {...field('label')}
      />
      <Textarea
        className={styles.wholeRow}
        label="Description"
        rows={3}
        maxLength={1000}
        hint="What candidates read on the fees page and their service page."
        {...field('description')}
      />
      <TextInput
        label="Amount"
        required
        inputMode="decimal"
        hint={fee.unit === 'once' ? 'Charged once.' : `Charged per ${fee.unit}.`}
        {...field('amount')}
      />
      <Select
        label="Currency"
        required
        options={currencies}
        value={values.currency}
        error={errors.currency}
        onChange={(event) => setValue('currency', event.target.value)}
      />
      <TextInput
        label="Tax rate (%)"
        required
        inputMode="decimal"
        hint="Added to the amount on each invoice; 0 for none."
        {...field('tax_rate')}
      />
      <Checkbox
        className={styles.wholeRow}
        label="Offered"
        hint="A fee not offered is never charged, and candidates cannot order it."
        {...checkbox('active')}
      />
    </CatalogueForm>
  );
}

/**
 * Edits a fee's words, amount, currency, tax rate and whether it is offered. What makes the fee
 * due is fixed (the database refuses to change it): the dialog says it, read-only.
 */
export function FeeDialog({
  fee,
  onClose,
  onSaved,
}: {
  fee: ServiceFee | null;
  onClose: () => void;
  onSaved: (saved: ServiceFee) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={fee !== null} onOpenChange={(open) => !open && onClose()}>
      {fee ? (
        <DialogContent
          {...returnFocus}
          size="large"
          title={`Edit fee: ${fee.label}`}
          description={`Charged: ${feeTriggerLabels[fee.charged_on].toLowerCase()}${fee.finds_work ? ', unless a restriction waives it' : ''}. Invoices already issued keep their amounts.`}
        >
          <FeeForm fee={fee} onSaved={onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
