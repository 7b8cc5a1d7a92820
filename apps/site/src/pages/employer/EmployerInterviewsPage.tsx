import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { ButtonLink, Card, EmptyState, Heading, Inline, Link, Stack, Text } from '@globalhire/ui';
import { formatTimeZone, localTimeZone, type EmployerInterview } from '@globalhire/data';
import { usePageMeta } from '../../seo/usePageMeta';
import { useLiveEmployerInterviews } from '../../features/live/livePages';
import { splitInterviews } from '../../features/applicant/interviewTimes';
import { LoadingCards } from '../../features/applicant/LoadingCards';
import { QueryErrorAlert } from '../../features/applicant/QueryErrorAlert';
import {
  EmployerInterviewCard,
  interviewCandidateName,
} from '../../features/interviews/EmployerInterviewCard';
import {
  InterviewFormDialog,
  type InterviewFormTarget,
} from '../../features/interviews/InterviewFormDialog';
import { ReasonDialog } from '../../features/interviews/ReasonDialog';
import {
  useEmployerInterviewActions,
  useEmployerInterviews,
} from '../../features/interviews/interviewQueries';

function Section({
  title,
  rows,
  upcoming,
  empty,
  timeZone,
  onReschedule,
  onCancel,
}: {
  title: string;
  rows: EmployerInterview[];
  upcoming: boolean;
  empty: string;
  timeZone: string;
  onReschedule: (interview: EmployerInterview) => void;
  onCancel: (interview: EmployerInterview) => void;
}) {
  return (
    <Stack space="large" as="section">
      <Heading level={3} as="h2">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text tone="muted">{empty}</Text>
      ) : (
        <Stack space="large" as="ul" aria-label={title}>
          {rows.map((interview) => (
            <EmployerInterviewCard
              key={interview.id}
              interview={interview}
              upcoming={upcoming}
              viewerTimeZone={timeZone}
              onReschedule={onReschedule}
              onCancel={onCancel}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /employer/interviews: upcoming and past interviews across the company's jobs, with the candidates' answers. */
export default function EmployerInterviewsPage() {
  usePageMeta({
    title: 'Interviews',
    description: 'Interviews with candidates for your jobs.',
    noIndex: true,
  });
  const interviews = useEmployerInterviews();
  useLiveEmployerInterviews();
  const { cancel } = useEmployerInterviewActions();
  const [now] = useState(() => new Date());
  const [editing, setEditing] = useState<InterviewFormTarget | null>(null);
  const [cancelling, setCancelling] = useState<EmployerInterview | null>(null);
  const timeZone = localTimeZone();
  const { upcoming, past } = splitInterviews(interviews.data ?? [], now);
  const reschedule = (interview: EmployerInterview) =>
    setEditing({
      kind: 'reschedule',
      interview,
      candidate: interviewCandidateName(interview),
      jobTitle: interview.application.job.title,
    });

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>Interviews</Heading>
        <Text tone="muted">
          Times are shown in your time zone: {formatTimeZone(timeZone)}. Candidates see them in
          theirs.
        </Text>
      </Stack>
      <Inline space="large">
        <Link href="/employer/applicants">All applicants</Link>
        <Link href="/employer/applicants/shortlisted">Shortlisted</Link>
        <Link href="/employer/interviews" aria-current="page">
          Interviews
        </Link>
      </Inline>
      {interviews.isPending ? (
        <LoadingCards count={2} label="Loading interviews" />
      ) : interviews.isError ? (
        <QueryErrorAlert
          title="Interviews could not be loaded."
          error={interviews.error}
          onRetry={() => void interviews.refetch()}
          retrying={interviews.isRefetching}
        />
      ) : interviews.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<CalendarClock aria-hidden />}
            title="No interviews yet"
            description="Invite a shortlisted candidate to an interview from Applications Received; it appears here with their answer."
            action={
              <ButtonLink href="/employer/applicants/shortlisted" variant="soft">
                Shortlisted Applicants
              </ButtonLink>
            }
          />
        </Card>
      ) : (
        <Stack space="xxlarge">
          <Section
            title="Upcoming"
            rows={upcoming}
            upcoming
            empty="No upcoming interviews."
            timeZone={timeZone}
            onReschedule={reschedule}
            onCancel={setCancelling}
          />
          <Section
            title="Past"
            rows={past}
            upcoming={false}
            empty="No past interviews yet."
            timeZone={timeZone}
            onReschedule={reschedule}
            onCancel={setCancelling}
          />
        </Stack>
      )}
      <InterviewFormDialog target={editing} onClose={() => setEditing(null)} />
      <ReasonDialog
        key={cancelling?.id ?? 'closed'}
        open={cancelling !== null}
        onOpenChange={(open) => (!open ? (setCancelling(null), cancel.reset()) : undefined)}
        title="Cancel this interview?"
        description={
          cancelling
            ? `With ${interviewCandidateName(cancelling)}, for ${cancelling.application.job.title}. The candidate is notified with your reason.`
            : ''
        }
        label="Reason for the candidate"
        requiredMessage="Give the candidate a reason for cancelling."
        confirmLabel="Cancel interview"
        pendingLabel="Cancelling…"
        tone="critical"
        pending={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={(reason) =>
          cancelling &&
          cancel.mutate(
            { interview: cancelling, candidate: interviewCandidateName(cancelling), reason },
            { onSuccess: () => setCancelling(null) },
          )
        }
      />
    </Stack>
  );
}
