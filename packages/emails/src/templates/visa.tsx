import { z } from 'zod';
import { countryLabel } from '@globalhire/data/constants';
import { defineEmail } from '../define';
import { factsOf, jobFacts } from '../facts/common';
import { formatDay } from '../format';
import { JobSummary } from '../layout/JobSummary';
import { ActionButton, FactTable, Paragraph, Quote, Title } from '../layout/parts';
import { longJob, rtlRecipient, sampleJob, sampleRecipient, sampleUnsubscribe } from '../samples';

const statusWords = {
  requested: 'requested',
  in_progress: 'in progress',
  in_review: 'in review',
  approved: 'approved',
  refused: 'refused',
  closed: 'closed',
} as const;

const statusLabels = {
  requested: 'Requested',
  in_progress: 'In progress',
  in_review: 'In review',
  approved: 'Approved',
  refused: 'Refused',
  closed: 'Closed',
} as const;

/** A visa case as private.email_visa_case writes it. */
const visaCaseFacts = z.object({
  id: z.number(),
  visaType: z.string(),
  destinationCountry: z.string(),
  status: z.enum(['requested', 'in_progress', 'in_review', 'approved', 'refused', 'closed']),
});
type VisaCaseFacts = z.infer<typeof visaCaseFacts>;
const stepFacts = z.object({ id: z.number(), title: z.string() });
const documentFacts = z.object({ id: z.number(), name: z.string() });

function CaseSummary({ visaCase }: { visaCase: VisaCaseFacts }) {
  return (
    <FactTable
      rows={[
        ['Visa', visaCase.visaType],
        ['Destination', countryLabel(visaCase.destinationCountry)],
        ['Case status', statusLabels[visaCase.status]],
      ]}
    />
  );
}

/**
 * A step of a case: done or reopened (to the candidate), done by the employer (to the visa
 * team), or the steps a new hire's case gives the employer.
 */
export const visaStep = defineEmail({
  kind: 'visa_step',
  category: 'notification',
  facts: factsOf({
    visaCase: visaCaseFacts,
    event: z.discriminatedUnion('type', [
      z.object({ type: z.literal('step_done'), step: stepFacts }),
      z.object({ type: z.literal('step_reopened'), step: stepFacts }),
      z.object({ type: z.literal('employer_step_done'), step: stepFacts, employer: z.object({ name: z.string() }) }),
      z.object({
        type: z.literal('case_opened'),
        job: jobFacts,
        candidate: z.object({ id: z.string(), name: z.string().nullable() }),
        steps: z.array(stepFacts).min(1),
      }),
    ]),
  }),
  subject: ({ event: e }) =>
    e.type === 'step_done'
      ? `Visa step completed: ${e.step.title}`
      : e.type === 'step_reopened'
        ? `Visa step reopened: ${e.step.title}`
        : e.type === 'employer_step_done'
          ? `${e.employer.name} completed a visa step: ${e.step.title}`
          : `A visa case has steps for you: ${e.job.title}`,
  preview: ({ event: e, visaCase }) =>
    e.type === 'case_opened'
      ? `The visa case of ${e.candidate.name ?? 'your new hire'} has ${e.steps.length === 1 ? 'a step' : `${e.steps.length} steps`} for you.`
      : `${e.step.title}, on the ${visaCase.visaType} case.`,
  Body: ({ facts: { event: e, visaCase, link }, ctx }) =>
    e.type === 'case_opened' ? (
      <>
        <Title>A visa case has steps for you</Title>
        <Paragraph>
          {e.candidate.name ?? 'Your new hire'} needs a visa for {countryLabel(visaCase.destinationCountry)}, so
          our visa team opened a case: {visaCase.visaType}. These steps are yours:{' '}
          {e.steps.map((s) => s.title).join(', ')}.
        </Paragraph>
        <JobSummary job={e.job} />
        <ActionButton href={ctx.url(link ?? `/employer/jobs/${e.job.id}/applicants`)}>See your steps</ActionButton>
      </>
    ) : (
      <>
        <Title>
          {e.type === 'step_done'
            ? 'A step of your visa case is done'
            : e.type === 'step_reopened'
              ? 'A step of your visa case is open again'
              : `${e.employer.name} completed a step`}
        </Title>
        <Paragraph>
          {e.type === 'employer_step_done'
            ? `${e.employer.name} completed "${e.step.title}" on the ${visaCase.visaType} case.`
            : `${e.type === 'step_done' ? 'Step completed' : 'Step reopened'}: ${e.step.title}.`}
        </Paragraph>
        <CaseSummary visaCase={visaCase} />
        <ActionButton href={ctx.url(link ?? '/applicant/visa')}>
          {e.type === 'employer_step_done' ? 'Open the case' : 'See your visa case'}
        </ActionButton>
      </>
    ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate'),
      link: '/applicant/visa',
      unsubscribe: sampleUnsubscribe('visa_step'),
      visaCase: { id: 4, visaType: 'Critical Skills Employment Permit', destinationCountry: 'ireland', status: 'in_progress' },
      event: { type: 'step_done', step: { id: 12, title: 'Eligibility check' } },
    },
    forEmployer: {
      recipient: sampleRecipient('employer', { name: 'Maple Tech Solutions' }),
      link: '/employer/jobs/101/applicants',
      unsubscribe: sampleUnsubscribe('visa_step'),
      visaCase: { id: 4, visaType: 'Critical Skills Employment Permit', destinationCountry: 'ireland', status: 'requested' },
      event: {
        type: 'case_opened',
        job: longJob,
        candidate: { id: 'c1', name: 'Maximiliana Alexandra Konstantinopoulou-Vanderberg' },
        steps: [{ id: 13, title: 'Employment permit application' }],
      },
    },
    forVisaTeam: {
      recipient: sampleRecipient('admin', { name: 'Grace' }),
      link: '/admin/visa-cases/4',
      unsubscribe: sampleUnsubscribe('visa_step'),
      visaCase: { id: 4, visaType: 'Critical Skills Employment Permit', destinationCountry: 'ireland', status: 'in_progress' },
      event: { type: 'employer_step_done', step: { id: 13, title: 'Employment permit application' }, employer: { name: 'Maple Tech Solutions' } },
    },
  },
});

