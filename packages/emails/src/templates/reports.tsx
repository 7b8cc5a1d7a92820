import { z } from 'zod';
import { defineEmail } from '../define';
import { factsOf, jobFacts } from '../facts/common';
import { JobSummary } from '../layout/JobSummary';
import { ActionButton, Paragraph, Title } from '../layout/parts';
import { longJob, sampleJob, sampleRecipient, sampleUnsubscribe } from '../samples';

// Reported conversations: the admins hear of a report; the reporter hears how the review ended.
// What the reporter wrote and the admin's note stay on the site.

/** To every admin: a participant reported a conversation about a job. */
export const conversationReported = defineEmail({
  kind: 'conversation_reported',
  category: 'notification',
  facts: factsOf({ job: jobFacts, reportId: z.number() }),
  subject: (f) => `Conversation reported: ${f.job.title}`,
  preview: (f) => `A conversation about ${f.job.title} was reported and waits for a review.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>A conversation was reported</Title>
      <Paragraph>
        A participant reported a conversation about {f.job.title}. It waits for a review: the reason they gave
        is on the review page.
      </Paragraph>
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? '/admin/conversations')}>Review reports</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('admin', { name: 'Sam' }),
      link: '/admin/conversations',
      unsubscribe: sampleUnsubscribe('conversation_reported'),
      job: sampleJob,
      reportId: 4,
    },
  },
});

/** To the reporter: the review ended, acted on or not. */
export const conversationReportReviewed = defineEmail({
  kind: 'conversation_report_reviewed',
  category: 'notification',
  facts: factsOf({ job: jobFacts, outcome: z.enum(['actioned', 'dismissed']) }),
  subject: () => 'Your report was reviewed',
  preview: (f) =>
    f.outcome === 'actioned'
      ? `We reviewed your report of the conversation about ${f.job.title} and acted on it.`
      : `We reviewed your report of the conversation about ${f.job.title} and found no reason to act.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>Your report was reviewed</Title>
      <Paragraph>
        {f.outcome === 'actioned'
          ? `We reviewed your report of the conversation about ${f.job.title} and acted on it.`
          : `We reviewed your report of the conversation about ${f.job.title} and found no reason to act.`}{' '}
        Thank you for telling us.
      </Paragraph>
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? '/')}>Open the conversation</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate'),
      link: '/applicant/messages/7',
      unsubscribe: sampleUnsubscribe('conversation_report_reviewed'),
      job: sampleJob,
      outcome: 'actioned',
    },
    dismissed: {
      recipient: sampleRecipient('employer', { name: longJob.companyName }),
      link: '/employer/messages/7',
      unsubscribe: sampleUnsubscribe('conversation_report_reviewed'),
      job: longJob,
      outcome: 'dismissed',
    },
  },
});

export const conversationReportEmails = [conversationReported, conversationReportReviewed];
