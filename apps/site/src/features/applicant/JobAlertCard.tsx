import { Pause, Pencil, Play, Search, Trash2 } from 'lucide-react';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  Dialog,
  DialogTrigger,
  Heading,
  Inline,
  Stack,
  Text,
} from '@globalhire/ui';
import {
  alertSearchFilters,
  formatDate,
  jobAlertFrequencies,
  type JobAlert,
  type JobAlertChanges,
} from '@globalhire/data';
import { describeFilters, jobsHrefFor } from '../jobs/alerts/alertFilters';
import { EditAlertDialog } from './EditAlertDialog';

export interface JobAlertCardProps {
  alert: JobAlert;
  editing: boolean;
  onEditingChange: (open: boolean) => void;
  onChange: (changes: JobAlertChanges) => void;
  /** The change being saved for this alert, if any. */
  pending: JobAlertChanges | null;
  editError?: string | null;
  onDelete: () => void;
}

const frequencyLabel = (frequency: JobAlert['frequency']) =>
  jobAlertFrequencies.find((item) => item.value === frequency)?.label ?? frequency;

/** One saved search: its filters, how often it emails, and its actions. */
export function JobAlertCard({
  alert,
  editing,
  onEditingChange,
  onChange,
  pending,
  editError,
  onDelete,
}: JobAlertCardProps) {
  const filters = alertSearchFilters(alert);
  const busy = pending !== null;
  const toggling = busy && pending.active !== undefined && pending.name === undefined;
  return (
    <Card>
      <Stack space="medium">
        <Inline space="small" alignY="center">
          <Heading level={4} as="h2">
            {alert.name}
          </Heading>
          <Badge tone={alert.active ? 'positive' : 'neutral'}>
            {alert.active ? 'Active' : 'Paused'}
          </Badge>
          <Badge tone="info">{frequencyLabel(alert.frequency)}</Badge>
        </Inline>
        <Inline space="xsmall" as="ul" aria-label={`Filters of ${alert.name}`}>
          {describeFilters(filters).map((word) => (
            <Badge key={word}>{word}</Badge>
          ))}
        </Inline>
        <Text size="small" tone="muted">
          {alert.last_sent_at
            ? `Last email ${formatDate(alert.last_sent_at)}.`
            : 'No email yet: you will get one when a matching job goes live.'}
        </Text>
        <Inline space="small">
          <ButtonLink
            href={jobsHrefFor(filters)}
            size="small"
            variant="soft"
            icon={<Search aria-hidden />}
          >
            View matching jobs
          </ButtonLink>
          <Dialog open={editing} onOpenChange={onEditingChange}>
            <DialogTrigger asChild>
              <Button
                size="small"
                variant="ghost"
                tone="neutral"
                icon={<Pencil aria-hidden />}
                aria-label={`Edit ${alert.name}`}
                disabled={busy}
              >
                Edit
              </Button>
            </DialogTrigger>
            {editing ? (
              <EditAlertDialog
                alert={alert}
                onSave={onChange}
                pending={busy && !toggling}
                error={editError}
              />
            ) : null}
          </Dialog>
          <Button
            size="small"
            variant="ghost"
            tone="neutral"
            icon={alert.active ? <Pause aria-hidden /> : <Play aria-hidden />}
            aria-label={`${alert.active ? 'Pause' : 'Resume'} ${alert.name}`}
            loading={toggling}
            loadingLabel={alert.active ? 'Pausing...' : 'Resuming...'}
            disabled={busy && !toggling}
            onClick={() => onChange({ active: !alert.active })}
          >
            {alert.active ? 'Pause' : 'Resume'}
          </Button>
          <Button
            size="small"
            variant="ghost"
            tone="critical"
            icon={<Trash2 aria-hidden />}
            aria-label={`Delete ${alert.name}`}
            disabled={busy}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
