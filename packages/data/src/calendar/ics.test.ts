import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, interviewToIcs, type CalendarInterview } from './ics';

const interview: CalendarInterview = {
  id: 42,
  sequence: 0,
  status: 'scheduled',
  scheduledAt: '2030-01-15T10:00:00.000Z',
  durationMinutes: 45,
  summary: 'Interview: Senior Software Engineer at Maple Tech Solutions',
  description: 'Bring your portfolio; we will review it, together.\nSee you then.',
  location: 'Video call',
  url: 'https://meet.example/abc',
  updatedAt: '2029-12-01T08:30:15.123Z',
};

const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('interviewToIcs', () => {
  it('writes UTC start and end, a stable UID, the sequence and CRLF line ends', () => {
    const ics = interviewToIcs(interview);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    const all = lines(ics);
    expect(all).toContain('DTSTART:20300115T100000Z');
    expect(all).toContain('DTEND:20300115T104500Z');
    expect(all).toContain('DTSTAMP:20291201T083015Z');
    expect(all).toContain('UID:interview-42@interviews.globalhire');
    expect(all).toContain('SEQUENCE:0');
    expect(all).toContain('METHOD:PUBLISH');
    expect(all).toContain('STATUS:CONFIRMED');
    expect(all[0]).toBe('BEGIN:VCALENDAR');
  });

  it('keeps the UID and raises the SEQUENCE when the interview moves', () => {
    const moved = interviewToIcs({
      ...interview,
      sequence: 2,
      scheduledAt: '2030-01-16T09:30:00Z',
    });
    expect(lines(moved)).toContain('UID:interview-42@interviews.globalhire');
    expect(lines(moved)).toContain('SEQUENCE:2');
    expect(lines(moved)).toContain('DTSTART:20300116T093000Z');
  });

  it('marks a cancelled interview so calendars remove it', () => {
    const all = lines(interviewToIcs({ ...interview, status: 'cancelled', sequence: 1 }));
    expect(all).toContain('METHOD:CANCEL');
    expect(all).toContain('STATUS:CANCELLED');
    expect(all).toContain('SEQUENCE:1');
  });

  it('escapes text values', () => {
    expect(lines(interviewToIcs(interview))).toContain(
      'DESCRIPTION:Bring your portfolio\\; we will review it\\, together.\\nSee you then.',
    );
  });
});

describe('escapeIcsText', () => {
  it('escapes backslashes first, then separators and line breaks', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone and folds a longer one at 75, then 74 + space', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    const folded = foldIcsLine('x'.repeat(160));
    const parts = folded.split('\r\n');
    expect(parts.map((p) => p.length)).toEqual([75, 75, 12]);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe('x'.repeat(160));
  });

  it('never splits a multi-byte character and counts octets, not characters', () => {
    const line = 'SUMMARY:' + 'é'.repeat(60); // 8 + 120 octets
    const parts = foldIcsLine(line).split('\r\n');
    const encoder = new TextEncoder();
    expect(parts.every((p) => encoder.encode(p).length <= 75)).toBe(true);
    expect(parts.join('').replace(/ /g, '')).toBe(line);
    expect(encoder.encode(parts[0]!).length).toBe(75 - 1); // 8 + 33×2 = 74: the next é would overflow
  });
});
