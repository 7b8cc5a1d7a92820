import { Column, Columns, TextInput } from '@globalhire/ui';
import { latestClosingDate, utcToday } from '@globalhire/data';
import type { useFormValues } from '../forms/useFormValues';
import type { JobFormValues } from './jobFormValues';

type JobFormState = ReturnType<typeof useFormValues<JobFormValues>>;

/** The first day a closing date may be: tomorrow (UTC, as the database counts days). */
const firstClosingDate = () => utcToday(new Date(Date.now() + 86_400_000));

/** How many people the job hires, and the last day to apply (both shown on the job page). */
export function ListingFields({ form }: { form: JobFormState }) {
  return (
    <Columns space="large" collapseBelow="tablet">
      <Column width="1/3">
        <TextInput
          label="Openings"
          inputMode="numeric"
          hint="How many people you are hiring, 1 to 999."
          {...form.field('openings')}
        />
      </Column>
      <Column>
        <TextInput
          label="Closing date"
          type="date"
          min={firstClosingDate()}
          max={latestClosingDate()}
          hint="Optional: the last day to apply. The job comes off the site at the end of this day (UTC), or when your plan's listing period ends, if that is sooner."
          {...form.field('closesOn')}
        />
      </Column>
    </Columns>
  );
}
