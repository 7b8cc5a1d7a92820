import { z } from 'zod';
import { formatSalary } from '@globalhire/data/format';
import { defineEmail, type EmailContext } from '../define';
import { factsOf, instant, jobFacts, personFacts, type JobFacts } from '../facts/common';
import { formatDay, formatWhen } from '../format';
import { ActionButton, FactTable, Paragraph, Quote, Title } from '../layout/parts';
import { longJob, rtlRecipient, sampleJob, sampleRecipient, sampleUnsubscribe } from '../samples';

/** An offer's terms as private.email_offer writes them. */
export const offerFacts = z.object({
  id: z.number(),
  salary: z.object({
    amount: z.number(),
    currency: z.string(),
    period: z.enum(['year', 'month', 'hour']),
  }),
  /** A calendar date, 'YYYY-MM-DD'. */
  startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  location: z.string(),
  expiresAt: instant,
  hasLetter: z.boolean(),
});
type OfferFacts = z.infer<typeof offerFacts>;

/** 'CA$98,000.50 per year': one amount, in the site's salary format. */
const offerSalary = (offer: OfferFacts) =>
  formatSalary({
    min: offer.salary.amount,
    max: offer.salary.amount,
    currency: offer.salary.currency,
    period: offer.salary.period,
  });

function OfferTerms({
  job,
  offer,
  ctx,
  answerBy = false,
}: {
  job: JobFacts;
  offer: OfferFacts;
  ctx: EmailContext;
  answerBy?: boolean;
}) {
  return (
    <FactTable
      rows={[
        ['Job', job.title],
        ['Employer', job.companyName],
        ['Salary', offerSalary(offer)],
        ['Start date', formatDay(offer.startDate)],
        ['Location', offer.location],
        ['Answer by', answerBy ? formatWhen(offer.expiresAt, ctx) : null],
      ]}
    />
  );
}

const candidateLink = '/applicant/applications';
const applicantsOf = (job: JobFacts) => `/employer/jobs/${job.id}/applicants`;

/** To the candidate: an offer, with its terms and the time to answer by. */
export const offerMade = defineEmail({
  kind: 'offer_made',
  category: 'notification',
  facts: factsOf({ job: jobFacts, offer: offerFacts }),
  subject: (f) => `Job offer: ${f.job.title}`,
  preview: (f, ctx) =>
    `${f.job.companyName} offered you the job. Answer by ${formatWhen(f.offer.expiresAt, ctx)}.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>{f.job.companyName} offered you the job</Title>
      <Paragraph>
        {f.job.companyName} offered you the job {f.job.title}. Accept or decline it on your
        Applications &amp; Status page by {formatWhen(f.offer.expiresAt, ctx)}.
      </Paragraph>
      <OfferTerms job={f.job} offer={f.offer} ctx={ctx} answerBy />
      {f.offer.hasLetter ? (
        <Paragraph>
          The offer letter is attached to the offer on your Applications &amp; Status page.
        </Paragraph>
      ) : null}
      <ActionButton href={ctx.url(f.link ?? candidateLink)}>See your offer</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate', { timeZone: 'Australia/Sydney', locale: 'en-AU' }),
      link: candidateLink,
      unsubscribe: sampleUnsubscribe('offer_made'),
      job: sampleJob,
      offer: {
        id: 12,
        salary: { amount: 98000, currency: 'AUD', period: 'year' },
        startDate: '2026-09-01',
        location: 'Sydney, Australia',
        expiresAt: '2026-07-31T13:59:00Z',
        hasLetter: true,
      },
    },
    rightToLeft: {
      recipient: rtlRecipient('candidate'),
      link: candidateLink,
      unsubscribe: sampleUnsubscribe('offer_made'),
      job: longJob,
      offer: {
        id: 13,
        salary: { amount: 98000.5, currency: 'CAD', period: 'year' },
        startDate: '2026-10-05',
        location: 'Toronto, Ontario, Canada (hybrid, three days a week in the office)',
        expiresAt: '2026-08-15T03:59:00Z',
        hasLetter: false,
      },
    },
  },
});

const sampleOffer = offerMade.samples.default.offer;

/** To the candidate: the employer withdrew the offer. */
export const offerWithdrawn = defineEmail({
  kind: 'offer_withdrawn',
  category: 'notification',
  facts: factsOf({ job: jobFacts, offer: offerFacts }),
  subject: (f) => `Offer withdrawn: ${f.job.title}`,
  preview: (f) => `${f.job.companyName} withdrew its offer for ${f.job.title}.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>{f.job.companyName} withdrew its offer</Title>
      <Paragraph>
        {f.job.companyName} withdrew its offer for {f.job.title}, so it can no longer be accepted.
      </Paragraph>
      <OfferTerms job={f.job} offer={f.offer} ctx={ctx} />
      <ActionButton href={ctx.url(f.link ?? candidateLink)}>See your applications</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate'),
      link: candidateLink,
      unsubscribe: sampleUnsubscribe('offer_withdrawn'),
      job: sampleJob,
      offer: sampleOffer,
    },
  },
});