/** To the candidate: their case moved to another status, or a hire opened one. */
export const visaCaseStatus = defineEmail({
  kind: 'visa_case_status',
  category: 'notification',
  facts: factsOf({ visaCase: visaCaseFacts, openedForJob: jobFacts.nullable() }),
  subject: ({ visaCase, openedForJob }) =>
    openedForJob ? `Visa case opened for your new job: ${openedForJob.title}` : `Your visa case is now ${statusWords[visaCase.status]}`,
  preview: ({ visaCase }) => `${visaCase.visaType}, ${countryLabel(visaCase.destinationCountry)}.`,
  Body: ({ facts: { visaCase, openedForJob, link }, ctx }) => (
    <>
      <Title>{openedForJob ? 'Our visa team opened your visa case' : `Your visa case is ${statusWords[visaCase.status]}`}</Title>
      <Paragraph>
        {openedForJob
          ? `Your new job needs a visa for ${countryLabel(visaCase.destinationCountry)}, so our visa team opened a case: ${visaCase.visaType}.`
          : `Your ${visaCase.visaType} case is now ${statusWords[visaCase.status]}.`}{' '}
        Your visa page shows its steps and documents.
      </Paragraph>
      {openedForJob ? <JobSummary job={openedForJob} /> : <CaseSummary visaCase={visaCase} />}
      <ActionButton href={ctx.url(link ?? '/applicant/visa')}>See your visa case</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate'),
      link: '/applicant/visa',
      unsubscribe: sampleUnsubscribe('visa_case_status'),
      visaCase: { id: 4, visaType: 'Accredited Employer Work Visa', destinationCountry: 'new-zealand', status: 'approved' },
      openedForJob: null,
    },
    openedForHire: {
      recipient: rtlRecipient('candidate'),
      link: '/applicant/visa',
      unsubscribe: sampleUnsubscribe('visa_case_status'),
      visaCase: { id: 5, visaType: 'Skills in Demand visa (subclass 482)', destinationCountry: 'australia', status: 'requested' },
      openedForJob: sampleJob,
    },
  },
});

