import { Column, Columns, Heading, Select, TextInput } from '@globalhire/ui';
import { salaryPeriods } from '@globalhire/data';
import type { useFormValues } from '../forms/useFormValues';
import type { JobFormValues } from './jobFormValues';
import { currencyOptionsWith, useSalaryCurrencies } from './salaryCurrencies';

type JobFormState = ReturnType<typeof useFormValues<JobFormValues>>;

/** The salary range, its currency (any the catalogue has a rate for) and period; hours a week for a wage. */
export function SalaryFields({ form }: { form: JobFormState }) {
  const currencies = useSalaryCurrencies();
  const select = (name: 'salaryCurrency' | 'salaryPeriod') => ({
    name,
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
    error: form.errors[name],
  });
  return (
    <>
      <Heading level={3} as="h2">
        Salary (optional)
      </Heading>
      <Columns space="large" collapseBelow="tablet">
        <Column>
          <TextInput label="Minimum salary" inputMode="numeric" {...form.field('salaryMin')} />
        </Column>
        <Column>
          <TextInput label="Maximum salary" inputMode="numeric" {...form.field('salaryMax')} />
        </Column>
        <Column>
          <Select
            label="Currency"
            options={currencyOptionsWith(currencies.data, form.values.salaryCurrency)}
            {...select('salaryCurrency')}
          />
        </Column>
        <Column>
          <Select label="Paid" options={salaryPeriods} {...select('salaryPeriod')} />
        </Column>
      </Columns>
      {form.values.salaryPeriod === 'hour' ? (
        <Columns space="large" collapseBelow="tablet">
          <Column width="1/4">
            <TextInput
              label="Hours a week"
              inputMode="decimal"
              hint="The hours the wage pays for."
              {...form.field('weeklyHours')}
            />
          </Column>
        </Columns>
      ) : null}
    </>
  );
}
