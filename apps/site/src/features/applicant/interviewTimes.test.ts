import { describe, expect, it } from 'vitest';
import type { MyInterview } from '@globalhire/data';
import { fixtures } from '@globalhire/data/mocks';
import { formatDuration, formatInterviewTime, splitInterviews } from './interviewTimes';

const interview = (
  id: number,
  scheduled_at: string,
  status: MyInterview['status'] = 'scheduled',
  duration_minutes = 60,
): MyInterview => ({
  ...fixtures.interviewDetails({ id, scheduled_at, duration_minutes, status }),
  application: null,
});

describe('formatInterviewTime', () => {
  it("shows the date and the start–end time in the visitor's zone, naming the zone", () => {
    const sydney = formatInterviewTime('2030-04-16T14:00:00Z', 60, {
      timeZone: 'Australia/Sydney',
    });
    expect(sydney.date).toBe('Wednesday 17 April 2030');
    expect(sydney.time).toMatch(/^00:00\s?–\s?01:00\s?GMT\+10$/);
    const toronto = formatInterviewTime('2030-04-16T14:00:00Z', 45, {
      timeZone: 'America/Toronto',
    });
    expect(toronto.date).toBe('Tuesday 16 April 2030');
    expect(toronto.time).toMatch(/^10:00\s?–\s?10:45\s?GMT-4$/);
    expect(toronto.dateTime).toBe('2030-04-16T14:00:00.000Z');
  });

  it('writes the date as the rest of the site does, and UTC as the emails do', () => {
    const utc = formatInterviewTime('2030-04-16T14:00:00Z', 60, { timeZone: 'UTC' });
    expect(utc.date).toBe('Tuesday 16 April 2030');
    expect(utc.time).toMatch(/^14:00\s?–\s?15:00\s?UTC$/);
  });
});

describe('formatDuration', () => {
  it('reads as people say it', () => {
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(90)).toBe('1 hour 30 minutes');
    expect(formatDuration(120)).toBe('2 hours');
  });
});

describe('splitInterviews', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('puts scheduled interviews that are not over first, soonest first, and the rest after, latest first', () => {
    const { upcoming, past } = splitInterviews(
      [
        interview(1, '2026-06-20T09:00:00Z'),
        interview(2, '2026-06-16T09:00:00Z'),
        interview(3, '2026-06-15T11:30:00Z'), // still running: upcoming until it ends
        interview(4, '2026-06-10T09:00:00Z', 'completed'),
        interview(5, '2026-06-25T09:00:00Z', 'cancelled'),
        interview(6, '2026-06-01T09:00:00Z'), // never marked held, but long over
      ],
      now,
    );
    expect(upcoming.map((i) => i.id)).toEqual([3, 2, 1]);
    expect(past.map((i) => i.id)).toEqual([5, 4, 6]);
  });
});
