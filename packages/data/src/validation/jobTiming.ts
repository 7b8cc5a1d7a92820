import { z } from './zod';
import { validationMessages as m } from './messages';

/** Today's date in UTC, 'YYYY-MM-DD': the day a job's closing date is compared with (as the database does). */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

/** The last closing date a job may have: a year from today (UTC). */
export const latestClosingDate = (now: Date = new Date()) =>
  utcToday(new Date(now.getTime() + 365 * 86_400_000));

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A job's closing date ('' for none) and its openings (1 when left empty). */
export const jobTimingFields = {
  closesOn: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
        ctx.addIssue({ code: 'custom', message: m.closingDateFormat });
        return z.NEVER;
      }
      // Compared as text: ISO dates sort as the days they name.
      if (value <= utcToday()) {
        ctx.addIssue({ code: 'custom', message: m.closingDatePast });
        return z.NEVER;
      }
      if (value > latestClosingDate()) {
        ctx.addIssue({ code: 'custom', message: m.closingDateFar });
        return z.NEVER;
      }
      return value;
    }),
  openings: z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 1;
      const count = typeof value === 'number' ? value : Number(value);
      if (!Number.isInteger(count) || count < 1 || count > 999) {
        ctx.addIssue({ code: 'custom', message: m.openings });
        return z.NEVER;
      }
      return count;
    }),
};
