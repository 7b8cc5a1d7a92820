import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  DialogClose,
  DialogContent,
  DialogFooter,
  Select,
  Stack,
  Text,
  TextInput,
} from '@globalhire/ui';
import {
  alertSalaryCurrency,
  alertSearchFilters,
  jobAlertFieldErrors,
  jobAlertFrequencies,
  type JobAlert,
  type JobAlertChanges,
  type JobAlertFieldErrors,
  type JobAlertFrequency,
} from '@globalhire/data';
import { jobFilterLabels } from '../../content/jobs';
import { currencyOptions } from '../jobs/jobFilterValues';
import * as styles from './applicant.css';

export interface EditAlertDialogProps {
  alert: JobAlert;
  onSave: (changes: JobAlertChanges) => void;
  pending: boolean;
  /** Why the last save failed; the dialog stays open with what was typed. */
  error?: string | null;
}

/**
 * Rename an alert, change how often it emails, its city, or its minimum salary and the currency
 * of it (compared with each job's yearly salary converted at today's rates, as on /jobs).
 */
export function EditAlertDialog({ alert, onSave, pending, error }: EditAlertDialogProps) {
  const filtersErrorId = useId();
  const [name, setName] = useState(alert.name);
  const [frequency, setFrequency] = useState<JobAlertFrequency>(alert.frequency);
  const [city, setCity] = useState(alert.city ?? '');
  const [minSalary, setMinSalary] = useState(alert.min_salary ? String(alert.min_salary) : '');
  const [currency, setCurrency] = useState(alertSalaryCurrency(alert));
  const [errors, setErrors] = useState<JobAlertFieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes: JobAlertChanges = {
      name,
      frequency,
      city: city.trim() || null,
      min_salary: minSalary ? Number(minSalary) : null,
      salary_currency: currency,
    };
    const found = jobAlertFieldErrors({
      name,
      filters: alertSearchFilters({ ...alert, ...changes }),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave(changes);
  };

  return (
    <DialogContent title={`Edit “${alert.name}”`} size="small">
      <form
        onSubmit={submit}
        noValidate
        aria-label="Edit job alert"
        aria-describedby={errors.filters ? filtersErrorId : undefined}
      >
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
            error={errors.name}
            onChange={(event) => setName(event.target.value)}
          />
          <Select
            label="How often"
            options={jobAlertFrequencies}
            value={frequency}
            onChange={(event) => setFrequency(event.target.value as JobAlertFrequency)}
          />
          <TextInput
            label={jobFilterLabels.city}
            hint="Only jobs in this city; leave it empty for any city."
            value={city}
            maxLength={100}
            onChange={(event) => setCity(event.target.value)}
          />
          <div className={styles.salaryRow}>
            <TextInput
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              label={jobFilterLabels.minSalary}
              hint={jobFilterLabels.minSalaryHint}
              value={minSalary}
              error={errors.minSalary}
              onChange={(event) => setMinSalary(event.target.value.replace(/\D/g, ''))}
              className={styles.salaryAmount}
            />
            <Select
              label={jobFilterLabels.salaryCurrency}
              options={currencyOptions}
              value={currency}
              onChange={(event) => setCurrency(event.target.value)}
              className={styles.salaryCurrency}
            />
          </div>
          {errors.filters ? (
            <Text id={filtersErrorId} size="small" tone="critical" role="alert">
              {errors.filters}
            </Text>
          ) : null}
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
