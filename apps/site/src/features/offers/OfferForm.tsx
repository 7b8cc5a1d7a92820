import { useState, type FormEvent } from 'react';
import { Alert, Button, FileUpload, Inline, Select, Stack, TextInput } from '@globalhire/ui';
import {
  fieldErrors,
  localTimeZone,
  offerLetterRules,
  offerMaxOpenDays,
  offerMessages,
  offerSalaryPeriods,
  offerSchema,
  salaryPeriodSuffix,
  supportedCurrencies,
  toZonedParts,
  type OfferDefaults,
  type OfferFormValues,
  type OfferInput,
} from '@globalhire/data';

const currencyOptions = supportedCurrencies.map((code) => ({ value: code, label: code }));
const periodOptions = offerSalaryPeriods.map((value) => ({
  value,
  label: salaryPeriodSuffix[value],
}));

/** A new offer's starting values: the job's place, currency and period, and two weeks to answer. */
export function offerFormValues(
  defaults: OfferDefaults | null | undefined,
  now: Date = new Date(),
  timeZone = localTimeZone(),
): OfferFormValues {
  const today = toZonedParts(now, timeZone).date;
  const inTwoWeeks = new Date(Date.parse(`${today}T12:00:00Z`) + 14 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const currency = defaults?.currency ?? '';
  return {
    salaryAmount: defaults?.salaryMax != null ? String(defaults.salaryMax) : '',
    currency: (supportedCurrencies as readonly string[]).includes(currency) ? currency : 'USD',
    salaryPeriod: defaults?.salaryPeriod ?? 'year',
    startDate: '',
    location: defaults?.location ?? '',
    expiresOn: inTwoWeeks,
    letter: null,
  };
}

/** Which field a refusal of the database belongs to, from the hint it gives. */
const serverField: Record<string, keyof OfferFormValues> = {
  salary_amount: 'salaryAmount',
  currency: 'currency',
  start_date: 'startDate',
  expires_at: 'expiresOn',
  location: 'location',
  letter: 'letter',
};

export interface OfferFormProps {
  initialValues: OfferFormValues;
  /** The zone the answer-by date is read in (the employer's). */
  timeZone?: string;
  pending: boolean;
  onSubmit: (input: OfferInput) => void;
  /** The last refusal: shown at its field when the database names one, else above the buttons. */
  serverError?: { message: string; hint?: string | null } | null;
  onCancel?: () => void;
}

/**
 * Salary (amount, currency, period), start date, place, answer-by date and an optional PDF letter.
 * Checked here as the database checks them; nothing typed is lost on an error.
 */
export function OfferForm({
  initialValues,
  timeZone = localTimeZone(),
  pending,
  onSubmit,
  serverError,
  onCancel,
}: OfferFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const today = toZonedParts(new Date(), timeZone).date;

  const set = (name: keyof OfferFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = offerSchema(new Date(), timeZone).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const serverAt = serverError?.hint ? serverField[serverError.hint] : undefined;
  const errorOf = (name: keyof OfferFormValues) =>
    errors[name] || (serverAt === name ? serverError?.message : undefined) || undefined;
  const formError = serverError && !serverAt ? serverError.message : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Offer details">
      <Stack space="large">
        <Inline space="medium" collapseBelow="tablet" alignY="top">
          <TextInput
            label="Salary"
            required
            inputMode="decimal"
            autoComplete="off"
            hint="The amount offered, like 65000."
            value={values.salaryAmount}
            onChange={set('salaryAmount')}
            error={errorOf('salaryAmount')}
          />
          <Select
            label="Currency"
            required
            options={currencyOptions}
            value={values.currency}
            onChange={set('currency')}
            error={errorOf('currency')}
          />
          <Select
            label="Paid"
            options={periodOptions}
            value={values.salaryPeriod}
            onChange={set('salaryPeriod')}
            error={errorOf('salaryPeriod')}
          />
        </Inline>
        <Inline space="medium" collapseBelow="tablet" alignY="top">
          <TextInput
            label="Start date"
            type="date"
            required
            min={today}
            value={values.startDate}
            onChange={set('startDate')}
            error={errorOf('startDate')}
          />
          <TextInput
            label="Answer by"
            type="date"
            required
            min={today}
            hint={`The candidate can answer until 23:59 that day (${timeZone}), at most ${offerMaxOpenDays} days from today.`}
            value={values.expiresOn}
            onChange={set('expiresOn')}
            error={errorOf('expiresOn')}
          />
        </Inline>
        <TextInput
          label="Location"
          required
          maxLength={200}
          hint="Where the job is based; filled in from the job."
          value={values.location}
          onChange={set('location')}
          error={errorOf('location')}
        />
        <FileUpload
          label="Offer letter (optional)"
          hint="Only the candidate and your company can open it."
          accept={[...offerLetterRules.accept, ...offerLetterRules.extensions]}
          maxSizeBytes={offerLetterRules.maxSizeBytes}
          wrongTypeMessage={offerMessages.letterType}
          tooLargeMessage={offerMessages.letterSize}
          limitsLabel="PDF, up to 5 MB"
          onFileAccepted={(file) => {
            setValues((current) => ({ ...current, letter: file }));
            setErrors((current) => ({ ...current, letter: '' }));
          }}
          error={errorOf('letter')}
        />
        {formError ? (
          <Alert tone="critical" title="The offer was not sent.">
            {formError}
          </Alert>
        ) : null}
        <Inline space="small" align="end">
          {onCancel ? (
            <Button
              type="button"
              variant="ghost"
              tone="neutral"
              onClick={onCancel}
              disabled={pending}
            >
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={pending} loadingLabel="Sending…">
            Send offer
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
