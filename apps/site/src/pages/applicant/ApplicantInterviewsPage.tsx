import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { ButtonLink, Card, EmptyState, Heading, Stack, Text } from '@globalhire/ui';
import { formatTimeZone, localTimeZone, type MyInterview } from '@globalhire/data';
import { usePageMeta } from '../../seo/usePageMeta';
import { useLiveCandidateInterviews } from '../../features/live/livePages';
import { useMyInterviews } from '../../features/applicant/applicantQueries';
import { splitInterviews } from '../../features/applicant/interviewTimes';
import { LoadingCards } from '../../features/applicant/LoadingCards';
import { QueryErrorAlert } from '../../features/applicant/QueryErrorAlert';
import { CandidateInterviewCard } from '../../features/interviews/CandidateInterviewCard';

function InterviewList({
  title,
  interviews,
  upcoming,
  empty,
}: {
  title: string;
  interviews: MyInterview[];
  upcoming: boolean;
  empty: string;
}) {
  return (
    <Stack space="large" as="section">
      <Heading level={3} as="h2">
        {title}
      </Heading>
      {interviews.length === 0 ? (
        <Text tone="muted">{empty}</Text>
      ) : (
        <Stack space="large" as="ul" aria-label={title}>
          {interviews.map((interview) => (
            <CandidateInterviewCard key={interview.id} interview={interview} upcoming={upcoming} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /applicant/interviews: upcoming and past interviews, times in the visitor's own time zone; the
 * candidate accepts, declines or asks for another time, and saves each to their calendar.
 */
export default function ApplicantInterviewsPage() {
  usePageMeta({
    title: 'Interview Invites',
    description: 'Your upcoming and past interviews.',
    noIndex: true,
  });
  const interviews = useMyInterviews();
  useLiveCandidateInterviews();
  const [now] = useState(() => new Date());
  const timeZone = localTimeZone();
  const { upcoming, past } = splitInterviews(interviews.data ?? [], now);

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>Interview Invites</Heading>
        <Text tone="muted">Times are shown in your time zone: {formatTimeZone(timeZone)}.</Text>
      </Stack>
      {interviews.isPending ? (
        <LoadingCards count={2} label="Loading your interviews" />
      ) : interviews.isError ? (
        <QueryErrorAlert
          title="Your interviews could not be loaded."
          error={interviews.error}
          onRetry={() => void interviews.refetch()}
          retrying={interviews.isRefetching}
        />
      ) : interviews.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<CalendarClock aria-hidden />}
            title="No interview invites yet"
            description="When an employer invites you to an interview, the time, the place or the meeting link appear here."
            action={
              <ButtonLink href="/applicant/applications" variant="soft">
                View your applications
              </ButtonLink>
            }
          />
        </Card>
      ) : (
        <Stack space="xxlarge">
          <InterviewList
            title="Upcoming"
            interviews={upcoming}
            upcoming
            empty="No upcoming interviews."
          />
          <InterviewList
            title="Past"
            interviews={past}
            upcoming={false}
            empty="No past interviews yet."
          />
        </Stack>
      )}
    </Stack>
  );
}
