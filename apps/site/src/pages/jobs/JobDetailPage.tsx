import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import {
  Alert,
  Box,
  Button,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  JobDetail,
  Skeleton,
  Stack,
} from '@globalhire/ui';
import { getClosedJob, getJob, recordJobView, type JobDetail as Job } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { jobCardProps } from '../../features/jobs/jobCardProps';
import { jobLiveness, livenessNotice } from '../../features/jobs/jobLiveness';
import { jobPostingJsonLd, serializeJsonLd } from '../../features/jobs/jobPostingJsonLd';
import { ApplyAction } from '../../features/jobs/apply/ApplyAction';
import { SaveJobAction } from '../../features/jobs/save/SaveJobAction';
import { jobDetailCopy } from '../../content/jobs';
import { messages } from '../../content/messages';
import { usePageMeta } from '../../seo/usePageMeta';
import { useSiteOrigin } from '../../seo/serverPage';
import { JobDetailAside } from './JobDetailAside';
import { ClosedJobView } from './ClosedJobView';
import { SimilarJobs } from './SimilarJobs';
import { JobVisaFit } from '../../features/visa-fit/JobVisaFit';
import { jobDeadlineText, jobPostedText } from './jobDates';

/** '/jobs/12' → 12; anything that is not a whole positive number is no job at all. */
const parseJobId = (value: string | undefined) =>
  value && /^\d{1,15}$/.test(value) ? Number(value) : null;

const summary = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 155 ? `${flat.slice(0, 152).trimEnd()}...` : flat;
};

function JobLoading() {
  return (
    <Stack space="xlarge" role="status" aria-busy="true" aria-label="Loading the job">
      <Skeleton width="8rem" />
      <Card>
        <Stack space="medium">
          <Skeleton width="60%" height="xxlarge" />
          <Skeleton width="30%" />
          <Skeleton width="75%" />
        </Stack>
      </Card>
      <Skeleton lines={6} />
    </Stack>
  );
}

function JobFound({ job }: { job: Job }) {
  const origin = useSiteOrigin();
  const card = jobCardProps(job);
  const liveness = jobLiveness(job);
  const companyHref = job.company?.slug ? `/employers/${job.company.slug}` : undefined;
  return (
    <Stack space="large">
      {liveness === 'live' ? (
        <script type="application/ld+json">{serializeJsonLd(jobPostingJsonLd(job, origin))}</script>
      ) : (
        <Alert tone="caution">{livenessNotice[liveness]}</Alert>
      )}
      <JobDetail
        backLink={{ label: jobDetailCopy.back, href: '/jobs' }}
        title={job.title}
        companyName={card.company}
        companyHref={companyHref}
        location={card.location}
        workType={card.workType}
        employmentType={card.employmentType}
        salary={card.salary}
        deadlineText={jobDeadlineText(job)}
        postedText={jobPostedText(job)}
        badges={card.badges}
        description={job.description}
        requirements={job.requirements}
        benefits={job.benefits}
        descriptionHeading={jobDetailCopy.descriptionHeading}
        requirementsHeading={jobDetailCopy.requirementsHeading}
        benefitsHeading={jobDetailCopy.benefitsHeading}
        // One Apply Now and a quieter Save; the company name is the link to the employer's page.
        actionsLabel={jobDetailCopy.actions}
        actions={
          <>
            <ApplyAction
              job={{ id: job.id, title: job.title, companyName: card.company }}
              open={liveness === 'live'}
            />
            {liveness === 'live' ? <SaveJobAction job={{ id: job.id, title: job.title }} /> : null}
          </>
        }
        aside={
          <Stack space="large">
            <JobVisaFit jobId={job.id} />
            <JobDetailAside job={job} />
          </Stack>
        }
      />
      <SimilarJobs jobId={job.id} />
    </Stack>
  );
}

/** /jobs/{id}: the advert from the database, Apply Now, a link to the employer's page, and JobPosting data for search engines. */
export default function JobDetailPage() {
  const client = useSupabase();
  const jobId = parseJobId(useParams().id);
  const job = useQuery({
    queryKey: ['job', jobId],
    queryFn: async () => (jobId === null ? null : unwrap(await getJob(client, jobId))),
  });
  // A job the viewer cannot read may have closed: its public fields come from closed_job().
  const closed = useQuery({
    queryKey: ['closed-job', jobId],
    queryFn: async () => (jobId === null ? null : unwrap(await getClosedJob(client, jobId))),
    enabled: job.isSuccess && job.data === null && jobId !== null,
  });
  const notFound =
    job.isSuccess &&
    job.data === null &&
    (jobId === null || (closed.isSuccess && closed.data === null));
  const closedJob = job.isSuccess && job.data === null ? closed.data : null;

  usePageMeta(
    job.data
      ? {
          title: `${job.data.title} at ${job.data.company?.company_name ?? 'a GlobalHire employer'}`,
          description: summary(job.data.description),
        }
      : closedJob
        ? {
            title: `${closedJob.title} at ${closedJob.company?.company_name ?? 'a GlobalHire employer'} (closed)`,
            description: `${closedJob.title} at ${closedJob.company?.company_name ?? 'a GlobalHire employer'} is closed. Similar jobs on GlobalHire.`,
            noIndex: true,
            // Gone for good: search engines drop it at once; visitors still get the page.
            status: 410,
          }
        : {
            title: notFound ? messages.jobNotFound.replace(/\.$/, '') : 'Job',
            description: 'A job on GlobalHire.',
            noIndex: notFound,
            status: notFound ? 404 : undefined,
          },
  );

  // One view per visit to a job page (the employer's Job Views); the database ignores owners and admins.
  const recorded = useRef<number | null>(null);
  const shownId = job.data?.id;
  useEffect(() => {
    if (shownId === undefined || recorded.current === shownId) return;
    recorded.current = shownId;
    void recordJobView(client, shownId).then(({ error }) => {
      if (error) console.error('Job view was not recorded', error);
    });
  }, [client, shownId]);

  return (
    <Container>
      <Box paddingY={['xxlarge', 'xxxlarge']}>
        {job.isPending || (job.data === null && jobId !== null && closed.isPending) ? (
          <JobLoading />
        ) : job.isError || closed.isError ? (
          <Alert
            tone="critical"
            title={jobDetailCopy.loadError}
            action={
              <Button
                variant="outline"
                tone="critical"
                onClick={() => void (job.isError ? job.refetch() : closed.refetch())}
              >
                {jobDetailCopy.retry}
              </Button>
            }
          >
            {(job.error ?? closed.error)?.message}
          </Alert>
        ) : job.data ? (
          <JobFound job={job.data} />
        ) : closedJob ? (
          <ClosedJobView job={closedJob} />
        ) : (
          <Card>
            <EmptyState
              titleAs="h1"
              icon={<SearchX />}
              title={messages.jobNotFound}
              description="It may have been filled or removed, or the link may be mistyped."
              action={<ButtonLink href="/jobs">{jobDetailCopy.browseJobs}</ButtonLink>}
            />
          </Card>
        )}
      </Box>
    </Container>
  );
}
