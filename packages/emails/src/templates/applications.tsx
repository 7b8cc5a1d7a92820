import { z } from 'zod';
import { defineEmail } from '../define';
import { factsOf, instant, jobFacts, personFacts } from '../facts/common';
import { formatWhen } from '../format';
import { JobSummary } from '../layout/JobSummary';
import { ActionButton, Paragraph, Title } from '../layout/parts';
import {
  longJob,
  noSalaryJob,
  rtlRecipient,
  sampleJob,
  sampleRecipient,
  sampleUnsubscribe,
} from '../samples';

const statusLabels = {
  new: 'New',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
} as const;
const applicationStatus = z.enum(['new', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn']);

/** To the employer: someone applied, or GlobalHire applied for a candidate. */
export const applicationReceived = defineEmail({
  kind: 'application_received',
  category: 'notification',
  facts: factsOf({
    job: jobFacts,
    applicationId: z.number(),
    candidate: personFacts,
    submittedByGlobalHire: z.boolean(),
  }),
  subject: (f) => `New application: ${f.job.title}`,
  preview: (f) =>
    f.submittedByGlobalHire
      ? `GlobalHire applied for ${f.candidate.name}.`
      : `${f.candidate.name} applied for ${f.job.title}.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>New application for {f.job.title}</Title>
      <Paragraph>
        {f.submittedByGlobalHire
          ? `A GlobalHire recruiter applied for ${f.candidate.name}, with their consent.`
          : `${f.candidate.name} applied for your job.`}
      </Paragraph>
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? `/employer/jobs/${f.job.id}/applicants`)}>Review applicants</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('employer', { name: 'Harbour City Health' }),
      link: '/employer/jobs/101/applicants',
      unsubscribe: sampleUnsubscribe('application_received'),
      job: sampleJob,
      applicationId: 7,
      candidate: { id: 'c1', name: 'Priya Raman' },
      submittedByGlobalHire: false,
    },
    byGlobalHire: {
      recipient: sampleRecipient('employer', { name: 'Harbour City Health' }),
      link: '/employer/jobs/101/applicants',
      unsubscribe: sampleUnsubscribe('application_received'),
      job: noSalaryJob,
      applicationId: 8,
      candidate: { id: 'c2', name: 'Tomás Ó Súilleabháin-Fitzgerald' },
      submittedByGlobalHire: true,
    },
    longNames: {
      recipient: sampleRecipient('employer', { name: longJob.companyName }),
      link: '/employer/jobs/101/applicants',
      unsubscribe: sampleUnsubscribe('application_received'),
      job: longJob,
      applicationId: 9,
      candidate: { id: 'c3', name: 'Maximiliana Alexandra Konstantinopoulou-Vanderberg' },
      submittedByGlobalHire: false,
    },
  },
});

/** To the candidate: a receipt of the application they sent (or GlobalHire sent for them). */
export const applicationSubmitted = defineEmail({
  kind: 'application_submitted',
  category: 'notification',
  facts: factsOf({
    job: jobFacts,
    applicationId: z.number(),
    submittedByGlobalHire: z.boolean(),
    appliedAt: instant,
  }),
  subject: (f) => `Application sent: ${f.job.title}`,
  preview: (f) => `${f.job.companyName} has your application. We will email you when it moves on.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>Your application is with {f.job.companyName}</Title>
      <Paragraph>
        {f.submittedByGlobalHire
          ? `Your GlobalHire recruiter applied for this job for you on ${formatWhen(f.appliedAt, ctx)}.`
          : `You applied on ${formatWhen(f.appliedAt, ctx)}.`}{' '}
        We will email you when the employer moves your application on.
      </Paragraph>
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? '/applicant/applications')}>See your applications</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate'),
      link: '/applicant/applications',
      unsubscribe: sampleUnsubscribe('application_submitted'),
      job: sampleJob,
      applicationId: 7,
      submittedByGlobalHire: false,
      appliedAt: '2026-06-15T09:30:00Z',
    },
    noSalary: {
      recipient: sampleRecipient('candidate'),
      link: '/applicant/applications',
      unsubscribe: sampleUnsubscribe('application_submitted'),
      job: noSalaryJob,
      applicationId: 7,
      submittedByGlobalHire: true,
      appliedAt: '2026-06-15T09:30:00Z',
    },
    rightToLeft: {
      recipient: rtlRecipient('candidate'),
      link: '/applicant/applications',
      unsubscribe: sampleUnsubscribe('application_submitted'),
      job: sampleJob,
      applicationId: 7,
      submittedByGlobalHire: false,
      appliedAt: '2026-06-15T09:30:00Z',
    },
  },
});

