import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  DialogClose,
  DialogContent,
  DialogFooter,
  Inline,
  Badge,
  Select,
  Stack,
  Text,
  TextInput,
  toast,
} from '@globalhire/ui';
import {
  createJobAlert,
  jobAlertFieldErrors,
  jobAlertFrequencies,
  postedWithinOptions,
  type JobAlertFieldErrors,
  type JobAlertFrequency,
  type JobSearchFilters,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { alertCopy } from './alertCopy';
import { describeFilters, suggestedAlertName } from './alertFilters';

export interface CreateAlertDialogProps {
  candidateId: string;
  /** The filters applied on /jobs, with the currency the minimum salary was searched in. */
  filters: JobSearchFilters;
  onCreated: () => void;
}

/** The form in the Create job alert dialog: a name and a frequency for the current filters. */
export function CreateAlertDialog({ candidateId, filters, onCreated }: CreateAlertDialogProps) {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const filtersId = useId();
  const filtersErrorId = useId();
  const [name, setName] = useState(() => suggestedAlertName(filters));
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily');
  const [errors, setErrors] = useState<JobAlertFieldErrors>({});
  const words = describeFilters(filters);
  const postedWithin = postedWithinOptions.find((o) => o.value === filters.postedWithin)?.label;

  const create = useMutation({
    mutationFn: async () => {
      const result = await createJobAlert(client, candidateId, { name, frequency, filters });
      if (result.error) throw new Error(result.error.message);
      return result.data;
    },
    onSuccess: (alert) => {
      void queryClient.invalidateQueries({ queryKey: ['applicant', 'job-alerts'] });
      toast({ ...alertCopy.created(alert.name, alert.frequency), tone: 'positive' });
      onCreated();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = jobAlertFieldErrors({ name, filters });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate();
  };

  return (
    <DialogContent
      title={alertCopy.dialogTitle}
      description={alertCopy.dialogDescription}
      size="medium"
    >
      <form onSubmit={submit} noValidate aria-label={alertCopy.formLabel}>
        <Stack space="large">
          {create.isError ? (
            <Alert tone="critical" title={alertCopy.failedTitle}>
              {create.error.message}
            </Alert>
          ) : null}
          <div
            role="group"
            aria-labelledby={filtersId}
            aria-describedby={errors.filters ? filtersErrorId : undefined}
          >
            <Stack space="small">
              <Text id={filtersId} weight="semibold" size="small">
                {alertCopy.filters}
              </Text>
              {words.length > 0 ? (
                <Inline space="xsmall" as="ul">
                  {words.map((word) => (
                    <Badge key={word}>{word}</Badge>
                  ))}
                </Inline>
              ) : (
                <Text size="small" tone="muted">
                  None: every job on the site.
                </Text>
              )}
              {postedWithin ? (
                <Text size="small" tone="muted">
                  {alertCopy.postedWithinNotKept(postedWithin)}
                </Text>
              ) : null}
              {errors.filters ? (
                <Text id={filtersErrorId} size="small" tone="critical" role="alert">
                  {errors.filters}
                </Text>
              ) : (
                <Text size="small" tone="muted">
                  {alertCopy.filtersHint}
                </Text>
              )}
            </Stack>
          </div>
          <TextInput
            label={alertCopy.name}
            hint={alertCopy.nameHint}
            value={name}
            maxLength={100}
            required
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <Select
            label={alertCopy.frequency}
            options={jobAlertFrequencies}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as JobAlertFrequency)}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost" tone="neutral" disabled={create.isPending}>
                {alertCopy.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" loading={create.isPending} loadingLabel={alertCopy.submitting}>
              {alertCopy.submit}
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </DialogContent>
  );
}
