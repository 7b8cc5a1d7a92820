import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  toast,
} from '@globalhire/ui';
import { saveBillingDetails, type BillingDetails } from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { useFocusFirstError } from '../../forms/useFocusFirstError';
import { useFormValues } from '../../forms/useFormValues';
import { RetryButton } from '../RetryButton';
import { useMarkAdminStale } from '../adminQueries';
import { serviceAdminNotices } from './serviceAdminMessages';
import { billingFormOf, checkBilling, type BillingValues } from './serviceForms';
import { serviceAdminKeys, useBillingDetails } from './serviceQueries';
import * as local from './service.css';

function BillingForm({ details }: { details: BillingDetails | null }) {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const [initial] = useState(() => billingFormOf(details));
  const { values, setErrors, field } = useFormValues(initial);
  const { formRef, focusFirstError } = useFocusFirstError();
  const save = useMutation({
    mutationFn: async (input: BillingValues) => unwrap(await saveBillingDetails(client, input)),
    onSuccess: (saved) => {
      queryClient.setQueryData(serviceAdminKeys.billing, saved);
      markStale();
      toast({ ...serviceAdminNotices.billingSaved, tone: 'positive' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkBilling(values);
    if (result.errors) {
      setErrors(result.errors);
      focusFirstError();
      return;
    }
    save.mutate(result.values);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="billing-details-heading">
      <Stack space="large">
        {save.isError ? (
          <Alert tone="critical" title="The billing details were not saved.">
            {save.error.message}
          </Alert>
        ) : null}
        {details === null && !save.isSuccess ? (
          <Alert tone="info" title="No billing details yet.">
            Invoices name GlobalHire as the seller and show no bank account until you save these.
          </Alert>
        ) : null}
        <div className={local.billingGrid}>
          <TextInput
            label="Seller"
            required
            maxLength={200}
            hint="The company invoices are issued in the name of."
            {...field('seller_name')}
          />
          <TextInput
            label="Tax ID"
            maxLength={50}
            hint="e.g. the VAT number; printed on every invoice."
            {...field('tax_id')}
          />
          <Textarea label="Address" rows={3} maxLength={500} {...field('seller_address')} />
          <TextInput
            label="Payment terms (days)"
            required
            inputMode="numeric"
            hint="Days from issue to the due date, 0 to 120."
            {...field('payment_terms_days')}
          />
          <TextInput label="Bank account name" maxLength={200} {...field('bank_account_name')} />
          <TextInput label="IBAN" maxLength={42} autoComplete="off" {...field('bank_iban')} />
          <TextInput label="BIC" maxLength={14} autoComplete="off" {...field('bank_bic')} />
        </div>
        <Inline space="medium" alignY="center">
          <Button type="submit" loading={save.isPending} loadingLabel="Saving...">
            Save billing details
          </Button>
          <Text size="small" tone="muted">
            New invoices use them; issued invoices keep what they were issued with.
          </Text>
        </Inline>
      </Stack>
    </form>
  );
}

/** The fees page's billing details: who invoices, their tax ID, the bank account and payment terms. */
export function BillingDetailsSection() {
  const billing = useBillingDetails();
  return (
    <Stack as="section" space="large" aria-labelledby="billing-details-heading">
      <Stack space="xsmall">
        <Heading level={2} id="billing-details-heading">
          Billing details
        </Heading>
        <Text tone="muted">
          Printed on every invoice, with where candidates pay by bank transfer.
        </Text>
      </Stack>
      <Card padding={['large', 'xlarge']}>
        {billing.isPending ? (
          <Stack space="large" aria-busy="true">
            <Skeleton lines={6} />
            <Text tone="muted" size="small">
              Loading the billing details...
            </Text>
          </Stack>
        ) : billing.isError ? (
          <Alert
            tone="critical"
            title="The billing details could not be loaded."
            action={<RetryButton query={billing} />}
          >
            {billing.error.message}
          </Alert>
        ) : (
          <BillingForm details={billing.data} />
        )}
      </Card>
    </Stack>
  );
}
