import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import {
  ButtonLink,
  Card,
  EmptyState,
  JobCard,
  Skeleton,
  Tiles,
  VisuallyHidden,
} from '@globalhire/ui';
import { listRecommendedJobs } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useCandidateId } from '../applicant/applicantQueries';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { jobCardProps } from '../jobs/jobCardProps';
import { saveToggleProps, useJobSaving } from '../jobs/save/useJobSaving';
import { DashboardSection } from '../dashboard/DashboardSection';

/** How many recommended jobs the dashboard shows: two rows of two. */
export const recommendedJobCount = 4;

/**
 * Under 'candidate-dashboard', so an application or a save (which invalidate the dashboard) reads
 * them afresh: a job applied to is no longer recommended.
 */
export const recommendedJobsKey = (candidateId: string) =>
  ['candidate-dashboard', 'recommended-jobs', candidateId] as const;

/** Live jobs picked for the candidate, by the rule the Job Recommendations count uses. */
export function RecommendedJobs() {
  const client = useSupabase();
  const candidateId = useCandidateId();
  const saving = useJobSaving();
  const jobs = useQuery({
    queryKey: recommendedJobsKey(candidateId),
    queryFn: async () => unwrap(await listRecommendedJobs(client, recommendedJobCount)),
    enabled: Boolean(candidateId),
  });
  return (
    <DashboardSection
      title="Recommended jobs"
      // No page lists recommendations: the job search holds them, with every other live job.
      link={{ href: '/jobs', label: 'View all jobs' }}
      busy={jobs.isPending}
    >
      {jobs.isPending ? (
        <div>
          <VisuallyHidden role="status">Loading recommended jobs</VisuallyHidden>
          <Tiles columns={{ mobile: 1, desktop: 2 }} space="large">
            {[0, 1].map((i) => (
              <Skeleton key={i} height="xxxlarge" lines={3} />
            ))}
          </Tiles>
        </div>
      ) : jobs.isError ? (
        <QueryErrorAlert
          title="Your recommended jobs could not be loaded."
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
          retrying={jobs.isRefetching}
        />
      ) : jobs.data.length === 0 ? (
        <Card>
          <EmptyState
            titleAs="h3"
            icon={<Sparkles aria-hidden />}
            title="No recommended jobs yet"
            description="Choose the categories and countries you want in your profile, or save jobs you like: we recommend live jobs that match."
            action={
              <ButtonLink href="/applicant/profile" variant="outline">
                Edit your preferences
              </ButtonLink>
            }
          />
        </Card>
      ) : (
        <Tiles
          as="ul"
          columns={{ mobile: 1, desktop: 2 }}
          space="large"
          aria-label="Recommended jobs"
        >
          {jobs.data.map((job) => (
            <JobCard
              key={job.id}
              {...jobCardProps(job)}
              {...saveToggleProps(saving, job)}
              titleAs="h3"
            />
          ))}
        </Tiles>
      )}
    </DashboardSection>
  );
}
