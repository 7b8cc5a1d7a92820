import { formatDate, type EmployerApplicant } from '@globalhire/data';
import { Button, ButtonLink, DataTable, type DataTableColumn } from '@globalhire/ui';
import { DashboardSection } from '../dashboard/DashboardSection';
import { useEmployerApplicants } from './employerQueries';
import { candidateName } from './useApplicantActions';

/** How many applications the dashboard lists; "Review all" leads to the rest. */
export const REVIEW_QUEUE_SIZE = 5;

/** Where the application is reviewed: Applications Received narrowed to its job's new applicants. */
export const reviewHref = (row: EmployerApplicant) =>
  `/employer/applicants?status=new&job=${row.job_id}`;

const columns: DataTableColumn<EmployerApplicant>[] = [
  { key: 'candidate', header: 'Candidate', cell: (row) => candidateName(row) },
  { key: 'job', header: 'Job', cell: (row) => row.job.title },
  { key: 'created_at', header: 'Applied', nowrap: true, cell: (row) => formatDate(row.created_at) },
];

/** The company's newest applications still at 'new': the first thing an employer acts on. */
export function ReviewQueue() {
  const queue = useEmployerApplicants({ status: 'new', limit: REVIEW_QUEUE_SIZE });
  return (
    <DashboardSection
      title="Applications to review"
      link={{ href: '/employer/applicants?status=new', label: 'Review all' }}
    >
      <DataTable
        caption="New applications, newest first"
        columns={columns}
        rows={queue.data ?? []}
        getRowId={(row) => String(row.id)}
        loading={queue.isPending}
        loadingRowCount={3}
        error={queue.isError ? queue.error.message : undefined}
        errorTitle="Your new applications could not be loaded."
        errorAction={
          <Button size="small" variant="soft" onClick={() => void queue.refetch()}>
            Try again
          </Button>
        }
        emptyTitle="No new applications to review"
        emptyDescription="Applications to your jobs appear here as soon as candidates apply."
        rowActions={{
          header: 'Review',
          cell: (row) => (
            <ButtonLink
              href={reviewHref(row)}
              size="small"
              variant="soft"
              aria-label={`Review ${candidateName(row)}`}
            >
              Review
            </ButtonLink>
          ),
        }}
      />
    </DashboardSection>
  );
}
