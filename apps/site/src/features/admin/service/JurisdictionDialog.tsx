import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { Button, Dialog, DialogContent, Select, TextInput, Textarea } from '@globalhire/ui';
import {
  countries,
  saveFeeJurisdiction,
  type FeeJurisdiction,
  type FeeJurisdictionInput,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { useFocusFirstError } from '../../forms/useFocusFirstError';
import { CatalogueForm } from '../visa/CatalogueForm';
import { useReturnFocus } from '../visa/useReturnFocus';
import { serviceAdminMessages } from './serviceAdminMessages';
import { checkJurisdiction, jurisdictionFormOf, type JurisdictionForm } from './serviceForms';
import { appliesWhenHints, appliesWhenLabels } from './serviceLabels';
import * as styles from '../visa/visaCatalogue.css';
import * as local from './service.css';

/** What the dialog edits: a new restriction, or one of the list. */
export type JurisdictionDraft = { rule: FeeJurisdiction | null };

const countryOptions = countries.map((country) => ({ value: country.slug, label: country.label }));
const appliesWhenOptions = (
  Object.keys(appliesWhenLabels) as (keyof typeof appliesWhenLabels)[]
).map((value) => ({ value, label: `${appliesWhenLabels[value]}: ${appliesWhenHints[value]}` }));

/** The database's one-rule-per-place refusal, in the form's words. */
const saveError = (error: Error) =>
  /fee_jurisdictions_place_unique/.test(error.message)
    ? serviceAdminMessages.placeTaken
    : error.message;

function JurisdictionFields({
  rule,
  onSaved,
}: {
  rule: FeeJurisdiction | null;
  onSaved: (saved: FeeJurisdiction) => void;
}) {
  const client = useSupabase();
  const [values, setValues] = useState<JurisdictionForm>(() => jurisdictionFormOf(rule));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { formRef, focusFirstError } = useFocusFirstError();
  const save = useMutation({
    mutationFn: async (input: FeeJurisdictionInput) =>
      unwrap(await saveFeeJurisdiction(client, input, rule?.id)),
    onSuccess: onSaved,
  });
  const set = <K extends keyof JurisdictionForm>(name: K, value: JurisdictionForm[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const setSource = (index: number, part: 'title' | 'url', text: string) => {
    setValues((previous) => ({
      ...previous,
      sources: previous.sources.map((s, i) => (i === index ? { ...s, [part]: text } : s)),
    }));
    setErrors(({ [`sources.${index}.${part}`]: _gone, ...rest }) => rest);
  };
  const removeSource = (index: number) => {
    setValues((previous) => ({
      ...previous,
      sources: previous.sources.filter((_, i) => i !== index),
    }));
    // The sources after it move up: their messages no longer fit, and show again on the next save.
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([key]) => !key.startsWith('sources.'))),
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkJurisdiction(values, new Date());
    if (result.errors) {
      setErrors(result.errors);
      focusFirstError();
      return;
    }
    save.mutate(result.values);
  };
  const text = (name: 'region' | 'name' | 'reviewed_on') => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <CatalogueForm
      formRef={formRef}
      onSubmit={submit}
      mutation={{
        isError: save.isError,
        isPending: save.isPending,
        error: save.error ? new Error(saveError(save.error)) : null,
      }}
      errorTitle="The restriction was not saved."
      submitLabel={rule ? 'Save restriction' : 'Add restriction'}
    >
      <Select
        label="Country"
        required
        placeholder="Choose a country"
        options={countryOptions}
        value={values.country}
        error={errors.country}
        onChange={(event) => set('country', event.target.value)}
      />
      <TextInput
        label="Province or state code"
        maxLength={3}
        hint="For a rule of one province, e.g. ON; empty for the whole country."
        {...text('region')}
      />
      <TextInput
        className={styles.wholeRow}
        label="Name"
        required
        maxLength={100}
        hint="As candidates read it, e.g. Ontario, Canada."
        {...text('name')}
      />
      <Select
        className={styles.wholeRow}
        label="Applies when"
        required
        placeholder="Choose when it applies"
        options={appliesWhenOptions}
        value={values.applies_when}
        error={errors.applies_when}
        onChange={(event) =>
          set('applies_when', event.target.value as JurisdictionForm['applies_when'])
        }
      />
      <Textarea
        className={styles.wholeRow}
        label="Summary"
        required
        rows={4}
        maxLength={1000}
        hint="The rule in plain words, and what GlobalHire does about it; candidates read it."
        value={values.summary}
        error={errors.summary}
        onChange={(event) => set('summary', event.target.value)}
      />
      <fieldset className={local.sources}>
        <legend className={local.legend}>Sources</legend>
        {values.sources.map((source, index) => (
          <div key={index} className={local.source}>
            <TextInput
              label={`Source ${index + 1} title`}
              required
              maxLength={300}
              value={source.title}
              error={errors[`sources.${index}.title`]}
              onChange={(event) => setSource(index, 'title', event.target.value)}
            />
            <TextInput
              label={`Source ${index + 1} web address`}
              type="url"
              required
              value={source.url}
              error={errors[`sources.${index}.url`]}
              onChange={(event) => setSource(index, 'url', event.target.value)}
            />
            {values.sources.length > 1 ? (
              <Button
                type="button"
                size="small"
                variant="ghost"
                tone="critical"
                icon={<Trash2 aria-hidden />}
                aria-label={`Remove source ${index + 1}`}
                onClick={() => removeSource(index)}
              >
                Remove
              </Button>
            ) : null}
          </div>
        ))}
        <Button
          type="button"
          size="small"
          variant="soft"
          tone="neutral"
          icon={<Plus aria-hidden />}
          onClick={() => set('sources', [...values.sources, { title: '', url: '' }])}
        >
          Add another source
        </Button>
      </fieldset>
      <TextInput
        label="Reviewed on"
        type="date"
        required
        hint="The day you last checked the sources."
        {...text('reviewed_on')}
      />
    </CatalogueForm>
  );
}

/**
 * Adds a place where charging work-seekers for finding work is restricted, or edits one. Every
 * restriction cites at least one source; the database allows one per country and province.
 */
export function JurisdictionDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft: JurisdictionDraft | null;
  onClose: () => void;
  onSaved: (saved: FeeJurisdiction, added: boolean) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      {draft ? (
        <DialogContent
          {...returnFocus}
          size="large"
          title={draft.rule ? `Edit restriction: ${draft.rule.name}` : 'Add a restriction'}
          description="Registration, success and country fees are waived where a restriction applies; translations and evaluations are still charged. The change applies to charges from now on."
        >
          <JurisdictionFields
            rule={draft.rule}
            onSaved={(saved) => onSaved(saved, draft.rule === null)}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