/** To the employer: a candidate withdrew. */
export const applicationWithdrawn = defineEmail({
  kind: 'application_withdrawn',
  category: 'notification',
  facts: factsOf({ job: jobFacts, applicationId: z.number() }),
  subject: (f) => `Application withdrawn: ${f.job.title}`,
  preview: (f) => `A candidate withdrew their application for ${f.job.title}.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>An application was withdrawn</Title>
      <Paragraph>A candidate withdrew their application for {f.job.title}. It stays in your list, marked withdrawn.</Paragraph>
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? `/employer/jobs/${f.job.id}/applicants`)}>Review applicants</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('employer', { name: 'Harbour City Health' }),
      link: '/employer/jobs/101/applicants',
      unsubscribe: sampleUnsubscribe('application_withdrawn'),
      job: sampleJob,
      applicationId: 7,
    },
  },
});

/**
 * A new status: to the candidate, and to the recruiter who applied for them (with the
 * candidate's name, which the candidate's own email leaves out).
 */
export const applicationStatusChanged = defineEmail({
  kind: 'application_status',
  category: 'notification',
  facts: factsOf({
    job: jobFacts,
    applicationId: z.number(),
    status: applicationStatus,
    candidate: personFacts.nullable(),
  }),
  subject: (f) =>
    f.candidate
      ? `${f.candidate.name}: ${statusLabels[f.status]} for ${f.job.title}`
      : `Your application for ${f.job.title}: ${statusLabels[f.status]}`,
  preview: (f) => `${f.job.companyName} moved the application to ${statusLabels[f.status]}.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>
        {f.candidate ? `${f.candidate.name}'s application` : 'Your application'} is now: {statusLabels[f.status]}
      </Title>
      <Paragraph>
        {f.status === 'rejected'
          ? `${f.job.companyName} will not take this application further. Other jobs may fit: your dashboard lists them.`
          : `${f.job.companyName} moved ${f.candidate ? 'the' : 'your'} application for ${f.job.title} to ${statusLabels[f.status]}.`}
      </Paragraph>
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? '/applicant/applications')}>
        {f.candidate ? 'Open the candidate' : 'See your applications'}
      </ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate'),
      link: '/applicant/applications',
      unsubscribe: sampleUnsubscribe('application_status'),
      job: sampleJob,
      applicationId: 7,
      status: 'shortlisted',
      candidate: null,
    },
    forRecruiter: {
      recipient: sampleRecipient('recruiter', { name: 'Sam' }),
      link: '/recruiter/candidates/c1',
      unsubscribe: sampleUnsubscribe('application_status'),
      job: longJob,
      applicationId: 7,
      status: 'interview',
      candidate: { id: 'c1', name: 'Priya Raman' },
    },
    rejected: {
      recipient: sampleRecipient('candidate'),
      link: '/applicant/applications',
      unsubscribe: sampleUnsubscribe('application_status'),
      job: noSalaryJob,
      applicationId: 7,
      status: 'rejected',
      candidate: null,
    },
  },
});

export const applicationEmails = [
  applicationReceived,
  applicationSubmitted,
  applicationWithdrawn,
  applicationStatusChanged,
];
