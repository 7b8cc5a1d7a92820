import { z } from 'zod';
import { defineEmail } from '../define';
import { factsOf, jobFacts, personFacts } from '../facts/common';
import { formatWhen } from '../format';
import { ActionButton, Paragraph, Quote, Title } from '../layout/parts';
import { longJob, sampleJob, sampleRecipient, sampleUnsubscribe } from '../samples';
import {
  InterviewDetails,
  interviewFacts,
  sampleInterview,
  type InterviewFacts,
} from './interviewParts';

// The candidate's answer to an invitation, to the employer: accepted, declined, or another time
// asked for (with the times that suit them, in their words).

const answerFacts = factsOf({
  job: jobFacts,
  interview: interviewFacts,
  candidate: personFacts,
  /** What the candidate wrote with their answer. */
  message: z.string().nullable(),
});
type AnswerFacts = z.infer<typeof answerFacts>;

const employerRecipient = sampleRecipient('employer', {
  name: 'Harbour City Health',
  timeZone: 'Europe/London',
});

function samplesOf(
  kind: string,
  message: string | null,
  interview: InterviewFacts = sampleInterview,
) {
  const base: AnswerFacts = {
    recipient: employerRecipient,
    link: '/employer/interviews',
    unsubscribe: sampleUnsubscribe(kind),
    job: sampleJob,
    interview,
    candidate: { id: 'c1', name: 'Priya Raman' },
    message,
  };
  return {
    default: base,
    longNames: {
      ...base,
      recipient: sampleRecipient('employer', {
        name: longJob.companyName,
        timeZone: 'America/Toronto',
      }),
      job: longJob,
      candidate: { id: 'c3', name: 'Maximiliana Alexandra Konstantinopoulou-Vanderberg' },
    },
  };
}

function answerEmail(
  kind: string,
  words: { subject: string; did: string; next: string; messageLabel: (name: string) => string },
  message: string | null,
) {
  return defineEmail({
    kind,
    category: 'notification',
    facts: answerFacts,
    subject: (f) => `${words.subject}: ${f.candidate.name}, ${f.job.title}`,
    preview: (f, ctx) =>
      `${f.candidate.name} ${words.did} the interview on ${formatWhen(f.interview.scheduledAt, ctx)}.`,
    Body: ({ facts: f, ctx }) => (
      <>
        <Title>
          {f.candidate.name} {words.did} the interview
        </Title>
        <Paragraph>
          {f.candidate.name} {words.did} the interview for {f.job.title}. {words.next}
        </Paragraph>
        {f.message ? <Quote label={words.messageLabel(f.candidate.name)}>{f.message}</Quote> : null}
        <InterviewDetails job={f.job} interview={f.interview} ctx={ctx} />
        <ActionButton href={ctx.url(f.link ?? '/employer/interviews')}>
          See your interviews
        </ActionButton>
      </>
    ),
    samples: samplesOf(kind, message),
  });
}

export const interviewAccepted = answerEmail(
  'interview_accepted',
  {
    subject: 'Interview accepted',
    did: 'accepted',
    next: 'The interview stays in your list of upcoming interviews.',
    messageLabel: (name) => `Message from ${name}`,
  },
  null,
);

export const interviewDeclined = answerEmail(
  'interview_declined',
  {
    subject: 'Interview declined',
    did: 'declined',
    next: 'You can reschedule or cancel it on your Interviews page.',
    messageLabel: (name) => `Message from ${name}`,
  },
  'I have accepted another position, thank you for your time.',
);

export const interviewRescheduleRequested = answerEmail(
  'interview_reschedule_requested',
  {
    subject: 'Another time requested',
    did: 'asked for another time for',
    next: 'You can reschedule it on your Interviews page; they will be asked to answer again.',
    messageLabel: (name) => `Times that suit ${name}`,
  },
  'Any morning next week would suit me, Sydney time.\nTuesday after 9:00 is best.',
);

export const interviewAnswerEmails = [
  interviewAccepted,
  interviewDeclined,
  interviewRescheduleRequested,
];
