import { Dialog, DialogContent, Select, TextInput, Textarea } from '@globalhire/ui';
import { useReturnFocus } from './useReturnFocus';
import {
  checkVisaThreshold,
  saveVisaThreshold,
  type VisaRoute,
  type VisaThreshold,
  type VisaThresholdForm,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { currencyOptions, periodOptions, routeOptionLabel } from './visaCatalogueLabels';
import * as styles from './visaCatalogue.css';
import { CatalogueForm, useCatalogueForm } from './CatalogueForm';

/** What the dialog edits: a new figure, or one of the list. */
export type ThresholdDraft = { figure: VisaThreshold | null };

const text = (value: number | string | null) => (value === null ? '' : String(value));

const formOf = (figure: VisaThreshold | null): VisaThresholdForm => ({
  route_id: text(figure?.route_id ?? null),
  label: figure?.label ?? '',
  tier: figure?.tier ?? 'general',
  region: figure?.region ?? '',
  amount: text(figure?.amount ?? null),
  currency: figure?.currency ?? '',
  period: figure?.period ?? 'year',
  hours_basis: text(figure?.hours_basis ?? null),
  max_weekly_hours: text(figure?.max_weekly_hours ?? null),
  effective_from: figure?.effective_from ?? '',
  effective_to: figure?.effective_to ?? '',
  source_url: figure?.source_url ?? '',
  source_date: figure?.source_date ?? '',
  note: figure?.note ?? '',
});

function ThresholdForm({
  figure,
  routes,
  onSaved,
}: {
  figure: VisaThreshold | null;
  routes: readonly VisaRoute[];
  onSaved: (saved: VisaThreshold) => void;
}) {
  const client = useSupabase();
  const form = useCatalogueForm({
    initial: () => formOf(figure),
    check: checkVisaThreshold,
    save: async (values: VisaThresholdForm) =>
      unwrap(await saveVisaThreshold(client, figure?.id ?? null, values)),
    onSaved,
  });
  const { values, errors, setValue, field, formRef, submit, mutation } = form;
  // Routes in use, and the figure's own route even if it was retired since.
  const routeOptions = routes
    .filter((route) => route.retired_at === null || route.id === figure?.route_id)
    .map((route) => ({ value: String(route.id), label: routeOptionLabel(route) }));

  return (
    <CatalogueForm
      formRef={formRef}
      onSubmit={submit}
      mutation={mutation}
      errorTitle="The figure was not saved."
      submitLabel={figure ? 'Save figure' : 'Add figure'}
    >
      <Select
        className={styles.wholeRow}
        label="Route"
        required
        placeholder="Choose a route"
        options={routeOptions}
        value={values.route_id}
        error={errors.route_id}
        onChange={(event) => setValue('route_id', event.target.value)}
      />
      <TextInput
        className={styles.wholeRow}
        label="Label"
        required
        maxLength={200}
        hint='As the source names it, e.g. "Skilled Worker general threshold".'
        {...field('label')}
      />
      <TextInput
        label="Tier"
        required
        hint="general, or the tier an occupation names on the route."
        {...field('tier')}
      />
      <TextInput
        label="Region"
        hint="A province or state code, e.g. ON; empty for the whole country."
        maxLength={3}
        {...field('region')}
      />
      <TextInput label="Amount" required inputMode="decimal" {...field('amount')} />
      <Select
        label="Currency"
        required
        placeholder="Choose a currency"
        options={currencyOptions}
        value={values.currency}
        error={errors.currency}
        onChange={(event) => setValue('currency', event.target.value)}
      />
      <Select
        label="Period"
        required
        options={periodOptions}
        value={values.period}
        error={errors.period}
        onChange={(event) => setValue('period', event.target.value)}
      />
      <TextInput
        label="Hours basis"
        inputMode="decimal"
        hint="Hours a week an hourly wage is counted for when the job does not say."
        {...field('hours_basis')}
      />
      <TextInput
        label="Max weekly hours"
        inputMode="decimal"
        hint="The most hours a week that count, if the route caps them."
        {...field('max_weekly_hours')}
      />
      <TextInput label="Effective from" type="date" required {...field('effective_from')} />
      <TextInput
        label="Effective to"
        type="date"
        hint="The figure's last day; empty while it applies."
        {...field('effective_to')}
      />
      <TextInput
        className={styles.wholeRow}
        label="Source URL"
        type="url"
        required
        hint="The page the figure comes from, starting with https://."
        {...field('source_url')}
      />
      <TextInput
        label="Source date"
        type="date"
        required
        hint="The date the source gives for the figure."
        {...field('source_date')}
      />
      <Textarea
        className={styles.wholeRow}
        label="Note"
        rows={3}
        maxLength={1000}
        hint="What a candidate or an admin should know, e.g. discounts or the previous figure."
        {...field('note')}
      />
    </CatalogueForm>
  );
}

/**
 * Adds a salary figure or edits one. Each field says what is wrong beside it; a save the
 * database refuses (dates overlapping another figure) says why above the fields, and what was
 * typed stays.
 */
export function ThresholdDialog({
  draft,
  routes,
  onClose,
  onSaved,
}: {
  draft: ThresholdDraft | null;
  routes: readonly VisaRoute[];
  onClose: () => void;
  onSaved: (saved: VisaThreshold) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      {draft ? (
        <DialogContent
          {...returnFocus}
          size="large"
          title={draft.figure ? 'Edit figure' : 'Add a figure'}
          description={
            draft.figure
              ? `${draft.figure.label}, ${draft.figure.route.name}. To change a figure from a date on, end this one the day before and add the new one.`
              : 'A salary a route requires, from the official page. Only one figure of a route, tier and region may apply on any date.'
          }
        >
          <ThresholdForm figure={draft.figure} routes={routes} onSaved={onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
