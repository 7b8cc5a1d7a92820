import { z } from 'zod';
import { defineEmail } from '../define';
import { factsOf, jobFacts, personFacts } from '../facts/common';
import { JobSummary } from '../layout/JobSummary';
import { ActionButton, Paragraph, Quote, Title } from '../layout/parts';
import { longJob, noSalaryJob, sampleJob, sampleRecipient, sampleUnsubscribe } from '../samples';

// The managed service: a candidate enrols, a recruiter takes them on and proposes jobs, the
// candidate decides each one. Invoices are in invoices.tsx.

const recruiter = (name = 'Jordan') => sampleRecipient('recruiter', { name });
const priya = { id: 'c1', name: 'Priya Sharma' };

/** To a recruiter: a candidate joined their caseload (enrolled, or moved by an admin), or left it. */
export const caseloadAssigned = defineEmail({
  kind: 'caseload_assigned',
  category: 'notification',
  facts: factsOf({
    candidate: personFacts,
    event: z.enum(['enrolled', 'moved_to_you', 'moved_away']),
    /** The recruiter who has the candidate now, when it is someone else. */
    newRecruiter: personFacts.nullable(),
  }),
  subject: ({ candidate, event }) =>
    event === 'moved_away' ? `Moved from your caseload: ${candidate.name}` : `New candidate on your caseload: ${candidate.name}`,
  preview: ({ candidate, event, newRecruiter }) =>
    event === 'enrolled'
      ? `${candidate.name} enrolled in the managed service.`
      : event === 'moved_to_you'
        ? `An admin moved ${candidate.name} to your caseload.`
        : `An admin moved ${candidate.name} to ${newRecruiter?.name ?? 'another recruiter'}'s caseload.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>{f.event === 'moved_away' ? 'A candidate moved from your caseload' : 'A new candidate on your caseload'}</Title>
      <Paragraph>
        {f.event === 'enrolled'
          ? `${f.candidate.name} enrolled in the managed service and gave their consent. Their profile and targets are on their page: propose the jobs that fit.`
          : f.event === 'moved_to_you'
            ? `An admin moved ${f.candidate.name} to your caseload. Their profile, targets and proposals are on their page.`
            : `An admin moved ${f.candidate.name} to ${f.newRecruiter?.name ?? 'another recruiter'}'s caseload. You no longer see their profile or proposals.`}
      </Paragraph>
      <ActionButton href={ctx.url(f.link ?? '/recruiter')}>
        {f.event === 'moved_away' ? 'Open your caseload' : 'Open the candidate'}
      </ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: recruiter(),
      link: '/recruiter/candidates/c1',
      unsubscribe: sampleUnsubscribe('caseload_assigned'),
      candidate: priya,
      event: 'enrolled',
      newRecruiter: null,
    },
    movedAway: {
      recipient: recruiter(),
      link: '/recruiter',
      unsubscribe: sampleUnsubscribe('caseload_assigned'),
      candidate: { id: 'c3', name: 'Maximiliana Alexandra Konstantinopoulou-Vanderberg' },
      event: 'moved_away',
      newRecruiter: { id: 'r2', name: 'Sam Okafor' },
    },
  },
});

/** To the recruiter: the candidate withdrew their consent; their open proposals went with it. */
export const serviceWithdrawn = defineEmail({
  kind: 'service_withdrawn',
  category: 'notification',
  facts: factsOf({ candidate: personFacts, withdrawnProposals: z.number().int().nonnegative() }),
  subject: ({ candidate }) => `Consent withdrawn: ${candidate.name}`,
  preview: ({ candidate }) => `${candidate.name} withdrew their consent to the managed service.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>{f.candidate.name} withdrew their consent</Title>
      <Paragraph>
        {f.candidate.name} withdrew their consent to the managed service.{' '}
        {f.withdrawnProposals === 0
          ? 'They had no open proposals.'
          : f.withdrawnProposals === 1
            ? 'Their open proposal is withdrawn.'
            : `Their ${f.withdrawnProposals} open proposals are withdrawn.`}{' '}
        Applications already sent stay with the employers.
      </Paragraph>
      <ActionButton href={ctx.url(f.link ?? '/recruiter')}>Open your caseload</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: recruiter(),
      link: '/recruiter',
      unsubscribe: sampleUnsubscribe('service_withdrawn'),
      candidate: priya,
      withdrawnProposals: 2,
    },
  },
});

/** To the candidate: who their GlobalHire recruiter is now. */
export const serviceRecruiter = defineEmail({
  kind: 'service_recruiter',
  category: 'notification',
  facts: factsOf({ recruiter: personFacts }),
  subject: () => 'Your GlobalHire recruiter',
  preview: ({ recruiter: r }) => `${r.name} is now your GlobalHire recruiter.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>{f.recruiter.name} is now your recruiter</Title>
      <Paragraph>
        {f.recruiter.name} is now your GlobalHire recruiter: they propose the jobs that fit you, and apply only for
        those you approve.
      </Paragraph>
      <ActionButton href={ctx.url(f.link ?? '/applicant/service')}>See your managed service</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate', { name: 'Priya' }),
      link: '/applicant/service',
      unsubscribe: sampleUnsubscribe('service_recruiter'),
      recruiter: { id: 'r2', name: 'Sam Okafor' },
    },
  },
});

