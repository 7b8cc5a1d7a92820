/**
 * An interview as an iCalendar file (RFC 5545) for any calendar app: times in UTC, a UID that
 * stays the same for the interview so an update replaces the earlier entry, a SEQUENCE that grows
 * with each reschedule, and METHOD:CANCEL / STATUS:CANCELLED for a cancelled interview, so
 * importing it removes the entry.
 */

export interface CalendarInterview {
  id: number;
  /** Grows with each reschedule or cancellation (the database keeps it). */
  sequence: number;
  status: 'scheduled' | 'completed' | 'cancelled';
  scheduledAt: string;
  durationMinutes: number;
  /** e.g. 'Interview: Senior Software Engineer at Maple Tech Solutions' */
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /** When the interview last changed: the DTSTAMP. */
  updatedAt: string;
}

const PRODID = '-//GlobalHire//Interviews//EN';
const UID_DOMAIN = 'interviews.globalhire';

/** 20300115T100000Z */
export function icsUtc(instant: Date | string): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Lines longer than 75 octets are folded: CRLF plus one space, never inside a UTF-8 character
 * (RFC 5545 §3.1).
 */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // the first line holds 75 octets; continuation lines 74 after their leading space
    const limit = out.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The .ics text of one interview. */
export function interviewToIcs(interview: CalendarInterview): string {
  const start = new Date(interview.scheduledAt);
  const end = new Date(start.getTime() + interview.durationMinutes * 60_000);
  const cancelled = interview.status === 'cancelled';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:interview-${interview.id}@${UID_DOMAIN}`,
    `SEQUENCE:${interview.sequence}`,
    `DTSTAMP:${icsUtc(interview.updatedAt)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeIcsText(interview.summary)}`,
    ...(interview.description ? [`DESCRIPTION:${escapeIcsText(interview.description)}`] : []),
    ...(interview.location ? [`LOCATION:${escapeIcsText(interview.location)}`] : []),
    ...(interview.url ? [`URL:${interview.url}`] : []),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** 'interview-12.ics' */
export const interviewIcsFileName = (id: number) => `interview-${id}.ics`;
