import { useState } from 'react';
import { Star } from 'lucide-react';
import { Badge, Inline, Link, StatusBadge, type DataTableColumn } from '@globalhire/ui';
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
import { useJobModeration, type JobModeration } from './useJobModeration';
import { lifecycleLabels } from './labels';
import { RowActionButton } from './RowActionButton';
import { RejectJobDialog } from './RejectJobDialog';

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
  const [rejecting, setRejecting] = useState<AdminJob | null>(null);

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
      cell: (job) => job.company_name ?? '—',
    },
    {
      key: 'lifecycle',
      header: 'Status',
      nowrap: true,
      cell: (job) => <StatusBadge status={job.lifecycle} label={lifecycleLabels[job.lifecycle]} />,
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
          kind === 'reject' ? setRejecting(job) : moderation.run({ job, action: kind })
        }
      >
        {label}
      </RowActionButton>
    );
  };

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
          // Approve and Reject only on pending jobs (spec §2); featuring only on live ones.
          cell: (job) =>
            job.lifecycle === 'pending' ? (
              <>
                {action(job, 'approve', 'Approve', 'positive')}
                {action(job, 'reject', 'Reject', 'critical')}
              </>
            ) : job.lifecycle === 'active' ? (
              job.featured ? (
                action(job, 'unfeature', 'Unfeature', 'neutral')
              ) : (
                action(job, 'feature', 'Feature', 'neutral')
              )
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
    </>
  );
}
