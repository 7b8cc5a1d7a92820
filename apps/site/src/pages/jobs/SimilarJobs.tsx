import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  Heading,
  JobCard,
  Skeleton,
  Stack,
  Text,
} from '@globalhire/ui';
import { getSimilarJobs } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { jobCardProps } from '../../features/jobs/jobCardProps';
import { saveToggleProps, useJobSaving } from '../../features/jobs/save/useJobSaving';
import { similarJobsCopy } from '../../content/jobs';
import { jobPostedText } from './jobDates';

/** How many similar jobs a job page lists. */
export const similarJobCount = 4;

/** Live jobs like this one (same category, country or skills), as the database ranks them. */
export function SimilarJobs({ jobId }: { jobId: number }) {
  const client = useSupabase();
  const saving = useJobSaving();
  const similar = useQuery({
    queryKey: ['similar-jobs', jobId],
    queryFn: async () => unwrap(await getSimilarJobs(client, jobId, similarJobCount)),
  });
  return (
    <section aria-labelledby="similar-jobs-heading" aria-busy={similar.isPending}>
      <Stack space="medium">
        <Heading level={3} as="h2" id="similar-jobs-heading">
          {similarJobsCopy.heading}
        </Heading>
        {similar.isPending ? (
          <Stack space="medium" role="status" aria-label={similarJobsCopy.loading}>
            {[0, 1].map((i) => (
              <Card key={i}>
                <Stack space="small">
                  <Skeleton width="50%" height="large" />
                  <Skeleton width="30%" />
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : similar.isError ? (
          <Alert
            tone="critical"
            title={similarJobsCopy.loadError}
            action={
              <Button variant="outline" tone="critical" onClick={() => void similar.refetch()}>
                {similarJobsCopy.retry}
              </Button>
            }
          >
            {similar.error.message}
          </Alert>
        ) : similar.data.length === 0 ? (
          <Card>
            <Stack space="medium">
              <Text>{similarJobsCopy.none}</Text>
              <div>
                <ButtonLink href="/jobs" variant="outline">
                  {similarJobsCopy.browseJobs}
                </ButtonLink>
              </div>
            </Stack>
          </Card>
        ) : (
          <Stack space="medium" as="ul">
            {similar.data.map((job) => (
              <JobCard
                key={job.id}
                {...jobCardProps(job)}
                // The page's one date format, not the job list's '3 days ago'.
                postedText={jobPostedText(job)}
                {...saveToggleProps(saving, job)}
                titleAs="h3"
              />
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
