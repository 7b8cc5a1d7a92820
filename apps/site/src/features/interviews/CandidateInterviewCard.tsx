import { useState } from 'react';
import { CalendarPlus, Check, Video, X } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  Card,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
} from '@globalhire/ui';
import type { InterviewResponse, MyInterview } from '@globalhire/data';
import { interviewStatusLooks } from '../applicant/labels';
import { calendarButtonLabel, downloadInterviewIcs } from './interviewCalendar';
import { InterviewFacts } from './InterviewFacts';
import { interviewResponseLooks } from './interviewLabels';
import { useRespondToInterview } from './interviewQueries';
import { ReasonDialog } from './ReasonDialog';

/** One interview as the candidate sees it, in their own zone, with their answer and the calendar file. */
export function CandidateInterviewCard({
  interview,
  upcoming,
}: {
  interview: MyInterview;
  upcoming: boolean;
}) {
  const job = interview.application?.job ?? null;
  const title = job?.title ?? 'Interview';
  const company = job?.company?.company_name;
  const respond = useRespondToInterview();
  const [asking, setAsking] = useState<Exclude<InterviewResponse, 'accepted'> | null>(null);
  const status = interviewStatusLooks[interview.status];
  const answer = interviewResponseLooks[interview.response];
  const canAnswer = upcoming && interview.status === 'scheduled';
  const send = (response: InterviewResponse, message?: string) =>
    respond.mutate({ interview, response, message }, { onSuccess: () => setAsking(null) });
  const errorOutsideDialog = !asking && respond.error ? respond.error.message : null;

  return (
    <Card>
      <Stack space="medium">
        <Inline space="medium" align="space-between" alignY="top">
          <Stack space="xsmall">
            <Heading level={4} as="h3">
              {job ? <Link href={`/jobs/${job.id}`}>{job.title}</Link> : title}
            </Heading>
            {company ? <Text tone="muted">{company}</Text> : null}
          </Stack>
          <Inline space="xsmall">
            <Badge tone={status.tone}>{status.label}</Badge>
            {interview.status === 'scheduled' ? (
              <Badge tone={answer.tone}>{answer.label}</Badge>
            ) : null}
          </Inline>
        </Inline>
        <InterviewFacts interview={interview} showLink={upcoming} />
        {interview.notes ? <Text>{interview.notes}</Text> : null}
        {interview.status === 'cancelled' ? (
          <Alert tone="caution" title="The employer cancelled this interview.">
            {interview.cancel_reason
              ? `Reason: ${interview.cancel_reason}`
              : 'No reason was given.'}
          </Alert>
        ) : null}
        {interview.response_message && interview.status === 'scheduled' ? (
          <Text tone="muted">Your message: {interview.response_message}</Text>
        ) : null}
        {errorOutsideDialog ? (
          <Alert tone="critical" title="Your answer was not saved.">
            {errorOutsideDialog}
          </Alert>
        ) : null}
        <Inline space="small">
          {canAnswer && interview.response !== 'accepted' ? (
            <Button
              icon={<Check aria-hidden />}
              loading={respond.isPending && respond.variables?.response === 'accepted'}
              loadingLabel="Accepting…"
              aria-label={`Accept: ${title}`}
              onClick={() => send('accepted')}
            >
              Accept
            </Button>
          ) : null}
          {canAnswer && interview.response !== 'declined' ? (
            <Button
              variant="soft"
              tone="critical"
              icon={<X aria-hidden />}
              aria-label={`Decline: ${title}`}
              onClick={() => setAsking('declined')}
            >
              Decline
            </Button>
          ) : null}
          {canAnswer ? (
            <Button
              variant="soft"
              tone="neutral"
              aria-label={`Ask for another time: ${title}`}
              onClick={() => setAsking('reschedule_requested')}
            >
              Ask for another time
            </Button>
          ) : null}
          {upcoming && interview.format === 'video' && interview.meeting_url ? (
            <ButtonLink
              href={interview.meeting_url}
              icon={<Video aria-hidden />}
              variant="soft"
              external
              externalLabel={`(${title}, opens in a new tab)`}
            >
              Join the meeting
            </ButtonLink>
          ) : null}
          {upcoming || interview.status === 'cancelled' ? (
            <Button
              variant="ghost"
              tone="neutral"
              icon={<CalendarPlus aria-hidden />}
              aria-label={`${calendarButtonLabel(interview)}: ${title}`}
              onClick={() =>
                downloadInterviewIcs(
                  interview,
                  `Interview: ${title}${company ? ` at ${company}` : ''}`,
                )
              }
            >
              {calendarButtonLabel(interview)}
            </Button>
          ) : null}
        </Inline>
      </Stack>
      <ReasonDialog
        key={asking ?? 'closed'}
        open={asking !== null}
        onOpenChange={(open) => (!open ? (setAsking(null), respond.reset()) : undefined)}
        title={asking === 'declined' ? 'Decline this interview?' : 'Ask for another time'}
        description={`${title}${company ? ` at ${company}` : ''}. The employer is notified.`}
        label={asking === 'declined' ? 'Reason (optional)' : 'Which times would suit you?'}
        hint={
          asking === 'declined'
            ? undefined
            : 'For example: any weekday morning next week, Sydney time.'
        }
        requiredMessage={asking === 'declined' ? undefined : 'Say which times would suit you.'}
        confirmLabel={asking === 'declined' ? 'Decline interview' : 'Send request'}
        pendingLabel="Sending…"
        tone={asking === 'declined' ? 'critical' : 'brand'}
        pending={respond.isPending}
        error={respond.error?.message}
        onConfirm={(text) => asking && send(asking, text || undefined)}
      />
    </Card>
  );
}
