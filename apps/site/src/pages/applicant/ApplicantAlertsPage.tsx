import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, Search } from 'lucide-react';
import {
  ButtonLink,
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  toast,
} from '@globalhire/ui';
import {
  deleteJobAlert,
  listMyJobAlerts,
  updateJobAlert,
  type JobAlert,
  type JobAlertChanges,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { usePageMeta } from '../../seo/usePageMeta';
import { applicantKeys, useCandidateId } from '../../features/applicant/applicantQueries';
import { applicantMessages } from '../../features/applicant/applicantMessages';
import { ConfirmDialog } from '../../features/account/ConfirmDialog';
import { JobAlertCard } from '../../features/applicant/JobAlertCard';
import { LoadingCards } from '../../features/applicant/LoadingCards';
import { QueryErrorAlert } from '../../features/applicant/QueryErrorAlert';

const changedToast = (alert: JobAlert, changes: JobAlertChanges) =>
  changes.active === false
    ? { title: 'Alert paused', description: `“${alert.name}” sends no emails until you resume it.` }
    : changes.active === true
      ? {
          title: 'Alert resumed',
          description: `“${alert.name}” emails you new matching jobs again.`,
        }
      : { title: 'Alert saved', description: `“${alert.name}” is updated.` };

/** /applicant/alerts: the candidate's saved searches, each emailing new matching jobs. */
export default function ApplicantAlertsPage() {
  usePageMeta({
    title: 'Job Alerts',
    description: 'Saved searches that email you new jobs.',
    noIndex: true,
  });
  const client = useSupabase();
  const queryClient = useQueryClient();
  const candidateId = useCandidateId();
  const key = applicantKeys.jobAlerts(candidateId);
  const alerts = useQuery({
    queryKey: key,
    queryFn: async () => unwrap(await listMyJobAlerts(client, candidateId)),
    enabled: Boolean(candidateId),
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);

  const change = useMutation({
    mutationFn: async ({ alert, changes }: { alert: JobAlert; changes: JobAlertChanges }) =>
      unwrap(await updateJobAlert(client, alert.id, changes)),
    onSuccess: (updated, { changes }) => {
      queryClient.setQueryData<JobAlert[]>(key, (rows) =>
        rows?.map((row) => (row.id === updated.id ? updated : row)),
      );
      setEditing(null);
      toast({ ...changedToast(updated, changes), tone: 'positive' });
    },
    onError: (error, { changes }) => {
      // An edit keeps its dialog open with the reason; a pause or resume says so in a toast.
      if (changes.name === undefined)
        toast({
          title: applicantMessages.actionFailed,
          description: error.message,
          tone: 'critical',
        });
    },
  });

  const remove = useMutation({
    mutationFn: async (alert: JobAlert) => {
      unwrap(await deleteJobAlert(client, alert.id));
      return alert;
    },
    onSuccess: (alert) => {
      queryClient.setQueryData<JobAlert[]>(key, (rows) =>
        rows?.filter((row) => row.id !== alert.id),
      );
      setDeleting(null);
      toast({
        title: 'Alert deleted',
        description: `“${alert.name}” will send no more emails.`,
        tone: 'positive',
      });
    },
  });

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>Job Alerts</Heading>
        <Text tone="muted">
          Saved searches: when a new job matching one goes live, we email it to you (at once, or in
          a daily or weekly digest). Every email has a link that turns its alert off without signing
          in.
        </Text>
        <Inline space="large">
          <Text size="small">
            <Link href="/applicant/saved">Your saved jobs</Link>
          </Text>
          <Text size="small">
            <Link href="/jobs">Create an alert from the jobs page</Link>
          </Text>
        </Inline>
      </Stack>
      {alerts.isPending ? (
        <LoadingCards label="Loading your job alerts" />
      ) : alerts.isError ? (
        <QueryErrorAlert
          title="Your job alerts could not be loaded."
          error={alerts.error}
          onRetry={() => void alerts.refetch()}
          retrying={alerts.isRefetching}
        />
      ) : alerts.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Bell aria-hidden />}
            title="No job alerts yet"
            description="On the jobs page, choose your filters, then Create job alert."
            action={
              <ButtonLink href="/jobs" icon={<Search aria-hidden />}>
                Find Jobs
              </ButtonLink>
            }
          />
        </Card>
      ) : (
        <Stack space="large" as="ul" aria-label="Job alerts">
          {alerts.data.map((alert) => (
            <JobAlertCard
              key={alert.id}
              alert={alert}
              editing={editing === alert.id}
              onEditingChange={(open) => {
                if (open) change.reset();
                setEditing(open ? alert.id : null);
              }}
              onChange={(changes) => change.mutate({ alert, changes })}
              pending={
                change.isPending && change.variables.alert.id === alert.id
                  ? change.variables.changes
                  : null
              }
              editError={
                change.isError &&
                change.variables.alert.id === alert.id &&
                change.variables.changes.name !== undefined
                  ? change.error.message
                  : null
              }
              onDelete={() => {
                remove.reset();
                setDeleting(alert);
              }}
            />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete “${deleting?.name ?? ''}”?`}
        description="The alert and its filters are removed and it sends no more emails. This cannot be undone."
        confirmLabel="Delete alert"
        pendingLabel="Deleting..."
        onConfirm={() => deleting && remove.mutate(deleting)}
        pending={remove.isPending}
        error={remove.isError ? remove.error.message : null}
      />
    </Stack>
  );
}
