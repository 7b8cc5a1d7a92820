import { z } from 'zod';
import { defineEmail } from '../define';
import { factsOf, jobFacts } from '../facts/common';
import { JobSummary } from '../layout/JobSummary';
import { ActionButton, Paragraph, Quote, Title } from '../layout/parts';
import {
  longJob,
  noSalaryJob,
  rtlRecipient,
  sampleJob,
  sampleRecipient,
  sampleUnsubscribe,
} from '../samples';

// Hand-offs of a job's review: submitted to the admins, decided to its employer.

const employer = sampleRecipient('employer', { name: 'Harbour City Health' });
const admin = sampleRecipient('admin', { name: 'Sam' });

/** To every admin: an employer posted a job, or edited one, and it waits for a decision. */
export const jobSubmitted = defineEmail({
  kind: 'job_submitted',
  category: 'notification',
  facts: factsOf({ job: jobFacts, resubmitted: z.boolean() }),
  subject: (f) => `Job waiting for approval: ${f.job.title}`,
  preview: (f) =>
    f.resubmitted
      ? `${f.job.companyName} edited ${f.job.title}, so it waits for a decision again.`
      : `${f.job.companyName} submitted ${f.job.title} for review.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>A job is waiting for approval</Title>
      <Paragraph>
        {f.resubmitted
          ? `${f.job.companyName} edited this job, so it needs your decision again before it goes live.`
          : `${f.job.companyName} submitted this job for review. It goes live once an admin approves it.`}
      </Paragraph>
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? '/admin/jobs/approvals')}>Review jobs</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: admin,
      link: '/admin/jobs/approvals',
      unsubscribe: sampleUnsubscribe('job_submitted'),
      job: sampleJob,
      resubmitted: false,
    },
    resubmitted: {
      recipient: admin,
      link: '/admin/jobs/approvals',
      unsubscribe: sampleUnsubscribe('job_submitted'),
      job: longJob,
      resubmitted: true,
    },
  },
});

/** To the employer: the job is live. */
export const jobApproved = defineEmail({
  kind: 'job_approved',
  category: 'notification',
  facts: factsOf({ job: jobFacts }),
  subject: (f) => `Job approved: ${f.job.title}`,
  preview: (f) => `${f.job.title} is now live on GlobalHire.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>Your job is live</Title>
      <Paragraph>GlobalHire approved {f.job.title}. Candidates can now find it and apply.</Paragraph>
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? f.job.path)}>See your job</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: employer,
      link: '/jobs/101',
      unsubscribe: sampleUnsubscribe('job_approved'),
      job: sampleJob,
    },
    rightToLeft: {
      recipient: rtlRecipient('employer'),
      link: '/jobs/101',
      unsubscribe: sampleUnsubscribe('job_approved'),
      job: noSalaryJob,
    },
  },
});

/** To the employer: not approved, with the admin's reason. */
export const jobRejected = defineEmail({
  kind: 'job_rejected',
  category: 'notification',
  facts: factsOf({ job: jobFacts, reason: z.string().nullable() }),
  subject: (f) => `Job not approved: ${f.job.title}`,
  preview: (f) => `GlobalHire did not approve ${f.job.title}. Edit it to submit it again.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>Your job was not approved</Title>
      <Paragraph>GlobalHire did not approve {f.job.title}, so it is not on the site.</Paragraph>
      {f.reason ? <Quote label="The reason GlobalHire gave">{f.reason}</Quote> : null}
      <Paragraph>Edit the job to submit it again: an admin reviews it once more.</Paragraph>
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? '/employer/jobs')}>Open your jobs</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: employer,
      link: '/employer/jobs',
      unsubscribe: sampleUnsubscribe('job_rejected'),
      job: sampleJob,
      reason: 'State the salary range, and say whether the role sponsors a visa.',
    },
  },
});

/** To the employer: a live job taken off the site, with the admin's reason. */
export const jobTakenDown = defineEmail({
  kind: 'job_taken_down',
  category: 'notification',
  facts: factsOf({ job: jobFacts, reason: z.string().nullable() }),
  subject: (f) => `Job taken down: ${f.job.title}`,
  preview: (f) => `GlobalHire took ${f.job.title} off the site. Edit it to submit it again.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>Your job was taken off the site</Title>
      <Paragraph>GlobalHire took {f.job.title} off the site: candidates no longer see it.</Paragraph>
      {f.reason ? <Quote label="The reason GlobalHire gave">{f.reason}</Quote> : null}
      <Paragraph>Edit the job to submit it again: an admin reviews it once more.</Paragraph>
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? '/employer/jobs')}>Open your jobs</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: employer,
      link: '/employer/jobs',
      unsubscribe: sampleUnsubscribe('job_taken_down'),
      job: sampleJob,
      reason: 'Misleading salary',
    },
  },
});

/** To the employer of a company GlobalHire has not verified yet: approved, live once verified. */
export const jobApprovalHeld = defineEmail({
  kind: 'job_approval_held',
  category: 'notification',
  facts: factsOf({ job: jobFacts }),
  subject: (f) => `Job approved, waiting for verification: ${f.job.title}`,
  preview: (f) => `${f.job.title} goes live as soon as GlobalHire has verified your company.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>Your job is approved and waits for verification</Title>
      <Paragraph>
        GlobalHire approved {f.job.title}. It goes live as soon as GlobalHire has verified your company, and we
        will tell you when it does.
      </Paragraph>
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? '/employer/jobs')}>Open your jobs</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: employer,
      link: '/employer/jobs',
      unsubscribe: sampleUnsubscribe('job_approval_held'),
      job: sampleJob,
    },
  },
});

export const jobEmails = [jobSubmitted, jobApproved, jobRejected, jobTakenDown, jobApprovalHeld];
