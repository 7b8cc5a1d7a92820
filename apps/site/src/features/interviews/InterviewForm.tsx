import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Inline, Select, Stack, TextInput, Textarea } from '@globalhire/ui';
import {
  canonicalTimeZone,
  fieldErrors,
  interviewFormats,
  interviewSchema,
  localTimeZone,
  toZonedParts,
  type InterviewDetails,
  type InterviewFormValues,
  type InterviewInput,
} from '@globalhire/data';
import { interviewFormatLabels } from './interviewLabels';
import { offsetInstant, timeZoneOptions } from './timeZoneOptions';

const durations = [15, 30, 45, 60, 90, 120, 180].map((minutes) => ({
  value: String(minutes),
  label:
    minutes < 60
      ? `${minutes} minutes`
      : `${minutes / 60} hour${minutes === 60 ? '' : 's'}`.replace(
          '1.5 hours',
          '1 hour 30 minutes',
        ),
}));
const formatOptions = interviewFormats.map((value) => ({
  value,
  label: interviewFormatLabels[value],
}));

/** Empty for a new invitation (in the employer's own zone), or the interview's current details. */
export function interviewFormValues(
  interview?: InterviewDetails | null,
  timeZone = localTimeZone(),
): InterviewFormValues {
  if (!interview) {
    return {
      date: '',
      time: '',
      timeZone: canonicalTimeZone(timeZone),
      durationMinutes: '45',
      format: 'video',
      meetingUrl: '',
      phone: '',
      location: '',
      notes: '',
    };
  }
  const zone = canonicalTimeZone(interview.time_zone);
  const at = toZonedParts(interview.scheduled_at, zone);
  return {
    ...at,
    timeZone: zone,
    durationMinutes: String(interview.duration_minutes),
    format: interview.format,
    meetingUrl: interview.meeting_url ?? '',
    phone: interview.phone ?? '',
    location: interview.location ?? '',
    notes: interview.notes ?? '',
  };
}

export interface InterviewFormProps {
  initialValues: InterviewFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Saves; resolves with the database's refusal (shown at the field it concerns) or null. */
  onSubmit: (input: InterviewInput) => void;
  /** The database's refusal of the last attempt. */
  serverError?: string | null;
  onCancel?: () => void;
}

/**
 * Date, time and its IANA zone, duration, format with the detail it needs, and a note. Times in
 * the past are refused here (the database refuses them too); nothing typed is lost on an error.
 */
export function InterviewForm({
  initialValues,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  serverError,
  onCancel,
}: InterviewFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Offsets as they stand on the interview's day (summer time included).
  const zones = useMemo(
    () => timeZoneOptions(values.timeZone, offsetInstant(values.date)),
    [values.timeZone, values.date],
  );
  const today = toZonedParts(new Date(), values.timeZone || 'UTC').date;

  const set = (name: keyof InterviewFormValues) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: '' }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = interviewSchema(new Date()).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  // The database's words for a past time belong beside the date, like the form's own check.
  const dateError =
    errors.date || (serverError === 'Choose a time in the future.' ? serverError : undefined);
  const formError = serverError && serverError !== dateError ? serverError : null;

  return (
    <form onSubmit={submit} noValidate aria-label="Interview details">
      <Stack space="large">
        <Inline space="medium" collapseBelow="tablet" alignY="top">
          <TextInput
            label="Date"
            type="date"
            required
            min={today}
            value={values.date}
            onChange={set('date')}
            error={dateError}
          />
          <TextInput
            label="Time"
            type="time"
            required
            value={values.time}
            onChange={set('time')}
            error={errors.time}
          />
        </Inline>
        <Select
          label="Time zone"
          required
          options={zones}
          value={values.timeZone}
          onChange={set('timeZone')}
          error={errors.timeZone}
          hint="The date and time above are in this zone; the candidate sees them in their own."
        />
        <Inline space="medium" collapseBelow="tablet" alignY="top">
          <Select
            label="Duration"
            options={durations}
            value={values.durationMinutes}
            onChange={set('durationMinutes')}
            error={errors.durationMinutes}
          />
          <Select
            label="Format"
            options={formatOptions}
            value={values.format}
            onChange={set('format')}
          />
        </Inline>
        {values.format === 'video' ? (
          <TextInput
            label="Video link"
            type="url"
            required
            placeholder="https://"
            value={values.meetingUrl}
            onChange={set('meetingUrl')}
            error={errors.meetingUrl}
          />
        ) : values.format === 'phone' ? (
          <TextInput
            label="Phone number"
            type="tel"
            required
            hint="The number the candidate calls, or will be called on."
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
        ) : (
          <TextInput
            label="Address"
            required
            value={values.location}
            onChange={set('location')}
            error={errors.location}
          />
        )}
        <Textarea
          label="Note for the candidate"
          hint="Optional: who they will meet, what to prepare."
          rows={3}
          value={values.notes}
          onChange={set('notes')}
          error={errors.notes}
        />
        {formError ? (
          <Alert tone="critical" title="The interview was not saved.">
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
          <Button type="submit" loading={pending} loadingLabel={pendingLabel}>
            {submitLabel}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
