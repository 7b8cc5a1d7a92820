import { useId } from 'react';
import {
  Checkbox,
  Column,
  Columns,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@globalhire/ui';
import type { useFormValues } from '../forms/useFormValues';
import { allowanceCurrencyOf, type JobFormValues } from './jobFormValues';
import { currencyOptionsWith, useSalaryCurrencies } from './salaryCurrencies';
import * as styles from './JobForm.css';

type JobFormState = ReturnType<typeof useFormValues<JobFormValues>>;

/** What the relocation support pays for: shown once relocation support is offered. */
export function RelocationPackageFields({ form }: { form: JobFormState }) {
  const descriptionId = useId();
  const currencies = useSalaryCurrencies();
  return (
    <fieldset className={styles.relocationPackage} aria-describedby={descriptionId}>
      <legend className={styles.legend}>Relocation package</legend>
      <Stack space="large">
        <Text id={descriptionId} tone="muted" size="small">
          What your relocation support pays for. Candidates read it on the job page; every part is
          optional.
        </Text>
        <Stack space="small">
          <Checkbox label="Flights to the new country" {...form.checkbox('relocationFlights')} />
          <Checkbox label="Visa and legal fees" {...form.checkbox('relocationVisaFees')} />
          <Checkbox label="Family included in the package" {...form.checkbox('relocationFamily')} />
        </Stack>
        <Columns space="large" collapseBelow="tablet">
          <Column>
            <TextInput
              label="Nights of temporary housing"
              inputMode="numeric"
              {...form.field('relocationHousingNights')}
            />
          </Column>
          <Column>
            <TextInput
              label="Relocation allowance"
              inputMode="decimal"
              {...form.field('relocationAllowance')}
            />
          </Column>
          <Column>
            <Select
              label="Allowance currency"
              options={currencyOptionsWith(currencies.data, allowanceCurrencyOf(form.values))}
              name="relocationAllowanceCurrency"
              value={allowanceCurrencyOf(form.values)}
              onChange={(event) => form.setValue('relocationAllowanceCurrency', event.target.value)}
              error={form.errors.relocationAllowanceCurrency}
            />
          </Column>
        </Columns>
        <Textarea
          label="Relocation notes"
          rows={3}
          hint="Anything else that helps with the move, e.g. help finding a home or opening a bank account."
          {...form.field('relocationNotes')}
        />
      </Stack>
    </fieldset>
  );
}
