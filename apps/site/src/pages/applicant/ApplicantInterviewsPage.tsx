import { useState } from 'react';
import { CalendarClock, Clock, MapPin, Video } from 'lucide-react';
import {
  Badge,
  ButtonLink,
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
} from '@globalhire/ui';
import type { MyInterview } from '@globalhire/data';
import { usePageMeta } from '../../seo/usePageMeta';
import * as styles from '../../features/applicant/applicant.css';
import { useMyInterviews } from '../../features/applicant/applicantQueries';
import { interviewStatusLooks } from '../../features/applicant/labels';
import {
  formatDuration,
  formatInterviewTime,
  splitInterviews,
} from '../../features/applicant/interviewTimes';
import { LoadingCards } from '../../features/applicant/LoadingCards';
import { QueryErrorAlert } from '../../features/applicant/QueryErrorAlert';

function InterviewCard({ interview, upcoming }: { interview: MyInterview; upcoming: boolean }) {
  const job = interview.application?.job ?? null;
  const when = formatInterviewTime(interview.scheduled_at, interview.duration_minutes);
  const look = interviewStatusLooks[interview.status];
  const title = job?.title ?? 'Interview';
  return (
    <Card>
      <Stack space="medium">
        <Inline space="medium" align="space-between" alignY="top">
          <Stack space="xsmall">
            <Heading level={4} as="h3">
              {job ? <Link href={`/jobs/${job.id}`}>{job.title}</Link> : title}
            </Heading>
            {job?.company?.company_name ? (
              <Text tone="muted">{job.company.company_name}</Text>
            ) : null}
          </Stack>
          <Badge tone={look.tone}>{look.label}</Badge>
        </Inline>
        <Stack space="small">
          <Inline space="small" alignY="center">
            <CalendarClock aria-hidden className={styles.inlineIcon} />
            <Text weight="semibold">
              <time dateTime={when.dateTime}>
                {when.date}, {when.time}
              </time>
            </Text>
          </Inline>
          <Inline space="small" alignY="center">
            <Clock aria-hidden className={styles.inlineIcon} />
            <Text>{formatDuration(interview.duration_minutes)}</Text>
          </Inline>
          {interview.location ? (
            <Inline space="small" alignY="center">
              <MapPin aria-hidden className={styles.inlineIcon} />
              <Text>{interview.location}</Text>
            </Inline>
          ) : null}
        </Stack>
        {interview.notes ? <Text>{interview.notes}</Text> : null}
        {upcoming && interview.meeting_url ? (
          <Inline space="small">
            <ButtonLink
              href={interview.meeting_url}
              icon={<Video aria-hidden />}
              external
              externalLabel={`(${title}, opens in a new tab)`}
            >
              Join the meeting
            </ButtonLink>
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}

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
            <InterviewCard key={interview.id} interview={interview} upcoming={upcoming} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /applicant/interviews: upcoming and past interviews, times in the visitor's own time zone. */
export default function ApplicantInterviewsPage() {
  usePageMeta({
    title: 'Interview Invites',
    description: 'Your upcoming and past interviews.',
    noIndex: true,
  });
  const interviews = useMyInterviews();
  const [now] = useState(() => new Date());
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { upcoming, past } = splitInterviews(interviews.data ?? [], now);

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>Interview Invites</Heading>
        <Text tone="muted">Times are shown in your time zone ({timeZone}).</Text>
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
