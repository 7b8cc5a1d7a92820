import { z } from './zod';
import { isTimeZone, zonedTimeToUtc } from '../calendar/zonedTime';
import { canonicalTimeZone } from '../calendar/timeZones';

export const interviewFormats = ['video', 'phone', 'on_site'] as const;
export type InterviewFormat = (typeof interviewFormats)[number];

export const interviewMessages = {
  date: 'Date is required.',
  time: 'Time is required.',
  timeZone: 'Choose a time zone from the list (for example Europe/London).',
  past: 'Choose a time in the future.',
  skipped: 'This time does not exist in that time zone (the clocks change). Choose another.',
  duration: 'Choose a duration between 5 minutes and 8 hours.',
  meetingUrl: 'Video link is required for a video interview.',
  meetingUrlFormat: 'Enter a full link starting with https://, like https://meet.example.com/abc.',
  phone: 'Phone number is required for a phone interview.',
  phoneFormat: 'Enter a phone number of 3 to 40 characters, like +44 20 7946 0000.',
  location: 'Address is required for an on-site interview.',
  cancelReason: 'Give the candidate a reason for cancelling.',
  rescheduleMessage: 'Say which times would suit you.',
} as const;

/** What the interview form holds: everything as typed, so nothing is lost on an error. */
export interface InterviewFormValues {
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: string;
  format: InterviewFormat;
  meetingUrl: string;
  phone: string;
  location: string;
  notes: string;
}

/** What the database is sent: one UTC instant plus the zone it was chosen in. */
export interface InterviewInput {
  scheduledAt: string;
  timeZone: string;
  durationMinutes: number;
  format: InterviewFormat;
  meetingUrl: string | null;
  phone: string | null;
  location: string | null;
  notes: string | null;
}

/** The form's rules; `now` decides what is in the past (the database checks again). */
export function interviewSchema(now: Date = new Date()) {
  return z
    .object({
      date: z.string().trim().min(1, interviewMessages.date),
      time: z.string().trim().min(1, interviewMessages.time),
      timeZone: z.string().refine(isTimeZone, interviewMessages.timeZone),
      durationMinutes: z.coerce
        .number()
        .int(interviewMessages.duration)
        .min(5, interviewMessages.duration)
        .max(480, interviewMessages.duration),
      format: z.enum(interviewFormats),
      meetingUrl: z.string().trim().max(1000),
      phone: z.string().trim().max(40),
      location: z.string().trim().max(300),
      notes: z.string().trim().max(5000),
    })
    .superRefine((v, ctx) => {
      if (v.date && v.time && isTimeZone(v.timeZone)) {
        const at = zonedTimeToUtc(v.date, v.time, v.timeZone);
        if (!at)
          ctx.addIssue({ code: 'custom', path: ['time'], message: interviewMessages.skipped });
        else if (at.getTime() <= now.getTime())
          ctx.addIssue({ code: 'custom', path: ['date'], message: interviewMessages.past });
      }
      if (v.format === 'video') {
        if (!v.meetingUrl)
          ctx.addIssue({
            code: 'custom',
            path: ['meetingUrl'],
            message: interviewMessages.meetingUrl,
          });
        else if (!/^https?:\/\/\S+\.\S+$/.test(v.meetingUrl))
          ctx.addIssue({
            code: 'custom',
            path: ['meetingUrl'],
            message: interviewMessages.meetingUrlFormat,
          });
      }
      if (v.format === 'phone') {
        if (!v.phone)
          ctx.addIssue({ code: 'custom', path: ['phone'], message: interviewMessages.phone });
        else if (v.phone.length < 3)
          ctx.addIssue({ code: 'custom', path: ['phone'], message: interviewMessages.phoneFormat });
      }
      if (v.format === 'on_site' && !v.location) {
        ctx.addIssue({ code: 'custom', path: ['location'], message: interviewMessages.location });
      }
    })
    .transform((v): InterviewInput => ({
      scheduledAt: zonedTimeToUtc(v.date, v.time, v.timeZone)!.toISOString(),
      timeZone: canonicalTimeZone(v.timeZone),
      durationMinutes: v.durationMinutes,
      format: v.format,
      meetingUrl: v.format === 'video' ? v.meetingUrl : null,
      phone: v.format === 'phone' ? v.phone : null,
      location: v.format === 'on_site' ? v.location : null,
      notes: v.notes || null,
    }));
}
