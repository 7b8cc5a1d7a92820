import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Plus } from 'lucide-react';
import {
  Badge,
  Button,
  ButtonLink,
  DataTable,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Heading,
  Inline,
  Link,
  Select,
  Stack,
  StatusBadge,
  Text,
  type DataTableColumn,
} from '@globalhire/ui';
import {
  formatDate,
  formatNumber,
  jobLifecycles,
  type EmployerJob,
  type JobLifecycle,
} from '@globalhire/data';
import { useEmployerJobs } from './employerQueries';
import { useJobActions } from './useJobActions';
import * as styles from './employerTables.css';

export const lifecycleLabels: Record<JobLifecycle, string> = {
  active: 'Active',
  pending: 'Pending approval',
  draft: 'Draft',
  expired: 'Expired',
  rejected: 'Rejected',
  // Off the site while the company's account is blocked; not a status an employer filters by.
  blocked: 'Hidden: account blocked',
};

/** A held approval and a take-down say what happened, not just "pending" or "rejected". */
const standingLabel = (job: EmployerJob) =>
  job.lifecycle === 'pending' && job.approvalHeld
    ? 'Approved, waiting for verification'
    : job.lifecycle === 'rejected' && job.takenDown
      ? 'Taken down by GlobalHire'
      : lifecycleLabels[job.lifecycle];

const isLifecycle = (value: string | null): value is JobLifecycle =>
  jobLifecycles.includes(value as JobLifecycle);
const statusOptions = [
  { value: '', label: 'All statuses' },
  ...jobLifecycles
    .filter((value) => value !== 'blocked')
    .map((value) => ({ value, label: lifecycleLabels[value] })),
];

export interface EmployerJobListProps {
  /** /employer/jobs shows every job (with a status filter); /employer/jobs/drafts only drafts. */
  view: 'all' | 'drafts';
}

