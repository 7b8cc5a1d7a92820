import { z } from 'zod';
import { defineEmail } from '../define';
import { factsOf, jobFacts } from '../facts/common';
import { JobSummary } from '../layout/JobSummary';
import { ActionButton, Paragraph, SmallPrint, Title } from '../layout/parts';
import { longJob, rtlRecipient, sampleJob, sampleRecipient, sampleUnsubscribe } from '../samples';

const messages = (count: number) => (count === 1 ? 'a message' : `${count} messages`);

/**
 * Messages about an application left unread for 15 minutes. The words of the messages stay on
 * the site: the email names the employer to a candidate, and only the job to an employer.
 */
export const newMessage = defineEmail({
  kind: 'new_message',
  category: 'notification',
  facts: factsOf({
    applicationId: z.number(),
    conversationId: z.string(),
    job: jobFacts,
    unreadCount: z.number().int().positive(),
    /** Who wrote, when the recipient is the candidate (the employer's name); null for an employer. */
    from: z.object({ name: z.string() }).nullable(),
  }),
  subject: ({ from, job }) => (from ? `New message from ${from.name}` : `New message about ${job.title}`),
  preview: ({ from, job, unreadCount }) =>
    from
      ? `${from.name} sent you ${messages(unreadCount)} about your application for ${job.title}.`
      : `A candidate who applied for ${job.title} sent you ${messages(unreadCount)}.`,
  reason: () =>
    'You get this email because a message about an application waited unread for you on GlobalHire. We send at most one an hour for each conversation.',
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>{f.unreadCount === 1 ? 'You have a new message' : `You have ${f.unreadCount} new messages`}</Title>
      <Paragraph>
        {f.from
          ? `${f.from.name} sent you ${messages(f.unreadCount)} about your application for ${f.job.title}.`
          : `A candidate who applied for ${f.job.title} sent you ${messages(f.unreadCount)}.`}
      </Paragraph>
      <JobSummary job={f.job} />
      <ActionButton
        href={ctx.url(f.link ?? (f.from ? `/applicant/messages/${f.applicationId}` : `/employer/messages/${f.applicationId}`))}
      >
        {f.unreadCount === 1 ? 'Read the message' : 'Read the messages'}
      </ActionButton>
      <SmallPrint>Reply on GlobalHire: replies to this email do not reach {f.from ? f.from.name : 'the candidate'}.</SmallPrint>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate'),
      link: '/applicant/messages/7',
      unsubscribe: sampleUnsubscribe('new_message'),
      applicationId: 7,
      conversationId: '5f0c1e1a-5d2b-4c55-9a43-2f1f3c1b7a10',
      job: sampleJob,
      unreadCount: 1,
      from: { name: sampleJob.companyName },
    },
    toEmployer: {
      recipient: sampleRecipient('employer', { name: longJob.companyName }),
      link: '/employer/messages/7',
      unsubscribe: sampleUnsubscribe('new_message'),
      applicationId: 7,
      conversationId: '5f0c1e1a-5d2b-4c55-9a43-2f1f3c1b7a10',
      job: longJob,
      unreadCount: 3,
      from: null,
    },
    rightToLeft: {
      recipient: rtlRecipient('candidate'),
      link: '/applicant/messages/7',
      unsubscribe: sampleUnsubscribe('new_message'),
      applicationId: 7,
      conversationId: '5f0c1e1a-5d2b-4c55-9a43-2f1f3c1b7a10',
      job: sampleJob,
      unreadCount: 2,
      from: { name: sampleJob.companyName },
    },
  },
});

export const messageEmails = [newMessage];