/** To both sides: the answer-by time passed without an answer. */
export const offerExpired = defineEmail({
  kind: 'offer_expired',
  category: 'notification',
  facts: factsOf({
    job: jobFacts,
    offer: offerFacts,
    audience: z.enum(['candidate', 'employer']),
    /** The candidate, in the employer's email. */
    candidate: personFacts.nullable(),
  }),
  subject: (f) => `Offer expired: ${f.job.title}`,
  preview: (f, ctx) =>
    `The offer expired on ${formatWhen(f.offer.expiresAt, ctx)} without an answer.`,
  Body: ({ facts: f, ctx }) => {
    const when = formatWhen(f.offer.expiresAt, ctx);
    const forCandidate = f.audience === 'candidate';
    return (
      <>
        <Title>The offer expired</Title>
        <Paragraph>
          {forCandidate
            ? `The offer from ${f.job.companyName} for ${f.job.title} expired on ${when} without an answer, so it can no longer be accepted.`
            : `${f.candidate?.name ?? 'The candidate'} did not answer your offer for ${f.job.title} before it expired on ${when}.`}
        </Paragraph>
        <OfferTerms job={f.job} offer={f.offer} ctx={ctx} />
        <ActionButton
          href={ctx.url(f.link ?? (forCandidate ? candidateLink : applicantsOf(f.job)))}
        >
          {forCandidate ? 'See your applications' : 'Review applicants'}
        </ActionButton>
      </>
    );
  },
  samples: {
    default: {
      recipient: sampleRecipient('candidate'),
      link: candidateLink,
      unsubscribe: sampleUnsubscribe('offer_expired'),
      job: sampleJob,
      offer: sampleOffer,
      audience: 'candidate',
      candidate: null,
    },
    forEmployer: {
      recipient: sampleRecipient('employer', {
        name: 'Harbour City Health',
        timeZone: 'Europe/London',
      }),
      link: applicantsOf(sampleJob),
      unsubscribe: sampleUnsubscribe('offer_expired'),
      job: sampleJob,
      offer: sampleOffer,
      audience: 'employer',
      candidate: { id: 'c1', name: 'Priya Raman' },
    },
  },
});

const answerFacts = factsOf({
  job: jobFacts,
  offer: offerFacts,
  candidate: personFacts,
  /** What the candidate wrote with their answer. */
  note: z.string().nullable(),
});

const employerAnswerSample = (kind: string, note: string | null) => ({
  recipient: sampleRecipient('employer', {
    name: 'Harbour City Health',
    timeZone: 'Europe/London',
  }),
  link: applicantsOf(sampleJob),
  unsubscribe: sampleUnsubscribe(kind),
  job: sampleJob,
  offer: sampleOffer,
  candidate: { id: 'c1', name: 'Priya Raman' },
  note,
});

/** To the employer: the candidate accepted, which makes the hire. */
export const offerAccepted = defineEmail({
  kind: 'offer_accepted',
  category: 'notification',
  facts: answerFacts,
  subject: (f) => `Offer accepted: ${f.candidate.name}, ${f.job.title}`,
  preview: (f) =>
    `${f.candidate.name} accepted your offer, starting ${formatDay(f.offer.startDate)}.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>{f.candidate.name} accepted your offer</Title>
      <Paragraph>
        {f.candidate.name} accepted your offer for {f.job.title}, starting{' '}
        {formatDay(f.offer.startDate)}. Their application is now marked as hired.
      </Paragraph>
      {f.note ? <Quote label={`Note from ${f.candidate.name}`}>{f.note}</Quote> : null}
      <OfferTerms job={f.job} offer={f.offer} ctx={ctx} />
      <ActionButton href={ctx.url(f.link ?? applicantsOf(f.job))}>Review applicants</ActionButton>
    </>
  ),
  samples: {
    default: employerAnswerSample(
      'offer_accepted',
      'Delighted! I can also start a week earlier if that helps.',
    ),
  },
});

/** To the employer: the candidate declined. */
export const offerDeclined = defineEmail({
  kind: 'offer_declined',
  category: 'notification',
  facts: answerFacts,
  subject: (f) => `Offer declined: ${f.candidate.name}, ${f.job.title}`,
  preview: (f) => `${f.candidate.name} declined your offer for ${f.job.title}.`,
  Body: ({ facts: f, ctx }) => (
    <>
      <Title>{f.candidate.name} declined your offer</Title>
      <Paragraph>
        {f.candidate.name} declined your offer for {f.job.title}. You can make a new offer from your
        list of applicants.
      </Paragraph>
      {f.note ? <Quote label={`Note from ${f.candidate.name}`}>{f.note}</Quote> : null}
      <OfferTerms job={f.job} offer={f.offer} ctx={ctx} />
      <ActionButton href={ctx.url(f.link ?? applicantsOf(f.job))}>Review applicants</ActionButton>
    </>
  ),
  samples: {
    default: employerAnswerSample('offer_declined', 'I accepted another role closer to my family.'),
  },
});

export const offerEmails = [offerMade, offerWithdrawn, offerExpired, offerAccepted, offerDeclined];
