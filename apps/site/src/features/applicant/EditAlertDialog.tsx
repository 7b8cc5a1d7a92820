import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  DialogClose,
  DialogContent,
  DialogFooter,
  Select,
  Stack,
  TextInput,
} from '@globalhire/ui';
import {
  jobAlertFieldErrors,
  jobAlertFrequencies,
  type JobAlert,
  type JobAlertChanges,
  type JobAlertFrequency,
} from '@globalhire/data';

export interface EditAlertDialogProps {
  alert: JobAlert;
  onSave: (changes: JobAlertChanges) => void;
  pending: boolean;
  /** Why the last save failed; the dialog stays open with what was typed. */
  error?: string | null;
}

/** Rename an alert or change how often it emails. */
export function EditAlertDialog({ alert, onSave, pending, error }: EditAlertDialogProps) {
  const [name, setName] = useState(alert.name);
  const [frequency, setFrequency] = useState<JobAlertFrequency>(alert.frequency);
  const [nameError, setNameError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = jobAlertFieldErrors({ name });
    setNameError(found.name);
    if (found.name) return;
    onSave({ name, frequency });
  };

  return (
    <DialogContent title={`Edit “${alert.name}”`} size="small">
      <form onSubmit={submit} noValidate aria-label="Edit job alert">
        <Stack space="large">
          {error ? (
            <Alert tone="critical" title="Your changes were not saved.">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Alert name"
            value={name}
            maxLength={100}
            required
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <Select
            label="How often"
            options={jobAlertFrequencies}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as JobAlertFrequency)}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost" tone="neutral" disabled={pending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={pending} loadingLabel="Saving...">
              Save changes
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </DialogContent>
  );
}
