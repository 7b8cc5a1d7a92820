import { useState } from 'react';
import { BadgeCheck, Star } from 'lucide-react';
import { Badge, Inline, Link, type DataTableColumn } from '@globalhire/ui';
import {
  adminJobSortKeys,
  formatDate,
  jobLifecycles,
  listAdminJobs,
  type AdminJob,
  type JobLifecycle,
} from '@globalhire/data';
import { AdminDataTable } from './AdminDataTable';
import { ListToolbar } from './ListToolbar';
import { useAdminList } from './adminQueries';
import { useListState } from './useListState';
import { useJobModeration, useVerifyCompany, type JobModeration } from './useJobModeration';
import { lifecycleLabels } from './labels';
import { RowActionButton } from './RowActionButton';
import { RejectJobDialog } from './RejectJobDialog';
import { TakeDownJobDialog } from './TakeDownJobDialog';
import { CompanyStandingCell, JobStatusCell } from './jobModerationCells';

/**
 * Which jobs a list shows: every job (Manage All Jobs), the approval queue, or the live jobs
 * with the featured ones first (Featured Jobs Manager). One component, three screens.
 */
export type AdminJobsScope = 'all' | 'pending' | 'featured';

const scopes = {
  all: {
    caption: 'All jobs',
    lifecycle: undefined,
    emptyTitle: 'No jobs yet',
    emptyDescription: 'Jobs employers post will appear here.',
  },
  pending: {
    caption: 'Jobs awaiting approval',
    lifecycle: 'pending',
    emptyTitle: 'No jobs are waiting for approval.',
    emptyDescription: 'New jobs employers post appear here until you approve or reject them.',
  },
  featured: {
    caption: 'Live jobs',
    lifecycle: 'active',
    emptyTitle: 'No live jobs to feature.',
    emptyDescription:
      'Approved jobs inside their visibility window can be featured on the home page.',
  },
} satisfies Record<
  AdminJobsScope,
  {
    caption: string;
    lifecycle: JobLifecycle | undefined;
    emptyTitle: string;
    emptyDescription: string;
  }
>;

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...jobLifecycles.map((value) => ({ value, label: lifecycleLabels[value] })),
];

