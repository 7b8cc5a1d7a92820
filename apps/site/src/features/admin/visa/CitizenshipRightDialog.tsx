import { Dialog, DialogContent, Select, TextInput, Textarea } from '@globalhire/ui';
import {
  checkVisaCitizenshipRight,
  countryLabel,
  saveVisaCitizenshipRight,
  type VisaCitizenshipRight,
  type VisaCitizenshipRightForm,
  type VisaRoute,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { useReturnFocus } from './useReturnFocus';
import {
  citizenshipLabel,
  citizenshipOptions,
  destinationOptions,
  rightKindLabels,
} from './visaCatalogueLabels';
import * as styles from './visaCatalogue.css';
import { CatalogueForm, useCatalogueForm } from './CatalogueForm';

/** What the dialog edits: a new right, or one of the list. */
export type CitizenshipRightDraft = { right: VisaCitizenshipRight | null };

const rightKindOptions = [
  { value: 'free_movement', label: `${rightKindLabels.free_movement}: no work permission needed` },
  { value: 'treaty', label: `${rightKindLabels.treaty}: a simpler route with an employer` },
];

function CitizenshipRightForm({
  right,
  routes,
  onSaved,
}: {
  right: VisaCitizenshipRight | null;
  routes: readonly VisaRoute[];
  onSaved: (saved: VisaCitizenshipRight) => void;
}) {
  const client = useSupabase();
  const form = useCatalogueForm({
    initial: (): VisaCitizenshipRightForm => ({
      destination: right?.destination ?? '',
      citizenship: right?.citizenship ?? '',
      right_kind: right?.right_kind ?? 'free_movement',
      route_id: right?.route_id ? String(right.route_id) : '',
      basis: right?.basis ?? '',
      conditions: right?.conditions ?? '',
      source_url: right?.source_url ?? '',
      source_date: right?.source_date ?? '',
    }),
    check: checkVisaCitizenshipRight,
    save: async (values: VisaCitizenshipRightForm) =>
      unwrap(await saveVisaCitizenshipRight(client, right?.id ?? null, values)),
    onSaved,
  });
  const { values, errors, setValue, field, initial, formRef, submit, mutation } = form;
  // A treaty right opens one of the destination's routes (the right's own, even if retired).
  const routeChoices = routes.filter(
    (route) =>
      route.destination === values.destination &&
      (route.retired_at === null || String(route.id) === initial.route_id),
  );
  return (
    <CatalogueForm
      formRef={formRef}
      onSubmit={submit}
      mutation={mutation}
      errorTitle="The right was not saved."
      submitLabel={right ? 'Save right' : 'Add right'}
    >
      <Select
        label="Destination"
        required
        placeholder="Choose a destination"
        options={destinationOptions().slice(1)}
        value={values.destination}
        error={errors.destination}
        onChange={(event) => {
          setValue('destination', event.target.value);
          setValue('route_id', '');
        }}
      />
      <Select
        label="Citizenship"
        required
        placeholder="Choose a citizenship"
        options={citizenshipOptions}
        value={values.citizenship}
        error={errors.citizenship}
        onChange={(event) => setValue('citizenship', event.target.value)}
      />
      <Select
        className={styles.wholeRow}
        label="Right"
        required
        options={rightKindOptions}
        value={values.right_kind}
        error={errors.right_kind}
        onChange={(event) => setValue('right_kind', event.target.value)}
      />
      {values.right_kind === 'treaty' ? (
        <Select
          className={styles.wholeRow}
          label="Treaty route"
          required
          placeholder={values.destination ? 'Choose a route' : 'Choose the destination first'}
          options={routeChoices.map((route) => ({
            value: String(route.id),
            label: route.name,
          }))}
          value={values.route_id}
          error={errors.route_id}
          onChange={(event) => setValue('route_id', event.target.value)}
        />
      ) : null}
      <TextInput
        className={styles.wholeRow}
        label="Basis"
        required
        maxLength={300}
        hint='What the right rests on, e.g. "Common Travel Area".'
        {...field('basis')}
      />
      <Textarea
        className={styles.wholeRow}
        label="Conditions"
        rows={2}
        maxLength={1000}
        hint="What the job or the person must still meet, if anything."
        {...field('conditions')}
      />
      <TextInput
        className={styles.wholeRow}
        label="Source URL"
        type="url"
        required
        {...field('source_url')}
      />
      <TextInput label="Source date" type="date" required {...field('source_date')} />
    </CatalogueForm>
  );
}

/** Adds a citizenship's right in a destination, or edits one. */
export function CitizenshipRightDialog({
  draft,
  routes,
  onClose,
  onSaved,
}: {
  draft: CitizenshipRightDraft | null;
  routes: readonly VisaRoute[];
  onClose: () => void;
  onSaved: (saved: VisaCitizenshipRight) => void;
}) {
  const returnFocus = useReturnFocus();
  const right = draft?.right ?? null;
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      {draft ? (
        <DialogContent
          {...returnFocus}
          size="large"
          title={right ? 'Edit right' : 'Add a right'}
          description={
            right
              ? `${citizenshipLabel(right.citizenship)} in ${countryLabel(right.destination)}.`
              : 'A citizenship that needs no work permission in a destination, or that opens a treaty route there.'
          }
        >
          <CitizenshipRightForm right={right} routes={routes} onSaved={onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
