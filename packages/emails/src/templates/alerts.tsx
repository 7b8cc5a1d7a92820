import { formatDate } from '@globalhire/data/format';
import { z } from 'zod';
import type { EmailContext } from '../define';
import { defineEmail } from '../define';
import { factsOf, instant, jobFacts } from '../facts/common';
import { JobListing } from '../layout/JobListing';
import { JobSummary } from '../layout/JobSummary';
import { ActionButton, Paragraph, Title } from '../layout/parts';
import { longJob, noSalaryJob, rtlRecipient, sampleJob, sampleRecipient } from '../samples';
import { alertFilterFacts, describeAlert, visaFitFacts, visaWords } from './alertWords';

const alertJob = jobFacts.extend({ postedAt: instant, visa: visaFitFacts });
type AlertJob = z.infer<typeof alertJob>;

const alertFacts = factsOf({
  alert: z.object({
    id: z.number(),
    name: z.string(),
    frequency: z.enum(['instant', 'daily', 'weekly']),
    filters: alertFilterFacts,
  }),
  /** The newest matches, at most 20 (private.job_alert_email_jobs). */
  jobs: z.array(alertJob).min(1),
  /** Matches beyond those listed. */
  moreJobs: z.number().int().min(0),
  /** The recipient's other instant alerts that found the same job (one email per job). */
  otherAlerts: z.array(z.string()),
  /** An instant alert's jobs held back by the daily limit of instant alert emails. */
  catchUp: z.boolean(),
  /** The alert's own one-click unsubscribe (it turns this alert off). */
  unsubscribe: z.object({ path: z.string() }),
});
type AlertFacts = z.infer<typeof alertFacts>;

const total = (f: AlertFacts) => f.jobs.length + f.moreJobs;
const posted = (job: AlertJob, ctx: EmailContext) =>
  formatDate(job.postedAt, { timeZone: ctx.recipient.timeZone });
/** '“A”', '“A” and “B”', '“A”, “B” and “C”'. */
const quotedList = (names: readonly string[]) => {
  const quoted = names.map((name) => `“${name}”`);
  return quoted.length < 2
    ? quoted.join('')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
};

function intro(f: AlertFacts): string {
  const looksFor = describeAlert(f.alert.filters);
  if (f.catchUp) {
    return `You had many instant job alert emails in a day, so we kept the jobs your alert found since then for this one email. It looks for ${looksFor}.`;
  }
  return `Your ${f.alert.frequency} alert looks for ${looksFor}.`;
}

/** To a candidate: new jobs for a job alert they saved (instant, or a daily or weekly digest). */
export const jobAlert = defineEmail({
  kind: 'job_alert',
  category: 'alert',
  facts: alertFacts,
  subject: (f) =>
    total(f) === 1
      ? `New job for your alert "${f.alert.name}": ${f.jobs[0]!.title}`
      : `${total(f)} new jobs for your alert "${f.alert.name}"`,
  preview: (f) => {
    const [first, second] = f.jobs;
    if (!second)
      return `${first!.title} at ${first!.companyName}${first!.location ? `, ${first!.location}` : ''}.`;
    const rest = total(f) - 2;
    return rest > 0
      ? `${first!.title}, ${second.title} and ${rest} more.`
      : `${first!.title} and ${second.title}.`;
  },
  reason: (f) =>
    `You get this email because you saved the job alert “${f.alert.name}” on GlobalHire.`,
  Body: ({ facts: f, ctx }) => {
    const single = total(f) === 1 ? f.jobs[0]! : null;
    return (
      <>
        <Title>
          {single ? 'A new job' : `${total(f)} new jobs`} for your alert “{f.alert.name}”
        </Title>
        <Paragraph>{intro(f)}</Paragraph>
        {single ? (
          <>
            <JobSummary
              job={single}
              extra={[
                ['Visa', visaWords(single.visa)],
                ['Posted', posted(single, ctx)],
              ]}
            />
            <ActionButton href={ctx.url(single.path)}>View the job</ActionButton>
          </>
        ) : (
          f.jobs.map((job) => (
            <JobListing
              key={job.id}
              job={job}
              href={ctx.url(job.path)}
              lines={[`Visa: ${visaWords(job.visa)}`, `Posted ${posted(job, ctx)}`]}
            />
          ))
        )}
        {f.moreJobs > 0 ? (
          <>
            <Paragraph>
              {f.moreJobs === 1 ? 'One more job matches' : `${f.moreJobs} more jobs match`} this
              alert: this email lists the newest {f.jobs.length}. Your job alerts page links to
              every job each alert matches.
            </Paragraph>
            <ActionButton href={ctx.url('/applicant/alerts')}>See your job alerts</ActionButton>
          </>
        ) : null}
        {f.otherAlerts.length > 0 ? (
          <Paragraph>
            This job also matches your {f.otherAlerts.length === 1 ? 'alert' : 'alerts'}{' '}
            {quotedList(f.otherAlerts)}: you get one email per job, however many of your alerts find
            it.
          </Paragraph>
        ) : null}
      </>
    );
  },
  samples: alertSamples(),
});

