import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing, Bookmark, BookmarkX, Search } from 'lucide-react';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  Heading,
  Inline,
  JobCard,
  Link,
  Stack,
  Text,
  toast,
} from '@globalhire/ui';
import { formatDate, localTimeZone, unsaveJob, type SavedJob } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { usePageMeta } from '../../seo/usePageMeta';
import { jobCardProps } from '../../features/jobs/jobCardProps';
import {
  applicantKeys,
  useCandidateId,
  useMarkApplicantDataStale,
  useSavedJobs,
} from '../../features/applicant/applicantQueries';
import { applicantMessages } from '../../features/applicant/applicantMessages';
import { LoadingCards } from '../../features/applicant/LoadingCards';
import { QueryErrorAlert } from '../../features/applicant/QueryErrorAlert';
import { savedJobStateText } from '../../features/applicant/applicationJobStates';

/** /applicant/saved: the jobs the candidate bookmarked, as job cards, each with Unsave. */
export default function ApplicantSavedJobsPage() {
  usePageMeta({
    title: 'Saved Jobs',
    description: 'Jobs you bookmarked for later.',
    noIndex: true,
  });
  const client = useSupabase();
  const queryClient = useQueryClient();
  const candidateId = useCandidateId();
  const markStale = useMarkApplicantDataStale();
  const saved = useSavedJobs();

  const unsave = useMutation({
    mutationFn: async (item: SavedJob) => {
      const result = await unsaveJob(client, candidateId, item.job_id);
      if (result.error) throw new Error(result.error.message);
      return item;
    },
    onSuccess: (item) => {
      queryClient.setQueryData<SavedJob[]>(applicantKeys.savedJobs(candidateId), (rows) =>
        rows?.filter((row) => row.job_id !== item.job_id),
      );
      markStale();
      void queryClient.invalidateQueries({ queryKey: ['saved-job-ids'] });
      toast({
        ...applicantMessages.jobUnsaved(
          item.job?.title ?? item.closed?.title ?? applicantMessages.jobNoLongerListed,
        ),
        tone: 'positive',
      });
    },
    onError: (error) =>
      toast({
        title: applicantMessages.actionFailed,
        description: error.message,
        tone: 'critical',
      }),
  });

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>Saved Jobs</Heading>
        <Text tone="muted">
          Jobs you bookmarked while browsing. Open one to apply, or remove the ones you no longer
          want.
        </Text>
        <Text size="small">
          <Inline space="xsmall" alignY="center">
            <BellRing aria-hidden size={16} />
            <Link href="/applicant/alerts">Job alerts: get new jobs like these by email</Link>
          </Inline>
        </Text>
      </Stack>
      {saved.isPending ? (
        <LoadingCards label="Loading your saved jobs" />
      ) : saved.isError ? (
        <QueryErrorAlert
          title="Your saved jobs could not be loaded."
          error={saved.error}
          onRetry={() => void saved.refetch()}
          retrying={saved.isRefetching}
        />
      ) : saved.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Bookmark aria-hidden />}
            title="No saved jobs yet"
            description="Save jobs while you browse and they will wait for you here."
            action={
              <ButtonLink href="/jobs" icon={<Search aria-hidden />}>
                Find Jobs
              </ButtonLink>
            }
          />
        </Card>
      ) : (
        <Stack space="xlarge" as="ul" aria-label="Saved jobs">
          {saved.data.map((item) => {
            const title =
              item.job?.title ?? item.closed?.title ?? applicantMessages.jobNoLongerListed;
            const removing = unsave.isPending && unsave.variables.job_id === item.job_id;
            return (
              <Stack key={item.job_id} space="small">
                {item.job ? (
                  <JobCard {...jobCardProps(item.job)} titleAs="h2" />
                ) : (
                  <Card>
                    <Stack space="xsmall">
                      <Inline space="small" alignY="center">
                        <Heading level={4} as="h2">
                          {/* The job's page says it is closed and offers similar live jobs; a
                              job with no page left (its employer suspended) is not linked. */}
                          {item.closed?.has_page === false ? (
                            title
                          ) : (
                            <Link href={`/jobs/${item.job_id}`}>{title}</Link>
                          )}
                        </Heading>
                        <Badge tone="neutral">
                          {item.closed?.state === 'expired'
                            ? 'Expired'
                            : item.closed?.state === 'in_review'
                              ? 'In review'
                              : 'Closed'}
                        </Badge>
                      </Inline>
                      {item.closed ? (
                        <Text size="small" weight="medium" tone="muted">
                          {[item.closed.company_name, item.closed.location]
                            .filter(Boolean)
                            .join(' · ')}
                        </Text>
                      ) : null}
                      <Text tone="muted">{savedJobStateText[item.closed?.state ?? 'closed']}</Text>
                    </Stack>
                  </Card>
                )}
                <Inline space="medium" align="space-between" alignY="center">
                  <Text tone="muted" size="small">
                    Saved {formatDate(item.saved_at, { timeZone: localTimeZone() })}
                  </Text>
                  <Button
                    size="small"
                    variant="ghost"
                    tone="neutral"
                    icon={<BookmarkX aria-hidden />}
                    aria-label={`Unsave ${title}`}
                    loading={removing}
                    loadingLabel="Removing..."
                    disabled={unsave.isPending && !removing}
                    onClick={() => unsave.mutate(item)}
                  >
                    Unsave
                  </Button>
                </Inline>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
