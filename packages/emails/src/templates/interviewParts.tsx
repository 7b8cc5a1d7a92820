import type { ReactNode } from 'react';
import { z } from 'zod';
import { interviewIcsFileName, interviewToIcs } from '@globalhire/data/calendar';
import type { EmailAttachment, EmailContext } from '../define';
import { instant, type JobFacts } from '../facts/common';
import { formatWhen } from '../format';
import { FactTable, TextLink } from '../layout/parts';

/** An interview as private.email_interview writes it. */
export const interviewFacts = z.object({
  id: z.number(),
  /** The calendar file's SEQUENCE: grows with each reschedule or cancellation. */
  sequence: z.number(),
  status: z.enum(['scheduled', 'completed', 'cancelled']),
  scheduledAt: instant,
  durationMinutes: z.number(),
  /** The zone the time was set in. */
  timeZone: z.string(),
  format: z.enum(['video', 'phone', 'on_site']),
  meetingUrl: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  /** The employer's note to the candidate, as they typed it. */
  notes: z.string().nullable(),
  updatedAt: instant,
});
export type InterviewFacts = z.infer<typeof interviewFacts>;

export const formatLabels: Record<InterviewFacts['format'], string> = {
  video: 'Video call',
  phone: 'Phone call',
  on_site: 'On site',
};

/** The time in the zone the interview was set in, when the reader's is another (null if unknown). */
function scheduledAs(interview: InterviewFacts, ctx: EmailContext): string | null {
  if (interview.timeZone === ctx.recipient.timeZone) return null;
  try {
    return formatWhen(interview.scheduledAt, {
      recipient: { ...ctx.recipient, timeZone: interview.timeZone },
    });
  } catch {
    return null;
  }
}

/** Where it happens: the link, the number or the address. */
function placeRow(interview: InterviewFacts): readonly [string, ReactNode | null] {
  if (interview.format === 'video') {
    return [
      'Video link',
      interview.meetingUrl ? (
        <TextLink href={interview.meetingUrl}>{interview.meetingUrl}</TextLink>
      ) : null,
    ];
  }
  if (interview.format === 'phone') return ['Phone', interview.phone];
  return ['Address', interview.location];
}

/** The job, when (in the reader's zone, and as set when that is another), how long, how and where. */
export function InterviewDetails({
  job,
  interview,
  ctx,
}: {
  job: JobFacts;
  interview: InterviewFacts;
  ctx: EmailContext;
}) {
  return (
    <FactTable
      rows={[
        ['Job', job.title],
        ['Employer', job.companyName],
        ['When', formatWhen(interview.scheduledAt, ctx)],
        ['Scheduled as', scheduledAs(interview, ctx)],
        ['Length', `${interview.durationMinutes} minutes`],
        ['How', formatLabels[interview.format]],
        placeRow(interview),
      ]}
    />
  );
}

/** The interview as a calendar file: added, moved (a higher SEQUENCE) or removed (METHOD:CANCEL). */
export function interviewCalendarFile(interview: InterviewFacts, summary: string): EmailAttachment {
  const place =
    interview.format === 'video'
      ? interview.meetingUrl
      : interview.format === 'phone'
        ? interview.phone
        : interview.location;
  return {
    filename: interviewIcsFileName(interview.id),
    contentType: 'text/calendar; charset=utf-8',
    content: interviewToIcs({
      id: interview.id,
      sequence: interview.sequence,
      status: interview.status,
      scheduledAt: interview.scheduledAt,
      durationMinutes: interview.durationMinutes,
      summary,
      description: [`${formatLabels[interview.format]}: ${place ?? ''}`, interview.notes]
        .filter(Boolean)
        .join('\n'),
      location: place,
      url: interview.format === 'video' ? interview.meetingUrl : null,
      updatedAt: interview.updatedAt,
    }),
  };
}

/** The summary a candidate's calendar shows, as the site's own calendar button writes it. */
export const candidateSummary = (job: JobFacts) => `Interview: ${job.title} at ${job.companyName}`;

// Samples: 10:00 in London, four weeks after the samples' other dates.
export const sampleInterview: InterviewFacts = {
  id: 31,
  sequence: 0,
  status: 'scheduled',
  scheduledAt: '2026-07-14T09:00:00Z',
  durationMinutes: 45,
  timeZone: 'Europe/London',
  format: 'video',
  meetingUrl: 'https://meet.example/harbour-interview',
  phone: null,
  location: null,
  notes:
    'Please bring your nursing registration and two references.\nAsk for Dr Chen at reception.',
  updatedAt: '2026-06-20T08:15:00Z',
};

export const onSiteInterview: InterviewFacts = {
  ...sampleInterview,
  sequence: 1,
  scheduledAt: '2026-07-16T13:30:00Z',
  durationMinutes: 60,
  format: 'on_site',
  meetingUrl: null,
  location: 'Harbour City Hospital, 12 Bridge Street, Sydney NSW 2000',
  notes: null,
};
