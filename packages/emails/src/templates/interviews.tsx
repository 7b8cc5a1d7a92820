import { z } from 'zod';
import { defineEmail } from '../define';
import { factsOf, instant, jobFacts, personFacts } from '../facts/common';
import { formatWhen } from '../format';
import { ActionButton, FactTable, Paragraph, Quote, SmallPrint, Title } from '../layout/parts';
import { longJob, rtlRecipient, sampleJob, sampleRecipient, sampleUnsubscribe } from '../samples';
import {
  candidateSummary,
  InterviewDetails,
  interviewCalendarFile,
  interviewFacts,
  onSiteInterview,
  sampleInterview,
} from './interviewParts';
import { interviewAnswerEmails } from './interviewAnswers';

/** To the candidate: an invitation, with the interview as a calendar file. */
export const interviewInvited = defineEmail({
  kind: 'interview_invited',
  category: 'notification',
  facts: factsOf({ job: jobFacts, interview: interviewFacts }),
  subject: (f) => `Interview invitation: ${f.job.title}`,
  preview: (f, ctx) =>
    `${f.job.companyName} invited you to an interview on ${formatWhen(f.interview.scheduledAt, ctx)}.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>{f.job.companyName} invited you to an interview</Title>
      <Paragraph>
        {f.job.companyName} would like to interview you for {f.job.title}. Accept, decline or ask
        for another time on your Interview Invites page.
      </Paragraph>
      <InterviewDetails job={f.job} interview={f.interview} ctx={ctx} />
      {f.interview.notes ? (
        <Quote label={`Note from ${f.job.companyName}`}>{f.interview.notes}</Quote>
      ) : null}
      <ActionButton href={ctx.url(f.link ?? '/applicant/interviews')}>
        See your interview
      </ActionButton>
      <SmallPrint>The attached calendar file adds the interview to your calendar.</SmallPrint>
    </>
  ),
  attachments: (f) => [interviewCalendarFile(f.interview, candidateSummary(f.job))],
  samples: {
    default: {
      recipient: sampleRecipient('candidate', { timeZone: 'Australia/Sydney', locale: 'en-AU' }),
      link: '/applicant/interviews',
      unsubscribe: sampleUnsubscribe('interview_invited'),
      job: sampleJob,
      interview: sampleInterview,
    },
    rightToLeft: {
      recipient: rtlRecipient('candidate'),
      link: '/applicant/interviews',
      unsubscribe: sampleUnsubscribe('interview_invited'),
      job: sampleJob,
      interview: {
        ...sampleInterview,
        format: 'phone',
        meetingUrl: null,
        phone: '+44 20 7946 0000',
      },
    },
    longNames: {
      recipient: sampleRecipient('candidate'),
      link: '/applicant/interviews',
      unsubscribe: sampleUnsubscribe('interview_invited'),
      job: longJob,
      interview: onSiteInterview,
    },
  },
});

/** To the candidate: a new time or place, to answer again, with the updated calendar file. */
export const interviewRescheduled = defineEmail({
  kind: 'interview_rescheduled',
  category: 'notification',
  facts: factsOf({ job: jobFacts, interview: interviewFacts, previousScheduledAt: instant }),
  subject: (f) => `Interview rescheduled: ${f.job.title}`,
  preview: (f, ctx) =>
    `Your interview with ${f.job.companyName} is now on ${formatWhen(f.interview.scheduledAt, ctx)}.`,
  Body: ({ facts: f, ctx }) => {
    const moved = Date.parse(f.previousScheduledAt) !== Date.parse(f.interview.scheduledAt);
    return (
      <>
        <Title>Your interview was rescheduled</Title>
        <Paragraph>
          {moved
            ? `Your interview with ${f.job.companyName} for ${f.job.title} was moved from ${formatWhen(f.previousScheduledAt, ctx)}.`
            : `The details of your interview with ${f.job.companyName} for ${f.job.title} changed.`}{' '}
          Please accept, decline or ask for another time again on your Interview Invites page.
        </Paragraph>
        <InterviewDetails job={f.job} interview={f.interview} ctx={ctx} />
        {f.interview.notes ? (
          <Quote label={`Note from ${f.job.companyName}`}>{f.interview.notes}</Quote>
        ) : null}
        <ActionButton href={ctx.url(f.link ?? '/applicant/interviews')}>
          See your interview
        </ActionButton>
        <SmallPrint>The attached calendar file moves the interview in your calendar.</SmallPrint>
      </>
    );
  },
  attachments: (f) => [interviewCalendarFile(f.interview, candidateSummary(f.job))],
  samples: {
    default: {
      recipient: sampleRecipient('candidate', { timeZone: 'Australia/Sydney', locale: 'en-AU' }),
      link: '/applicant/interviews',
      unsubscribe: sampleUnsubscribe('interview_rescheduled'),
      job: sampleJob,
      interview: onSiteInterview,
      previousScheduledAt: sampleInterview.scheduledAt,
    },
  },
});

const cancelCause = z.enum(['cancelled', 'hired', 'candidateDeleted']);

/**
 * A cancelled interview: to the candidate (with the reason given, or because they were hired),
 * and to the employer when the system closed it (a hire, a candidate who deleted their account).
 */
export const interviewCancelled = defineEmail({
  kind: 'interview_cancelled',
  category: 'notification',
  facts: factsOf({
    job: jobFacts,
    interview: interviewFacts,
    audience: z.enum(['candidate', 'employer']),
    cause: cancelCause,
    /** The reason typed by whoever cancelled. */
    reason: z.string().nullable(),
    /** The candidate, in the employer's email (null once they deleted their account). */
    candidate: personFacts.nullable(),
  }),
  subject: (f) => `Interview cancelled: ${f.job.title}`,
  preview: (f, ctx) =>
    `The interview planned for ${formatWhen(f.interview.scheduledAt, ctx)} will not take place.`,
  Body: ({ facts: f, ctx }) => {
    const when = formatWhen(f.interview.scheduledAt, ctx);
    const forCandidate = f.audience === 'candidate';
    const what =
      f.cause === 'hired'
        ? forCandidate
          ? `You were hired for ${f.job.title}, so your interview planned for ${when} is no longer needed and was cancelled.`
          : `${f.candidate?.name ?? 'The candidate'} was hired for ${f.job.title}, so the interview planned for ${when} was cancelled.`
        : f.cause === 'candidateDeleted'
          ? `A candidate deleted their account, so the interview for ${f.job.title} planned for ${when} is cancelled.`
          : forCandidate
            ? `Your interview with ${f.job.companyName} for ${f.job.title}, planned for ${when}, was cancelled.`
            : `The interview for ${f.job.title} planned for ${when} was cancelled.`;
    return (
      <>
        <Title>Interview cancelled</Title>
        <Paragraph>{what}</Paragraph>
        {f.reason ? <Quote label="Reason given">{f.reason}</Quote> : null}
        <FactTable
          rows={[
            ['Job', f.job.title],
            [
              forCandidate ? 'Employer' : 'Candidate',
              forCandidate ? f.job.companyName : f.candidate?.name,
            ],
            ['Was planned for', when],
          ]}
        />
        <ActionButton
          href={ctx.url(
            f.link ?? (forCandidate ? '/applicant/interviews' : '/employer/interviews'),
          )}
        >
          See your interviews
        </ActionButton>
        <SmallPrint>
          If you added the interview to your calendar, the attached file removes it.
        </SmallPrint>
      </>
    );
  },
  attachments: (f) => [
    interviewCalendarFile(
      f.interview,
      f.audience === 'candidate'
        ? candidateSummary(f.job)
        : `Interview: ${f.candidate ? `${f.candidate.name} for ` : ''}${f.job.title}`,
    ),
  ],
  samples: {
    default: {
      recipient: sampleRecipient('candidate', { timeZone: 'Australia/Sydney', locale: 'en-AU' }),
      link: '/applicant/interviews',
      unsubscribe: sampleUnsubscribe('interview_cancelled'),
      job: sampleJob,
      interview: { ...sampleInterview, status: 'cancelled', sequence: 1 },
      audience: 'candidate',
      cause: 'cancelled',
      reason: 'The position has been filled internally. We are sorry for the change of plan.',
      candidate: null,
    },
    hiredForEmployer: {
      recipient: sampleRecipient('employer', {
        name: 'Harbour City Health',
        timeZone: 'Europe/London',
      }),
      link: '/employer/interviews',
      unsubscribe: sampleUnsubscribe('interview_cancelled'),
      job: sampleJob,
      interview: { ...sampleInterview, status: 'cancelled', sequence: 1 },
      audience: 'employer',
      cause: 'hired',
      reason: null,
      candidate: { id: 'c1', name: 'Priya Raman' },
    },
  },
});

export const interviewEmails = [
  interviewInvited,
  interviewRescheduled,
  interviewCancelled,
  ...interviewAnswerEmails,
];