/** The company's job listings (spec §3 "Employer job") with the actions each state allows. */
export function EmployerJobList({ view }: EmployerJobListProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const lifecycle: JobLifecycle | undefined =
    view === 'drafts' ? 'draft' : isLifecycle(requested) ? requested : undefined;
  const jobs = useEmployerJobs(lifecycle ? { lifecycle } : {});
  const { changeStatus, remove } = useJobActions();
  const [deleting, setDeleting] = useState<EmployerJob | null>(null);
  const busy = (job: EmployerJob) =>
    (changeStatus.isPending && changeStatus.variables?.job.id === job.id) ||
    (remove.isPending && remove.variables?.id === job.id);

  // Actions sit in the job and applications cells, so they stay in view on a narrow panel.
  const columns: DataTableColumn<EmployerJob>[] = [
    {
      key: 'title',
      header: 'Job',
      cell: (job) => (
        <Stack space="xsmall" className={styles.primaryCell}>
          {job.lifecycle === 'active' ? (
            <Link href={`/jobs/${job.id}`}>{job.title}</Link>
          ) : (
            <Text weight="semibold">{job.title}</Text>
          )}
          <Text size="small" tone="muted">
            {job.location}
          </Text>
          <Inline space="xsmall">
            <ButtonLink
              href={`/employer/jobs/new?edit=${job.id}`}
              className={styles.rowAction}
              size="small"
              variant="ghost"
              tone="neutral"
              aria-label={`Edit ${job.title}`}
            >
              Edit
            </ButtonLink>
            {job.lifecycle === 'draft' ? (
              <Button
                className={styles.rowAction}
                size="small"
                variant="soft"
                tone="positive"
                disabled={busy(job)}
                aria-label={`Publish ${job.title}`}
                onClick={() => changeStatus.mutate({ job, status: 'published' })}
              >
                Publish
              </Button>
            ) : job.lifecycle !== 'expired' ? (
              <Button
                className={styles.rowAction}
                size="small"
                variant="ghost"
                tone="neutral"
                disabled={busy(job)}
                aria-label={`Move to drafts: ${job.title}`}
                onClick={() => changeStatus.mutate({ job, status: 'draft' })}
              >
                Move to drafts
              </Button>
            ) : null}
            <Button
              className={styles.rowAction}
              size="small"
              variant="ghost"
              tone="critical"
              disabled={busy(job)}
              aria-label={`Delete ${job.title}`}
              onClick={() => setDeleting(job)}
            >
              Delete
            </Button>
          </Inline>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (job) => (
        <Stack space="xsmall">
          <StatusBadge status={job.lifecycle} label={standingLabel(job)} />
          {job.featured ? <Badge tone="brand">Featured</Badge> : null}
          {job.lifecycle === 'pending' && job.approvalHeld ? (
            <Text size="small" tone="muted">
              It goes live as soon as GlobalHire has verified your company.
            </Text>
          ) : null}
          {job.lifecycle === 'rejected' && job.rejectionReason ? (
            <Text size="small" tone="muted">
              Reason: {job.rejectionReason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'applications',
      header: 'Applications',
      cell: (job) => (
        <Stack space="xsmall">
          <Text>
            {formatNumber(job.applications)}
            {job.newApplications > 0 ? ` (${job.newApplications} new)` : ''}
          </Text>
          {/* Spec §2: View Applicants shows only on active jobs. */}
          {job.lifecycle === 'active' ? (
            <ButtonLink
              href={`/employer/jobs/${job.id}/applicants`}
              className={styles.rowAction}
              size="small"
              variant="soft"
              aria-label={`View Applicants for ${job.title}`}
            >
              View Applicants
            </ButtonLink>
          ) : null}
        </Stack>
      ),
    },
    { key: 'views', header: 'Views', align: 'end', cell: (job) => formatNumber(job.views) },
    {
      key: 'posted',
      header: 'Posted',
      nowrap: true,
      cell: (job) =>
        job.publishedAt ? formatDate(job.publishedAt) : <Text tone="muted">Not yet</Text>,
    },
  ];

  const setStatusFilter = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('status', value);
    else next.delete('status');
    setParams(next, { replace: true });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, { onSettled: () => setDeleting(null) });
  };

  return (
    <Stack space="xlarge">
      <Inline space="medium" align="space-between" alignY="center">
        <Stack space="xsmall">
          <Heading level={1}>{view === 'drafts' ? 'Drafts' : 'My Job Listings'}</Heading>
          <Text tone="muted">
            {view === 'drafts'
              ? 'Jobs you saved for later. Publish one to send it for approval.'
              : 'Every job your company has posted, with its applications and views.'}
          </Text>
        </Stack>
        <Inline space="small">
          {view === 'drafts' ? (
            <ButtonLink href="/employer/jobs" variant="soft">
              All jobs
            </ButtonLink>
          ) : (
            <ButtonLink href="/employer/jobs/drafts" variant="soft">
              Drafts
            </ButtonLink>
          )}
          <ButtonLink href="/employer/jobs/new" icon={<Plus aria-hidden />}>
            Post a Job
          </ButtonLink>
        </Inline>
      </Inline>
      <DataTable
        caption={view === 'drafts' ? 'Draft jobs' : 'Your job listings'}
        columns={columns}
        rows={jobs.data ?? []}
        getRowId={(job) => String(job.id)}
        loading={jobs.isPending}
        error={jobs.isError ? jobs.error.message : undefined}
        errorTitle="Your jobs could not be loaded."
        errorAction={
          <Button size="small" variant="soft" onClick={() => void jobs.refetch()}>
            Try again
          </Button>
        }
        emptyTitle={
          view === 'drafts'
            ? 'No drafts'
            : lifecycle
              ? `No ${lifecycleLabels[lifecycle].toLowerCase()} jobs`
              : 'You have not posted a job yet'
        }
        emptyDescription={
          view === 'drafts'
            ? 'Use “Save as draft” on the post-job form to keep a job for later.'
            : 'Post a job to start receiving applications from candidates worldwide.'
        }
        emptyAction={
          <ButtonLink href="/employer/jobs/new" size="small">
            Post a Job
          </ButtonLink>
        }
        toolbar={
          view === 'all' ? (
            <Select
              label="Status"
              options={statusOptions}
              value={lifecycle ?? ''}
              onChange={(event) => setStatusFilter(event.target.value)}
            />
          ) : undefined
        }
      />
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => (!open && !remove.isPending ? setDeleting(null) : undefined)}
      >
        {deleting ? (
          <DialogContent
            title="Delete this job?"
            description={`“${deleting.title}” and its ${deleting.applications} application${deleting.applications === 1 ? '' : 's'} will be removed for good.`}
            size="small"
          >
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="soft" tone="neutral" disabled={remove.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button
                tone="critical"
                loading={remove.isPending}
                loadingLabel="Deleting..."
                onClick={confirmDelete}
              >
                Delete job
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </Stack>
  );
}
