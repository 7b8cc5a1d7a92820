import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import {
  Alert,
  Button,
  FormLayout,
  Select,
  Skeleton,
  Text,
  TextInput,
  Textarea,
  toast,
} from '@globalhire/ui';
import {
  orderServiceExtra,
  serviceValidationMessages,
  topCountries,
  type ServiceFee,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useCandidateId } from '../applicant/applicantQueries';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { useFocusFirstError } from '../forms/useFocusFirstError';
import { useFormValues } from '../forms/useFormValues';
import { feeMoney, feePrice, quoteForPlace } from './feeSummary';
import { serviceMessages } from './serviceMessages';
import { serviceKeys, useFeeQuote, useFeeSchedule } from './serviceQueries';

const countryOptions = topCountries.map((country) => ({
  value: country.slug,
  label: country.label,
}));
const emptyOrder = { feeCode: '', quantity: '1', country: '', details: '' };

const quantityLabel = (fee: ServiceFee | undefined) =>
  fee?.unit === 'page' ? 'Number of pages' : 'Quantity';

/** What ordering would invoice now, in words; or the rule that waives it. */
function OrderPrice({
  fee,
  quantity,
  country,
}: {
  fee: ServiceFee;
  quantity: number;
  country: string;
}) {
  // An extra for finding work in another country is waived where the law stops such fees.
  const quote = useFeeQuote(fee.unit === 'country' && country ? [country] : []);
  const quoted = quote.data
    ? quoteForPlace(quote.data, country, null)?.fees.find((f) => f.code === fee.code)
    : undefined;
  const restriction = quote.data ? quoteForPlace(quote.data, country, null)?.restriction : null;
  if (quoted && !quoted.charged) {
    return (
      <Text size="small">
        No fee: {restriction?.name ?? 'the law there does not let us charge it'}.
      </Text>
    );
  }
  const count = Number.isInteger(quantity) && quantity > 0 ? quantity : 1;
  const price = feePrice({
    amount: fee.amount,
    currency: fee.currency,
    unit: fee.unit,
    amountIsFrom: fee.amount_is_from,
  });
  return (
    <Text size="small">
      Invoiced as soon as you order: {feeMoney(fee.amount * count, fee.currency)} ({price}
      {count > 1 ? ` × ${count}` : ''}).
    </Text>
  );
}

/** An enrolled candidate orders an extra; it is invoiced (or waived) at once. */
export function OrderExtraForm() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const userId = useCandidateId();
  const schedule = useFeeSchedule();
  const form = useFormValues(emptyOrder);
  const { formRef, focusFirstError } = useFocusFirstError();
  const extras = (schedule.data ?? []).filter((fee) => fee.charged_on === 'ordered');
  const fee = extras.find((extra) => extra.code === form.values.feeCode);
  const perCountry = fee?.unit === 'country';

  const order = useMutation({
    mutationFn: async (input: {
      fee: ServiceFee;
      quantity: number;
      country: string | null;
      details: string;
    }) =>
      unwrap(
        await orderServiceExtra(client, userId, {
          feeCode: input.fee.code,
          quantity: input.quantity,
          country: input.country,
          details: input.details,
        }),
      ),
    onSuccess: (_order, input) => {
      for (const key of [serviceKeys.invoices(userId), serviceKeys.charges(userId)]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      toast({ ...serviceMessages.ordered(input.fee.label), tone: 'positive' });
      form.reset();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const quantity = perCountry ? 1 : Number(form.values.quantity);
    const errors: Record<string, string> = {};
    if (!fee) errors.feeCode = 'Choose what to order.';
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 200)
      errors.quantity = serviceValidationMessages.quantity;
    if (perCountry && !form.values.country) errors.country = 'Choose the country.';
    if (Object.keys(errors).length > 0 || !fee) {
      form.setErrors(errors);
      focusFirstError();
      return;
    }
    order.mutate({
      fee,
      quantity,
      country: perCountry ? form.values.country : null,
      details: form.values.details,
    });
  };

  if (schedule.isPending) return <Skeleton lines={4} />;
  if (schedule.isError) {
    return (
      <QueryErrorAlert
        title="The extras could not be loaded."
        error={schedule.error}
        onRetry={() => void schedule.refetch()}
        retrying={schedule.isRefetching}
      />
    );
  }
  return (
    <FormLayout
      ref={formRef}
      noValidate
      title="Order an extra"
      description="Translations, a credential evaluation or applications in another country. Each order is invoiced at once."
      onSubmit={submit}
      actions={
        <Button
          type="submit"
          icon={<ShoppingCart aria-hidden />}
          loading={order.isPending}
          loadingLabel="Ordering..."
        >
          Order
        </Button>
      }
    >
      {order.isError ? (
        <Alert tone="critical" title="Your order was not placed.">
          {order.error.message}
        </Alert>
      ) : null}
      <Select
        label="Extra"
        required
        placeholder="Choose an extra"
        options={extras.map((extra) => ({
          value: extra.code,
          label: `${extra.label}: ${feePrice({ amount: extra.amount, currency: extra.currency, unit: extra.unit, amountIsFrom: extra.amount_is_from })}`,
        }))}
        value={form.values.feeCode}
        error={form.errors.feeCode}
        onChange={(event) => form.setValue('feeCode', event.target.value)}
      />
      {perCountry ? (
        <Select
          label="Country"
          required
          placeholder="Choose a country"
          options={countryOptions}
          value={form.values.country}
          error={form.errors.country}
          onChange={(event) => form.setValue('country', event.target.value)}
        />
      ) : (
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          max={200}
          label={quantityLabel(fee)}
          required
          {...form.field('quantity')}
        />
      )}
      <Textarea
        label="Details"
        hint="Optional. For a translation, which documents and into which language."
        rows={2}
        maxLength={1000}
        {...form.field('details')}
      />
      {fee ? (
        <OrderPrice
          fee={fee}
          quantity={perCountry ? 1 : Number(form.values.quantity)}
          country={form.values.country}
        />
      ) : null}
    </FormLayout>
  );
}
