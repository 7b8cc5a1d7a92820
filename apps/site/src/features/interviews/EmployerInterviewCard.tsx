import { CalendarPlus } from 'lucide-react';
import { Alert, Badge, Button, Card, Heading, Inline, Link, Stack, Text } from '@globalhire/ui';
import { canonicalTimeZone, formatTimeZone, type EmployerInterview } from '@globalhire/data';
import { interviewStatusLooks } from '../applicant/labels';
import { calendarButtonLabel, downloadInterviewIcs } from './interviewCalendar';
import { InterviewFacts } from './InterviewFacts';
import { interviewResponseLooks } from './interviewLabels';

export const interviewCandidateName = (interview: EmployerInterview) =>
  interview.application.candidate_deleted_at
    ? 'Deleted candidate'
    : [interview.application.candidate?.first_name, interview.application.candidate?.last_name]
        .filter(Boolean)
        .join(' ') || 'Candidate';

export interface EmployerInterviewCardProps {
  interview: EmployerInterview;
  upcoming: boolean;
  viewerTimeZone: string;
  onReschedule: (interview: EmployerInterview) => void;
  onCancel: (interview: EmployerInterview) => void;
}

/** One interview as the employer sees it: the candidate's answer, the time, and what can still change. */
export function EmployerInterviewCard({
  interview,
  upcoming,
  viewerTimeZone,
  onReschedule,
  onCancel,
}: EmployerInterviewCardProps) {
  const name = interviewCandidateName(interview);
  const job = interview.application.job;
  const status = interviewStatusLooks[interview.status];
  const answer = interviewResponseLooks[interview.response];
  const open = upcoming && interview.status === 'scheduled';
  return (
    <Card>
      <Stack space="medium">
        <Inline space="medium" align="space-between" alignY="top">
          <Stack space="xsmall">
            <Heading level={4} as="h3">
              {name}
            </Heading>
            <Text tone="muted">
              <Link href={`/employer/jobs/${job.id}/applicants`}>{job.title}</Link>
            </Text>
          </Stack>
          <Inline space="xsmall">
            <Badge tone={status.tone}>{status.label}</Badge>
            {interview.status === 'scheduled' ? (
              <Badge tone={answer.tone}>{answer.label}</Badge>
            ) : null}
          </Inline>
        </Inline>
        <InterviewFacts interview={interview} timeZone={viewerTimeZone} showLink={open} />
        {canonicalTimeZone(interview.time_zone) !== canonicalTimeZone(viewerTimeZone) ? (
          <Text size="small" tone="muted">
            Scheduled in {formatTimeZone(interview.time_zone, new Date(interview.scheduled_at))}.
          </Text>
        ) : null}
        {interview.status === 'scheduled' && interview.response_message ? (
          <Alert
            tone={interview.response === 'declined' ? 'caution' : 'info'}
            title={`${name} wrote:`}
          >
            {interview.response_message}
          </Alert>
        ) : null}
        {interview.status === 'cancelled' && interview.cancel_reason ? (
          <Text tone="muted">Cancelled: {interview.cancel_reason}</Text>
        ) : null}
        <Inline space="small">
          {open ? (
            <Button
              variant={interview.response === 'reschedule_requested' ? 'solid' : 'soft'}
              aria-label={`Reschedule: ${name}`}
              onClick={() => onReschedule(interview)}
            >
              Reschedule
            </Button>
          ) : null}
          {open ? (
            <Button
              variant="ghost"
              tone="critical"
              aria-label={`Cancel interview: ${name}`}
              onClick={() => onCancel(interview)}
            >
              Cancel interview
            </Button>
          ) : null}
          {upcoming || interview.status === 'cancelled' ? (
            <Button
              variant="ghost"
              tone="neutral"
              icon={<CalendarPlus aria-hidden />}
              aria-label={`${calendarButtonLabel(interview)}: ${name}`}
              onClick={() => downloadInterviewIcs(interview, `Interview: ${name} for ${job.title}`)}
            >
              {calendarButtonLabel(interview)}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}
