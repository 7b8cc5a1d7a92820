import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { ButtonLink, EmptyState, Heading, Inline, Link, Stack, Text } from '@globalhire/ui';
import { formatTimeZone, type EmployerInterview } from '@globalhire/data';
import { usePageMeta } from '../../seo/usePageMeta';
import { useLiveEmployerInterviews } from '../../features/live/livePages';
import {
  EmployerInterviewCard,
  interviewCandidateName,
} from '../../features/interviews/EmployerInterviewCard';
import {
  InterviewFormDialog,
  type InterviewFormTarget,
} from '../../features/interviews/InterviewFormDialog';
import { InterviewLists, useInterviewTimeline } from '../../features/interviews/InterviewTimeline';
import { ReasonDialog } from '../../features/interviews/ReasonDialog';
import {
  useEmployerInterviewActions,
  useEmployerInterviews,
} from '../../features/interviews/interviewQueries';

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
  const { timeZone, upcoming, past } = useInterviewTimeline(interviews.data);
  const [editing, setEditing] = useState<InterviewFormTarget | null>(null);
  const [cancelling, setCancelling] = useState<EmployerInterview | null>(null);
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
      <InterviewLists
        interviews={interviews}
        upcoming={upcoming}
        past={past}
        loadingLabel="Loading interviews"
        errorTitle="Interviews could not be loaded."
        empty={
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
        }
        renderInterview={(interview, upcoming) => (
          <EmployerInterviewCard
            interview={interview}
            upcoming={upcoming}
            viewerTimeZone={timeZone}
            onReschedule={reschedule}
            onCancel={setCancelling}
          />
        )}
      />
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
