import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import {
  Alert,
  Button,
  FormLayout,
  Select,
  Stack,
  TextInput,
  Textarea,
  toast,
} from '@globalhire/ui';
import {
  enrolInManagedService,
  enrolmentSchema,
  fieldErrors,
  salaryPeriods,
  supportedCurrencies,
  topCountries,
  type Enrolment,
  type EnrolmentInput,
  type MyService,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';
import { CheckboxGroup } from '../applicant/CheckboxGroup';
import { useCandidateId } from '../applicant/applicantQueries';
import * as applicantStyles from '../applicant/applicant.css';
import { useFocusFirstError } from '../forms/useFocusFirstError';
import { useFormValues } from '../forms/useFormValues';
import { ConsentField } from './ConsentField';
import { FeeQuote } from './FeeQuote';
import { serviceMessages } from './serviceMessages';
import { serviceKeys, useConsentText } from './serviceQueries';

const destinationOptions = topCountries.map((country) => ({
  value: country.slug,
  label: country.label,
}));
const destinationSlugs = new Set(destinationOptions.map((option) => option.value));
const currencyOptions = supportedCurrencies.map((code) => ({ value: code, label: code }));
const periodOptions = salaryPeriods.map((period) => ({ value: period.value, label: period.label }));

export interface EnrolmentFormProps {
  /** 'enrol' (first time, or again after withdrawing) or 'edit' (an active enrolment's targets). */
  mode: 'enrol' | 'edit';
  /** The enrolment to start from (its targets), if there is one. */
  enrolment: Enrolment | null;
  onCancel?: () => void;
  onSaved?: () => void;
}

/**
 * Where and what the candidate wants, what they would pay there (updating as they tick
 * destinations), and their explicit consent. Everything typed stays after a failed submit.
 */
export function EnrolmentForm({ mode, enrolment, onCancel, onSaved }: EnrolmentFormProps) {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const userId = useCandidateId();
  const { profile } = useAuth();
  const consentText = useConsentText();
  const { formRef, focusFirstError } = useFocusFirstError();
  const [destinations, setDestinations] = useState<string[]>(
    () =>
      enrolment?.target_countries ??
      (profile?.preferred_countries ?? []).filter((slug) => destinationSlugs.has(slug)),
  );
  const form = useFormValues({
    targetRoles: enrolment?.target_roles.join('\n') ?? '',
    salaryMin: enrolment?.salary_min != null ? String(enrolment.salary_min) : '',
    salaryCurrency: enrolment?.salary_currency ?? '',
    salaryPeriod: (enrolment?.salary_period ?? 'year') as string,
    consent: false,
  });
  const editing = mode === 'edit';
  const agreedVersion = editing && enrolment ? enrolment.consent_version : null;

  const save = useMutation({
    mutationFn: async (input: EnrolmentInput) => unwrap(await enrolInManagedService(client, input)),
    onSuccess: async (saved) => {
      queryClient.setQueryData<MyService>(serviceKeys.mine(userId), (service) =>
        service ? { ...service, enrolment: saved } : service,
      );
      toast({
        ...(editing ? serviceMessages.targetsSaved : serviceMessages.enrolled),
        tone: 'positive',
      });
      void queryClient.invalidateQueries({
        queryKey: ['candidate-dashboard'],
        refetchType: 'none',
      });
      onSaved?.();
      // The recruiter the service assigned, and the consent as recorded.
      await queryClient.invalidateQueries({ queryKey: serviceKeys.mine(userId) });
    },
    onError: (error) => {
      // A new consent text was published meanwhile: show it, to be read and agreed to.
      if (/consent text has changed/i.test(error.message)) {
        void queryClient.invalidateQueries({ queryKey: serviceKeys.consentText });
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = consentText.data;
    const parsed = enrolmentSchema.safeParse({
      targetCountries: destinations,
      targetRoles: form.values.targetRoles,
      salaryMin: form.values.salaryMin,
      salaryCurrency: form.values.salaryCurrency,
      salaryPeriod: form.values.salaryPeriod,
      consent:
        agreedVersion !== null && agreedVersion === text?.version ? true : form.values.consent,
      consentVersion: text?.version ?? 0,
    });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const [key, message] of Object.entries(fieldErrors(parsed.error)))
        errors[key.split('.')[0]!] ??= message;
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    save.mutate({
      targetCountries: destinations,
      targetRoles: form.values.targetRoles,
      salaryMin: form.values.salaryMin,
      salaryCurrency: form.values.salaryCurrency,
      salaryPeriod: form.values.salaryPeriod as EnrolmentInput['salaryPeriod'],
      consent: true,
      consentVersion: text!.version,
    });
  };

  return (
    <FormLayout
      ref={formRef}
      noValidate
      title={
        editing ? 'Change your targets' : enrolment ? 'Enrol again' : 'Join the managed service'
      }
      titleAs={editing ? 'h3' : 'h2'}
      description={
        editing
          ? 'Your recruiter proposes jobs that match these.'
          : 'Tell us where and what you want. Your recruiter proposes jobs that match, and we apply only to those you approve.'
      }
      onSubmit={submit}
      actions={
        <>
          <Button
            type="submit"
            icon={<Check aria-hidden />}
            loading={save.isPending}
            loadingLabel="Saving..."
            disabled={!consentText.data}
          >
            {editing ? 'Save targets' : 'Enrol with my consent'}
          </Button>
          {onCancel ? (
            <Button
              type="button"
              variant="ghost"
              tone="neutral"
              onClick={onCancel}
              disabled={save.isPending}
            >
              Cancel
            </Button>
          ) : null}
        </>
      }
    >
      {save.isError ? (
        <Alert
          tone="critical"
          title={editing ? 'Your targets could not be saved.' : 'You could not be enrolled.'}
        >
          {save.error.message}
        </Alert>
      ) : null}
      <CheckboxGroup
        legend="Where do you want to work?"
        hint="Choose one or more of the six countries we recruit for."
        options={destinationOptions}
        value={destinations}
        onChange={(next) => {
          setDestinations(next);
          if (form.errors.targetCountries)
            form.setErrors(({ targetCountries: _, ...rest }) => rest);
        }}
        error={form.errors.targetCountries}
      />
      <FeeQuote destinations={destinations} titleAs={editing ? 'h4' : 'h3'} />
      <Textarea
        label="Roles you want"
        hint="One per line, up to 10, e.g. Backend developer."
        rows={3}
        {...form.field('targetRoles')}
      />
      <Stack space="xsmall">
        <div className={applicantStyles.salaryRow}>
          <TextInput
            type="number"
            inputMode="numeric"
            min={0}
            label="Lowest salary you would accept"
            hint="Optional."
            className={applicantStyles.salaryAmount}
            {...form.field('salaryMin')}
          />
          <Select
            label="Currency"
            placeholder="Choose"
            options={currencyOptions}
            className={applicantStyles.salaryCurrency}
            value={form.values.salaryCurrency}
            error={form.errors.salaryCurrency}
            onChange={(event) => form.setValue('salaryCurrency', event.target.value)}
          />
        </div>
        <Select
          label="Salary period"
          options={periodOptions}
          value={form.values.salaryPeriod}
          onChange={(event) => form.setValue('salaryPeriod', event.target.value)}
        />
      </Stack>
      <ConsentField
        text={consentText.data}
        loading={consentText.isPending}
        error={consentText.error}
        onRetry={() => void consentText.refetch()}
        agreedVersion={agreedVersion}
        agreedOn={enrolment?.consented_at}
        checkbox={form.checkbox('consent')}
      />
    </FormLayout>
  );
}
