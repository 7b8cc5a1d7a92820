import { Alert, Dialog, DialogContent, Select, TextInput, Textarea } from '@globalhire/ui';
import {
  checkVisaOccupation,
  checkVisaStanding,
  occupationClassifications,
  occupationStandings,
  saveVisaOccupation,
  setVisaOccupationStanding,
  type VisaOccupation,
  type VisaOccupationForm,
  type VisaOccupationStanding,
  type VisaRoute,
  type VisaStandingForm,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { useReturnFocus } from './useReturnFocus';
import { classificationLabels, routeOptionLabel, standingLabels } from './visaCatalogueLabels';
import * as styles from './visaCatalogue.css';
import { CatalogueForm, useCatalogueForm } from './CatalogueForm';

const classificationOptions = occupationClassifications.map((value) => ({
  value,
  label: classificationLabels[value],
}));
const skillLevelOptions = [
  { value: '', label: 'None' },
  ...[1, 2, 3, 4, 5].map((level) => ({
    value: String(level),
    label: level === 1 ? '1 (highest)' : level === 5 ? '5 (lowest)' : String(level),
  })),
];
const standingOptions = occupationStandings.map((value) => ({
  value,
  label: standingLabels[value],
}));

/** What the occupation dialog edits: a new occupation, or one of the list. */
export type OccupationDraft = { occupation: VisaOccupation | null };

function OccupationForm({
  occupation,
  onSaved,
}: {
  occupation: VisaOccupation | null;
  onSaved: (saved: VisaOccupation) => void;
}) {
  const client = useSupabase();
  const form = useCatalogueForm({
    initial: (): VisaOccupationForm => ({
      classification: occupation?.classification ?? '',
      code: occupation?.code ?? '',
      title: occupation?.title ?? '',
      skill_level: occupation?.skill_level ? String(occupation.skill_level) : '',
    }),
    check: checkVisaOccupation,
    save: async (values: VisaOccupationForm) =>
      unwrap(await saveVisaOccupation(client, occupation?.id ?? null, values)),
    onSaved,
  });
  const { values, errors, setValue, field, formRef, submit, mutation } = form;
  // Standings and jobs refer to the code: an occupation keeps its classification and code.
  const editing = occupation !== null;
  return (
    <CatalogueForm
      formRef={formRef}
      onSubmit={submit}
      mutation={mutation}
      errorTitle="The occupation was not saved."
      submitLabel={editing ? 'Save occupation' : 'Add occupation'}
    >
      <Select
        label="Classification"
        required
        placeholder="Choose a classification"
        options={classificationOptions}
        disabled={editing}
        value={values.classification}
        error={errors.classification}
        onChange={(event) => setValue('classification', event.target.value)}
      />
      <TextInput
        label="Code"
        required
        maxLength={12}
        disabled={editing}
        hint={editing ? 'Codes do not change: retire this one and add the new code.' : undefined}
        {...field('code')}
      />
      <TextInput
        className={styles.wholeRow}
        label="Title"
        required
        maxLength={300}
        {...field('title')}
      />
      <Select
        label="Skill level"
        hint="ANZSCO's skill level; None for other classifications."
        options={skillLevelOptions}
        value={values.skill_level}
        error={errors.skill_level}
        onChange={(event) => setValue('skill_level', event.target.value)}
      />
    </CatalogueForm>
  );
}

/** Adds an occupation code of a classification, or edits one's title and skill level. */
export function OccupationDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft: OccupationDraft | null;
  onClose: () => void;
  onSaved: (saved: VisaOccupation) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      {draft ? (
        <DialogContent
          {...returnFocus}
          title={draft.occupation ? 'Edit occupation' : 'Add an occupation'}
          description={
            draft.occupation
              ? `${classificationLabels[draft.occupation.classification]} ${draft.occupation.code}.`
              : 'A code of the classification a route reads, as the official list gives it.'
          }
        >
          <OccupationForm occupation={draft.occupation} onSaved={onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

const standingFormOf = (standing: VisaOccupationStanding | undefined, routeId: string) => ({
  route_id: routeId,
  standing: standing?.standing ?? '',
  tier: standing?.tier ?? 'general',
  list_name: standing?.list_name ?? '',
  note: standing?.note ?? '',
});

function StandingForm({
  occupation,
  routes,
  onSaved,
}: {
  occupation: VisaOccupation;
  routes: readonly VisaRoute[];
  onSaved: (saved: VisaOccupationStanding) => void;
}) {
  const client = useSupabase();
  // Routes that read this occupation's classification.
  const choices = routes.filter(
    (route) => route.retired_at === null && route.classification === occupation.classification,
  );
  const form = useCatalogueForm({
    initial: (): VisaStandingForm => {
      const only = choices.length === 1 ? String(choices[0]!.id) : '';
      return standingFormOf(
        occupation.standings.find((standing) => String(standing.route_id) === only),
        only,
      );
    },
    check: checkVisaStanding,
    save: async (values: VisaStandingForm) =>
      unwrap(await setVisaOccupationStanding(client, occupation.id, values)),
    onSaved,
  });
  const { values, errors, setValue, field, formRef, submit, mutation } = form;
  const chooseRoute = (routeId: string) => {
    // A route the occupation already stands on: its standing, to change.
    const existing = occupation.standings.find((standing) => String(standing.route_id) === routeId);
    const next = standingFormOf(existing, routeId);
    (Object.keys(next) as (keyof VisaStandingForm)[]).forEach((name) => setValue(name, next[name]));
  };
  return (
    <CatalogueForm
      formRef={formRef}
      onSubmit={submit}
      mutation={mutation}
      errorTitle="The standing was not saved."
      submitLabel="Save standing"
      notice={
        choices.length === 0 ? (
          <Alert tone="info" title="No route reads this classification.">
            Add or restore a route that reads {classificationLabels[occupation.classification]}{' '}
            codes first.
          </Alert>
        ) : null
      }
    >
      <Select
        className={styles.wholeRow}
        label="Route"
        required
        placeholder="Choose a route"
        options={choices.map((route) => ({
          value: String(route.id),
          label: routeOptionLabel(route),
        }))}
        value={values.route_id}
        error={errors.route_id}
        onChange={(event) => chooseRoute(event.target.value)}
      />
      <Select
        label="Standing"
        required
        placeholder="Choose a standing"
        options={standingOptions}
        value={values.standing}
        error={errors.standing}
        onChange={(event) => setValue('standing', event.target.value)}
      />
      <TextInput
        label="Tier"
        required
        hint="The threshold tier it is held to, e.g. general."
        {...field('tier')}
      />
      <TextInput
        className={styles.wholeRow}
        label="List"
        maxLength={200}
        hint='The list the standing comes from, e.g. "Table 1".'
        {...field('list_name')}
      />
      <Textarea
        className={styles.wholeRow}
        label="Note"
        rows={3}
        maxLength={1000}
        hint="What a conditional standing depends on."
        {...field('note')}
      />
    </CatalogueForm>
  );
}

/** Sets where an occupation stands on one route: eligible, conditional or ineligible. */
export function StandingDialog({
  occupation,
  routes,
  onClose,
  onSaved,
}: {
  occupation: VisaOccupation | null;
  routes: readonly VisaRoute[];
  onClose: () => void;
  onSaved: (saved: VisaOccupationStanding) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={occupation !== null} onOpenChange={(open) => !open && onClose()}>
      {occupation ? (
        <DialogContent
          {...returnFocus}
          title="Set a standing"
          description={`${occupation.title} (${classificationLabels[occupation.classification]} ${occupation.code}) on one route. A route it already stands on is changed.`}
        >
          <StandingForm occupation={occupation} routes={routes} onSaved={onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
