import { Dialog, DialogContent, TextInput, Textarea } from '@globalhire/ui';
import { useReturnFocus } from './useReturnFocus';
import {
  checkVisaRoute,
  countryLabel,
  updateVisaRoute,
  type VisaRoute,
  type VisaRouteForm,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import * as styles from './visaCatalogue.css';
import { CatalogueForm, useCatalogueForm } from './CatalogueForm';

const formOf = (route: VisaRoute): VisaRouteForm => ({
  name: route.name,
  official_url: route.official_url,
  priority: String(route.priority),
  note: route.note ?? '',
  employer_note: route.employer_note ?? '',
  salary_note: route.salary_note ?? '',
});

function RouteForm({ route, onSaved }: { route: VisaRoute; onSaved: (saved: VisaRoute) => void }) {
  const client = useSupabase();
  const form = useCatalogueForm({
    initial: () => formOf(route),
    check: checkVisaRoute,
    save: async (values: VisaRouteForm) => unwrap(await updateVisaRoute(client, route.id, values)),
    onSaved,
  });
  const { field, formRef, submit, mutation } = form;
  return (
    <CatalogueForm
      formRef={formRef}
      onSubmit={submit}
      mutation={mutation}
      errorTitle="The route was not saved."
      submitLabel="Save route"
    >
      <TextInput
        className={styles.wholeRow}
        label="Name"
        required
        maxLength={200}
        {...field('name')}
      />
      <TextInput
        className={styles.wholeRow}
        label="Official page"
        type="url"
        required
        hint="The government page candidates are sent to, starting with https://."
        {...field('official_url')}
      />
      <TextInput
        label="Priority"
        required
        inputMode="numeric"
        hint={`The order ${countryLabel(route.destination)}'s routes are tried in: 1 first.`}
        {...field('priority')}
      />
      <Textarea
        className={styles.wholeRow}
        label="Note for candidates"
        rows={3}
        maxLength={1000}
        hint="What a candidate should know even when the route fits (a lottery, a fee)."
        {...field('note')}
      />
      <Textarea
        className={styles.wholeRow}
        label="Employer note"
        rows={2}
        maxLength={500}
        hint="What the employer must hold or do."
        {...field('employer_note')}
      />
      <Textarea
        className={styles.wholeRow}
        label="Salary note"
        rows={2}
        maxLength={500}
        hint="Why salaries cannot be checked on this route, if they cannot."
        {...field('salary_note')}
      />
    </CatalogueForm>
  );
}

/**
 * Edits what a route says and the order it is tried in. Its rules (occupation classification,
 * licence, lists) come from the official rules and change with a new route, not here.
 */
export function RouteDialog({
  route,
  onClose,
  onSaved,
}: {
  route: VisaRoute | null;
  onClose: () => void;
  onSaved: (saved: VisaRoute) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={route !== null} onOpenChange={(open) => !open && onClose()}>
      {route ? (
        <DialogContent
          {...returnFocus}
          size="large"
          title="Edit route"
          description={`${route.name}, ${countryLabel(route.destination)}.`}
        >
          <RouteForm route={route} onSaved={onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
