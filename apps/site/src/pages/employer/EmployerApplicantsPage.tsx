import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Alert, ButtonLink, Heading, Inline, Link, Select, Stack, Text } from '@globalhire/ui';
import { applicationStatuses, type ApplicationStatus, type EmployerApplicantFilters } from '@globalhire/data';
import { messages } from '../../content/messages';
import { ApplicantTable } from '../../features/employer/ApplicantTable';
import { EmployerVisaCases } from '../../features/employer/visa/EmployerVisaCases';
import { applicationStatusLabels } from '../../features/employer/applicantPipeline';
import { useEmployerApplicants, useEmployerJob, useEmployerJobs } from '../../features/employer/employerQueries';
import { usePageMeta } from '../../seo/usePageMeta';
import { useLiveEmployerApplicants, useLiveEmployerVisaSteps } from '../../features/live/livePages';

const isStatus = (value: string | null): value is ApplicationStatus => applicationStatuses.includes(value as ApplicationStatus);
const statusOptions = [{ value: '', label: 'All statuses' }, ...applicationStatuses.map((value) => ({ value, label: applicationStatusLabels[value] }))];

type View = { kind: 'all' } | { kind: 'shortlisted' } | { kind: 'job'; jobId: number };

/** The route decides the list: all applicants, the shortlist, or one job's applicants. */
function useView(): View {
  const { id } = useParams();
  const { pathname } = useLocation();
  if (id !== undefined) return { kind: 'job', jobId: Number(id) || 0 };
  if (pathname.endsWith('/shortlisted')) return { kind: 'shortlisted' };
  return { kind: 'all' };
}

function AllApplicantsFilters({ status, jobId }: { status: ApplicationStatus | undefined; jobId: number | undefined }) {
  const [params, setParams] = useSearchParams();
  const jobs = useEmployerJobs();
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const jobOptions = [{ value: '', label: 'All jobs' }, ...(jobs.data ?? []).map((job) => ({ value: String(job.id), label: job.title }))];
  return (
    <Inline space="medium" collapseBelow="tablet">
      <Select label="Status" options={statusOptions} value={status ?? ''} onChange={(event) => set('status', event.target.value)} />
      <Select label="Job" options={jobOptions} value={jobId ? String(jobId) : ''} onChange={(event) => set('job', event.target.value)} />
    </Inline>
  );
}

/** /employer/applicants, /employer/applicants/shortlisted and /employer/jobs/{id}/applicants. */
export default function EmployerApplicantsPage() {
  const view = useView();
  const [params] = useSearchParams();
  const queryStatus = params.get('status');
  const queryJob = Number(params.get('job')) || undefined;
  const filters: EmployerApplicantFilters =
    view.kind === 'job'
      ? { jobId: view.jobId }
      : view.kind === 'shortlisted'
        ? { status: 'shortlisted' }
        : { status: isStatus(queryStatus) ? queryStatus : undefined, jobId: queryJob };
  const applicants = useEmployerApplicants(filters);
  useLiveEmployerApplicants();
  useLiveEmployerVisaSteps();
  const job = useEmployerJob(view.kind === 'job' ? view.jobId : null);

  const title = view.kind === 'shortlisted' ? 'Shortlisted Applicants' : view.kind === 'job' ? 'Applicants' : 'Applications Received';
  usePageMeta({ title, description: 'Candidates who applied to your jobs.', noIndex: true });

  if (view.kind === 'job' && job.isSuccess && !job.data) {
    return (
      <Stack space="xlarge">
        <Heading level={1}>{title}</Heading>
        <Alert tone="caution" title={messages.jobNotFound} action={<ButtonLink href="/employer/jobs" size="small" variant="soft">My Job Listings</ButtonLink>}>
          It may have been deleted, or it belongs to another company.
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack space="xlarge">
      <Stack space="xsmall">
        <Heading level={1}>{title}</Heading>
        {view.kind === 'job' ? (
          job.data ? <Text tone="muted">For {job.data.title}</Text> : null
        ) : (
          <Text tone="muted">Move candidates through your pipeline: new, shortlisted, interview, offer, hired, or rejected.</Text>
        )}
      </Stack>
      <Inline space="large">
        <Link href="/employer/applicants" aria-current={view.kind === 'all' ? 'page' : undefined}>
          All applicants
        </Link>
        <Link href="/employer/applicants/shortlisted" aria-current={view.kind === 'shortlisted' ? 'page' : undefined}>
          Shortlisted
        </Link>
        <Link href="/employer/interviews">Interviews</Link>
        <Link href="/employer/jobs">My Job Listings</Link>
      </Inline>
      {view.kind === 'all' ? <AllApplicantsFilters status={filters.status} jobId={filters.jobId} /> : null}
      <ApplicantTable
        caption={view.kind === 'job' && job.data ? `Applicants for ${job.data.title}` : title}
        rows={applicants.data}
        loading={applicants.isPending}
        error={applicants.isError ? applicants.error.message : undefined}
        onRetry={() => void applicants.refetch()}
        showJob={view.kind !== 'job'}
        emptyTitle={view.kind === 'shortlisted' ? 'No one is shortlisted yet' : 'No applicants yet'}
        emptyDescription={
          view.kind === 'shortlisted'
            ? 'Shortlist candidates from Applications Received to see them here.'
            : 'Applications to your jobs appear here as soon as candidates apply.'
        }
      />
      <EmployerVisaCases rows={applicants.data} />
    </Stack>
  );
}
