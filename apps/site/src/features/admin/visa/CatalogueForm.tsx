import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, DialogClose, DialogFooter, Stack } from '@globalhire/ui';
import { useFocusFirstError } from '../../forms/useFocusFirstError';
import { useFormValues } from '../../forms/useFormValues';
import * as styles from './visaCatalogue.css';

export interface CatalogueFormOptions<Form, Saved> {
  /** The form's first values, read once. */
  initial: () => Form;
  /** The data layer's check of the form: the rules its write applies too. */
  check: (form: Form) => { errors: Record<string, string> | null };
  save: (form: Form) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
}

/**
 * A catalogue row's form: values kept as typed, checked with the data layer's own rules on
 * submit (the first error gets focus, nothing typed is lost), then saved.
 */
export function useCatalogueForm<Form extends Record<string, string>, Saved>({
  initial,
  check,
  save,
  onSaved,
}: CatalogueFormOptions<Form, Saved>) {
  const [first] = useState(initial);
  const form = useFormValues(first);
  const { formRef, focusFirstError } = useFocusFirstError();
  const mutation = useMutation({ mutationFn: save, onSuccess: onSaved });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors } = check(form.values);
    if (errors) {
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    mutation.mutate(form.values);
  };
  return { ...form, initial: first, formRef, submit, mutation };
}

export interface CatalogueFormProps {
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent) => void;
  mutation: { isError: boolean; isPending: boolean; error: Error | null };
  /** Above the fields when the database refused the save, e.g. 'The figure was not saved.' */
  errorTitle: string;
  submitLabel: string;
  /** Said above the fields whatever happens, e.g. why a choice is empty. */
  notice?: ReactNode;
  children: ReactNode;
}

/** The dialog's form: the refusal, the fields in the catalogue's grid, then Cancel and save. */
export function CatalogueForm({
  formRef,
  onSubmit,
  mutation,
  errorTitle,
  submitLabel,
  notice,
  children,
}: CatalogueFormProps) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack space="large">
        {mutation.isError ? (
          <Alert tone="critical" title={errorTitle}>
            {mutation.error?.message}
          </Alert>
        ) : null}
        {notice}
        <div className={styles.fieldGrid}>{children}</div>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost" tone="neutral" disabled={mutation.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={mutation.isPending} loadingLabel="Saving...">
            {submitLabel}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}