/** To the candidate: a job their recruiter proposes, or a proposal the recruiter withdrew. */
export const serviceProposal = defineEmail({
  kind: 'service_proposal',
  category: 'notification',
  facts: factsOf({
    job: jobFacts,
    proposalId: z.number(),
    withdrawn: z.boolean(),
    recruiter: personFacts.nullable(),
    /** Why the job fits, in the recruiter's words (a new proposal only). */
    reason: z.string().nullable(),
  }),
  subject: ({ job, withdrawn }) => (withdrawn ? `Proposal withdrawn: ${job.title}` : `A job proposed for you: ${job.title}`),
  preview: ({ job, withdrawn }) =>
    withdrawn
      ? `Your recruiter withdrew the proposal of ${job.title} at ${job.companyName}.`
      : 'Approve it and we apply for you, or decline it.',
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>{f.withdrawn ? 'A proposal was withdrawn' : 'A job proposed for you'}</Title>
      <Paragraph>
        {f.withdrawn
          ? `${f.recruiter?.name ?? 'Your recruiter'} withdrew the proposal of ${f.job.title} at ${f.job.companyName}.`
          : `${f.recruiter?.name ?? 'Your recruiter'} proposes ${f.job.title} at ${f.job.companyName}. Approve it and we apply for you, or decline it.`}
      </Paragraph>
      {f.reason ? <Quote label="Why it fits, in your recruiter's words">{f.reason}</Quote> : null}
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? '/applicant/service')}>
        {f.withdrawn ? 'See your proposals' : 'Review the proposal'}
      </ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate', { name: 'Priya' }),
      link: '/applicant/service',
      unsubscribe: sampleUnsubscribe('service_proposal'),
      job: sampleJob,
      proposalId: 3,
      withdrawn: false,
      recruiter: { id: 'r1', name: 'Jordan Reyes' },
      reason: 'Your emergency nursing experience matches the role.\nThey sponsor visas.',
    },
    withdrawn: {
      recipient: sampleRecipient('candidate', { name: 'Priya' }),
      link: '/applicant/service',
      unsubscribe: sampleUnsubscribe('service_proposal'),
      job: noSalaryJob,
      proposalId: 3,
      withdrawn: true,
      recruiter: null,
      reason: null,
    },
  },
});

/** To the recruiter: the candidate approved a proposal (the application is sent) or declined it. */
export const proposalDecided = defineEmail({
  kind: 'proposal_decided',
  category: 'notification',
  facts: factsOf({
    job: jobFacts,
    proposalId: z.number(),
    candidate: personFacts,
    approved: z.boolean(),
    declineReason: z.string().nullable(),
    applicationId: z.number().nullable(),
  }),
  subject: ({ candidate, approved, job }) =>
    `${candidate.name} ${approved ? 'approved' : 'declined'} a proposal: ${job.title}`,
  preview: ({ approved, declineReason }) =>
    approved ? 'The application is submitted.' : declineReason ? 'With their reason.' : 'They gave no reason.',
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>{f.approved ? 'Proposal approved' : 'Proposal declined'}</Title>
      <Paragraph>
        {f.approved
          ? `${f.candidate.name} approved ${f.job.title} at ${f.job.companyName}. The application is submitted.`
          : `${f.candidate.name} declined ${f.job.title} at ${f.job.companyName}.`}
      </Paragraph>
      {f.declineReason ? <Quote label={`${f.candidate.name}'s reason`}>{f.declineReason}</Quote> : null}
      <JobSummary job={f.job} />
      <ActionButton href={ctx.url(f.link ?? '/recruiter')}>Open the candidate</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: recruiter(),
      link: '/recruiter/candidates/c1',
      unsubscribe: sampleUnsubscribe('proposal_decided'),
      job: sampleJob,
      proposalId: 3,
      candidate: priya,
      approved: true,
      declineReason: null,
      applicationId: 12,
    },
    declined: {
      recipient: recruiter(),
      link: '/recruiter/candidates/c1',
      unsubscribe: sampleUnsubscribe('proposal_decided'),
      job: longJob,
      proposalId: 4,
      candidate: priya,
      approved: false,
      declineReason: 'I would rather stay in Europe.',
      applicationId: null,
    },
  },
});

export const serviceEmails = [caseloadAssigned, serviceWithdrawn, serviceRecruiter, serviceProposal, proposalDecided];