export function AdminJobsList({ scope }: { scope: AdminJobsScope }) {
  const config = scopes[scope];
  const list = useListState({
    filters: scope === 'all' ? { status: jobLifecycles } : {},
    sortKeys: adminJobSortKeys,
  });
  const lifecycle =
    config.lifecycle ?? ((list.filters.status || undefined) as JobLifecycle | undefined);
  const jobs = useAdminList(
    'jobs',
    {
      search: list.search,
      lifecycle,
      featuredFirst: scope === 'featured',
      sort: list.sort
        ? {
            key: list.sort.key as (typeof adminJobSortKeys)[number],
            ascending: list.sort.direction === 'ascending',
          }
        : undefined,
      page: list.page,
    },
    listAdminJobs,
  );
  const moderation = useJobModeration();
  const verify = useVerifyCompany();
  const [rejecting, setRejecting] = useState<AdminJob | null>(null);
  const [takingDown, setTakingDown] = useState<AdminJob | null>(null);

  const columns: DataTableColumn<AdminJob>[] = [
    {
      key: 'title',
      header: 'Job Title',
      sortable: true,
      cell: (job) => (
        <Inline space="xsmall" alignY="center">
          <Link href={`/jobs/${job.id}`}>{job.title}</Link>
          {job.featured ? <Badge tone="brand">Featured</Badge> : null}
        </Inline>
      ),
    },
    {
      key: 'company_name',
      header: 'Company',
      sortable: true,
      cell: (job) => (
        <Link href={`/admin/employers/${job.company_id}`}>
          {job.company_name || 'Unnamed company'}
        </Link>
      ),
    },
    // Only a verified company's approved jobs go live, and none of a blocked company's.
    {
      key: 'employer_status',
      header: 'Company Status',
      nowrap: true,
      cell: (job) => <CompanyStandingCell job={job} />,
    },
    {
      key: 'lifecycle',
      header: 'Status',
      nowrap: true,
      cell: (job) => <JobStatusCell job={job} />,
    },
    { key: 'applications_count', header: 'Applications', sortable: true, align: 'end' },
    {
      key: 'created_at',
      header: 'Posted',
      sortable: true,
      nowrap: true,
      cell: (job) => formatDate(job.created_at),
    },
  ];

  const action = (
    job: AdminJob,
    kind: JobModeration,
    label: string,
    tone: 'positive' | 'critical' | 'neutral',
  ) => {
    const busy = moderation.pending?.job.id === job.id;
    return (
      <RowActionButton
        tone={tone}
        aria-label={`${label} ${job.title}`}
        icon={kind === 'feature' || kind === 'unfeature' ? <Star aria-hidden /> : undefined}
        loading={busy && moderation.pending?.action === kind}
        disabled={busy}
        onClick={() =>
          kind === 'reject'
            ? setRejecting(job)
            : kind === 'take_down'
              ? setTakingDown(job)
              : moderation.run({ job, action: kind })
        }
      >
        {label}
      </RowActionButton>
    );
  };
  // Verifying the company is one step away: its held jobs go live with it.
  const verifyButton = (job: AdminJob) => {
    const company = job.company_name ?? 'the company';
    return (
      <RowActionButton
        tone="positive"
        icon={<BadgeCheck aria-hidden />}
        aria-label={`Verify ${company}`}
        loading={verify.pending?.company_id === job.company_id}
        disabled={verify.pending !== undefined}
        onClick={() => verify.run(job)}
      >
        Verify
      </RowActionButton>
    );
  };
  const pendingActions = (job: AdminJob) => (
    <>
      {/* A blocked company's job cannot go live; a held one is approved already. */}
      {job.company_blocked || job.approval_held_at
        ? null
        : action(job, 'approve', 'Approve', 'positive')}
      {action(job, 'reject', 'Reject', 'critical')}
      {job.employer_status === 'pending' && !job.company_blocked ? verifyButton(job) : null}
    </>
  );

  return (
    <>
      <AdminDataTable<AdminJob>
        caption={config.caption}
        noun={['job', 'jobs']}
        result={jobs}
        list={list}
        columns={columns}
        getRowId={(job) => String(job.id)}
        rowActions={{
          header: 'Actions',
          // Approve and Reject only on pending jobs (spec §2); featuring and taking down only
          // on live ones.
          cell: (job) =>
            job.lifecycle === 'pending' ? (
              pendingActions(job)
            ) : job.lifecycle === 'active' ? (
              <>
                {job.featured
                  ? action(job, 'unfeature', 'Unfeature', 'neutral')
                  : action(job, 'feature', 'Feature', 'neutral')}
                {action(job, 'take_down', 'Take down', 'critical')}
              </>
            ) : null,
        }}
        toolbar={
          <ListToolbar
            searchLabel="Search jobs"
            searchPlaceholder="Job title or company"
            search={list.search}
            onSearch={list.setSearch}
            filters={
              scope === 'all'
                ? [
                    {
                      name: 'status',
                      label: 'Status',
                      options: statusOptions,
                      value: list.filters.status ?? '',
                      onChange: (value) => list.setFilter('status', value),
                    },
                  ]
                : []
            }
          />
        }
        emptyTitle={config.emptyTitle}
        emptyDescription={config.emptyDescription}
      />
      <RejectJobDialog
        job={rejecting}
        saving={moderation.pending?.action === 'reject'}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) =>
          rejecting &&
          moderation.run({ job: rejecting, action: 'reject', reason }, () => setRejecting(null))
        }
      />
      <TakeDownJobDialog
        job={takingDown}
        saving={moderation.pending?.action === 'take_down'}
        onClose={() => setTakingDown(null)}
        onConfirm={(reason) =>
          takingDown &&
          moderation.run({ job: takingDown, action: 'take_down', reason }, () =>
            setTakingDown(null),
          )
        }
      />
    </>
  );
}