/** To the candidate: the visa team asks for a document, perhaps by a date. */
export const visaDocumentRequested = defineEmail({
  kind: 'visa_document_requested',
  category: 'notification',
  facts: factsOf({
    visaCase: visaCaseFacts,
    document: documentFacts.extend({ dueDate: z.string().nullable() }),
  }),
  subject: ({ document }) => `Document needed: ${document.name}`,
  preview: ({ document }) =>
    document.dueDate ? `Our visa team needs it by ${formatDay(document.dueDate)}.` : 'Our visa team needs it for your case.',
  Body: ({ facts: { visaCase, document, link }, ctx }) => (
    <>
      <Title>Our visa team needs a document</Title>
      <Paragraph>Upload it on your visa page, for your {visaCase.visaType} case.</Paragraph>
      <FactTable
        rows={[
          ['Document', document.name],
          ['Needed by', document.dueDate ? formatDay(document.dueDate) : null],
          ['Destination', countryLabel(visaCase.destinationCountry)],
        ]}
      />
      <ActionButton href={ctx.url(link ?? '/applicant/visa')}>Upload the document</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate'),
      link: '/applicant/visa',
      unsubscribe: sampleUnsubscribe('visa_document_requested'),
      visaCase: { id: 4, visaType: 'Accredited Employer Work Visa', destinationCountry: 'new-zealand', status: 'in_progress' },
      document: { id: 9, name: 'Chest X-ray certificate', dueDate: '2030-01-15' },
    },
  },
});

/** To whoever provided a document (the candidate, or the employer for their step): the review. */
export const visaDocumentReviewed = defineEmail({
  kind: 'visa_document_reviewed',
  category: 'notification',
  facts: factsOf({
    visaCase: visaCaseFacts,
    document: documentFacts,
    accepted: z.boolean(),
    reason: z.string().nullable(),
    job: jobFacts.nullable(),
  }),
  subject: ({ document, accepted }) =>
    accepted ? `Document accepted: ${document.name}` : `Document needs another upload: ${document.name}`,
  preview: ({ visaCase, accepted }) =>
    accepted ? `Our visa team accepted it for the ${visaCase.visaType} case.` : 'Our visa team did not accept it. Upload a new file.',
  Body: ({ facts: { visaCase, document, accepted, reason, job, link }, ctx }) => (
    <>
      <Title>{accepted ? 'Your document was accepted' : 'Your document needs another upload'}</Title>
      <Paragraph>
        {accepted
          ? `Our visa team accepted your ${document.name} for the ${visaCase.visaType} case.`
          : `Our visa team did not accept your ${document.name} for the ${visaCase.visaType} case. Upload a new file when you can.`}
      </Paragraph>
      {!accepted && reason ? <Quote label="Why, in the visa team's words">{reason}</Quote> : null}
      {job ? <JobSummary job={job} /> : <CaseSummary visaCase={visaCase} />}
      <ActionButton href={ctx.url(link ?? '/applicant/visa')}>{job ? 'Open your visa steps' : 'See your visa case'}</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate'),
      link: '/applicant/visa',
      unsubscribe: sampleUnsubscribe('visa_document_reviewed'),
      visaCase: { id: 4, visaType: 'Accredited Employer Work Visa', destinationCountry: 'new-zealand', status: 'in_progress' },
      document: { id: 9, name: 'Chest X-ray certificate' },
      accepted: false,
      reason: 'The scan is cut off at the bottom.',
      job: null,
    },
  },
});

/** To the visa team (the case's admin, or every admin while nobody has taken it): a new file. */
export const visaDocumentUploaded = defineEmail({
  kind: 'visa_document_uploaded',
  category: 'notification',
  facts: factsOf({
    visaCase: visaCaseFacts,
    document: documentFacts,
    uploadedBy: z.object({ role: z.enum(['candidate', 'employer']), name: z.string() }),
  }),
  subject: ({ document }) => `Visa document uploaded: ${document.name}`,
  preview: ({ uploadedBy, visaCase }) => `${uploadedBy.name}, on the ${visaCase.visaType} case.`,
  Body: ({ facts: { visaCase, document, uploadedBy, link }, ctx }) => (
    <>
      <Title>A visa document is waiting for review</Title>
      <Paragraph>
        {uploadedBy.name} uploaded {document.name} for {uploadedBy.role === 'employer' ? 'the' : 'their'}{' '}
        {visaCase.visaType} case.
      </Paragraph>
      <CaseSummary visaCase={visaCase} />
      <ActionButton href={ctx.url(link ?? `/admin/visa-cases/${visaCase.id}`)}>Review the document</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('admin', { name: 'Grace' }),
      link: '/admin/visa-cases/4',
      unsubscribe: sampleUnsubscribe('visa_document_uploaded'),
      visaCase: { id: 4, visaType: 'Accredited Employer Work Visa', destinationCountry: 'new-zealand', status: 'in_review' },
      document: { id: 9, name: 'Chest X-ray certificate' },
      uploadedBy: { role: 'candidate', name: 'Ana Costa' },
    },
  },
});

export const visaEmails = [visaStep, visaCaseStatus, visaDocumentRequested, visaDocumentReviewed, visaDocumentUploaded];