function alertSamples() {
  const unsubscribe = { path: '/alerts/unsubscribe?token=0123456789abcdef0123456789abcdef' };
  const alert = {
    id: 12,
    name: 'Nurse jobs in Australia',
    frequency: 'instant' as const,
    filters: {
      keyword: 'nurse',
      country: 'australia',
      city: null,
      category: null,
      workType: null,
      employmentType: null,
      visaSponsorship: false,
      relocationSupport: false,
      likelyTakeable: false,
      minSalary: { amount: 80000, currency: 'AUD' },
    },
  };
  const visa = {
    verdict: 'likely_sponsorable' as const,
    route: 'Skills in Demand visa (subclass 482)',
  };
  const titles = [
    'Registered Nurse, Intensive Care',
    'Clinical Nurse Educator',
    'Theatre Nurse',
    'Aged Care Nurse',
  ];
  const job = (n: number, base = sampleJob): AlertJob => ({
    ...base,
    title:
      n === 0 ? base.title : `${titles[n % titles.length]!}${n >= titles.length ? ` (${n})` : ''}`,
    id: base.id + n,
    path: `/jobs/${base.id + n}`,
    postedAt: `2026-06-${String(15 - (n % 14)).padStart(2, '0')}T09:30:00Z`,
    visa: n % 3 === 2 ? { verdict: 'unknown', route: null } : visa,
  });
  const base = { unsubscribe, moreJobs: 0, otherAlerts: [], catchUp: false };
  return {
    default: {
      ...base,
      recipient: sampleRecipient('candidate'),
      alert,
      jobs: [job(0)],
      otherAlerts: ['Sydney nurses'],
    },
    noSalary: {
      ...base,
      recipient: sampleRecipient('candidate'),
      alert: {
        ...alert,
        frequency: 'daily' as const,
        filters: { ...alert.filters, minSalary: null, visaSponsorship: true },
      },
      jobs: [job(0, noSalaryJob), job(1, longJob)],
    },
    manyJobs: {
      ...base,
      recipient: sampleRecipient('candidate'),
      alert: { ...alert, frequency: 'weekly' as const },
      jobs: Array.from({ length: 20 }, (_, n) => job(n, n % 4 === 3 ? noSalaryJob : sampleJob)),
      moreJobs: 5,
    },
    catchUp: {
      ...base,
      recipient: sampleRecipient('candidate'),
      alert,
      jobs: [job(0), job(1), job(2)],
      catchUp: true,
    },
    rightToLeft: {
      ...base,
      recipient: rtlRecipient('candidate'),
      alert: { ...alert, frequency: 'daily' as const },
      jobs: [job(0), job(1), job(2)],
    },
  } satisfies { default: AlertFacts } & Record<string, AlertFacts>;
}

export const alertEmails = [jobAlert];
