import { CalendarClock } from 'lucide-react';
import { ButtonLink, EmptyState, Heading, Stack, Text } from '@globalhire/ui';
import { formatTimeZone } from '@globalhire/data';
import { usePageMeta } from '../../seo/usePageMeta';
import { useLiveCandidateInterviews } from '../../features/live/livePages';
import { useMyInterviews } from '../../features/applicant/applicantQueries';
import { CandidateInterviewCard } from '../../features/interviews/CandidateInterviewCard';
import { InterviewLists, useInterviewTimeline } from '../../features/interviews/InterviewTimeline';

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
  const { timeZone, upcoming, past } = useInterviewTimeline(interviews.data);

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>Interview Invites</Heading>
        <Text tone="muted">Times are shown in your time zone: {formatTimeZone(timeZone)}.</Text>
      </Stack>
      <InterviewLists
        interviews={interviews}
        upcoming={upcoming}
        past={past}
        loadingLabel="Loading your interviews"
        errorTitle="Your interviews could not be loaded."
        empty={
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
        }
        renderInterview={(interview, upcoming) => (
          <CandidateInterviewCard interview={interview} upcoming={upcoming} />
        )}
      />
    </Stack>
  );
}
