import { z } from './zod';
import { supportedCurrencies, type SupportedCurrency } from '../constants/jobs';
import { toZonedParts, zonedTimeToUtc } from '../calendar/zonedTime';
import type { SalaryPeriodValue } from '../format/salary';

/** The offer-letters bucket's rules, mirrored so the form can explain them before uploading. */
export const offerLetterRules = {
  bucket: 'offer-letters',
  maxSizeBytes: 5 * 1024 * 1024,
  accept: ['application/pdf'],
  extensions: ['.pdf'],
} as const;

/** How long an offer may stay open (the database allows the same). */
export const offerMaxOpenDays = 90;
/** The largest salary amount an offer takes (the database allows the same). */
export const offerMaxSalaryAmount = 999_999_999;

export const offerSalaryPeriods = [
  'year',
  'month',
  'hour',
] as const satisfies readonly SalaryPeriodValue[];

export const offerMessages = {
  salaryAmount: 'Enter the salary as a number greater than 0, like 65000.',
  salaryTooLarge: 'Enter a salary below 1,000,000,000.',
  currency: 'Choose a currency from the list.',
  salaryPeriod: 'Choose per year, per month or per hour.',
  startDate: 'Start date is required.',
  startPast: 'Choose a start date that is not in the past.',
  location: 'Location is required.',
  locationLength: 'Keep the location to 200 characters.',
  expiresOn: 'Answer-by date is required.',
  expiresPast: 'Choose an answer-by date after today.',
  expiresTooLate: `An offer can stay open for at most ${offerMaxOpenDays} days.`,
  letterType: 'The offer letter must be a PDF file.',
  letterSize: 'The offer letter is too large. The maximum size is 5 MB.',
  note: 'Keep your note to 1000 characters.',
} as const;

/** What the offer form holds: everything as typed, so nothing is lost on an error. */
export interface OfferFormValues {
  salaryAmount: string;
  currency: string;
  salaryPeriod: SalaryPeriodValue;
  startDate: string;
  location: string;
  /** The last day the candidate may answer, in the employer's time zone. */
  expiresOn: string;
  letter: File | null;
}

/** What the database is sent: the answer-by date as the last minute of that day in the zone. */
export interface OfferInput {
  salaryAmount: number;
  currency: SupportedCurrency;
  salaryPeriod: SalaryPeriodValue;
  startDate: string;
  location: string;
  expiresAt: string;
  letter: File | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const addDays = (date: string, days: number) =>
  new Date(
    Date.UTC(
      Number(date.slice(0, 4)),
      Number(date.slice(5, 7)) - 1,
      Number(date.slice(8, 10)) + days,
    ),
  )
    .toISOString()
    .slice(0, 10);

const isPdf = (file: File) =>
  file.type === 'application/pdf' || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));

/**
 * The offer form's rules. `now` and `timeZone` decide what "today" is for the start and
 * answer-by dates (the database checks again, with a day's grace for time zones).
 */
export function offerSchema(now: Date = new Date(), timeZone = 'UTC') {
  const today = toZonedParts(now, timeZone).date;
  return z
    .object({
      salaryAmount: z
        .string()
        .trim()
        .transform((value) => value.replace(/[,\s]/g, ''))
        .pipe(
          z
            .string()
            .regex(/^\d+(\.\d{1,2})?$/, offerMessages.salaryAmount)
            .transform(Number)
            .pipe(
              z
                .number()
                .positive(offerMessages.salaryAmount)
                .max(offerMaxSalaryAmount, offerMessages.salaryTooLarge),
            ),
        ),
      currency: z.enum(supportedCurrencies, offerMessages.currency),
      salaryPeriod: z.enum(offerSalaryPeriods, offerMessages.salaryPeriod),
      startDate: z
        .string()
        .trim()
        .min(1, offerMessages.startDate)
        .regex(DATE, offerMessages.startDate)
        .refine((date) => date >= today, offerMessages.startPast),
      location: z
        .string()
        .trim()
        .min(1, offerMessages.location)
        .max(200, offerMessages.locationLength),
      expiresOn: z
        .string()
        .trim()
        .min(1, offerMessages.expiresOn)
        .regex(DATE, offerMessages.expiresOn)
        .refine((date) => date > today, offerMessages.expiresPast)
        .refine((date) => date <= addDays(today, offerMaxOpenDays), offerMessages.expiresTooLate),
      letter: z
        .custom<File | null>((value) => value === null || value instanceof Blob)
        .refine((file) => file === null || isPdf(file), offerMessages.letterType)
        .refine(
          (file) => file === null || file.size <= offerLetterRules.maxSizeBytes,
          offerMessages.letterSize,
        ),
    })
    .transform((v): OfferInput => ({
      salaryAmount: v.salaryAmount,
      currency: v.currency,
      salaryPeriod: v.salaryPeriod,
      startDate: v.startDate,
      location: v.location,
      expiresAt: (
        zonedTimeToUtc(v.expiresOn, '23:59', timeZone) ?? new Date(`${v.expiresOn}T23:59:00Z`)
      ).toISOString(),
      letter: v.letter,
    }));
}

/** The candidate's optional note with an answer. */
export const offerNoteSchema = z.string().trim().max(1000, offerMessages.note);
