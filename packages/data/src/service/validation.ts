import { z } from '../validation/zod';
import { salaryPeriods, topCountries } from '../constants';

/** Messages of the managed service's forms. */
export const serviceValidationMessages = {
  destinations: 'Choose at least one destination.',
  roles: 'List up to 10 roles, each under 100 characters.',
  salary: 'Enter a yearly, monthly or hourly amount of 0 or more.',
  currency: 'Choose the currency of your salary expectation.',
  consent: 'Tick the box to give your consent: we apply for you only with it.',
  reason: 'Say why this job fits the candidate.',
  reasonLong: 'Keep the reason under 2,000 characters.',
  coverLetterLong: 'Keep the cover letter under 10,000 characters.',
  note: 'Write the note first.',
  paidOn: 'Give the date the transfer arrived (not in the future).',
  voidReason: 'Say why the invoice is void.',
  quantity: 'Enter a whole number from 1 to 200.',
  amount: 'Enter an amount of 0 or more.',
} as const;

const m = serviceValidationMessages;
const destinationSlugs = topCountries.map((c) => c.slug) as [string, ...string[]];

/** The enrolment form: where and what the candidate wants, and their explicit consent. */
export const enrolmentSchema = z
  .object({
    targetCountries: z.array(z.enum(destinationSlugs)).min(1, m.destinations).max(6, m.destinations),
    /** One role per line or comma. */
    targetRoles: z
      .string()
      .transform((text) => text.split(/[\n,]/).map((r) => r.trim()).filter(Boolean))
      .pipe(z.array(z.string().max(100, m.roles)).max(10, m.roles)),
    salaryMin: z
      .string()
      .trim()
      .transform((text) => (text === '' ? null : Number(text.replace(/[,\s]/g, ''))))
      .pipe(z.number().min(0, m.salary).finite(m.salary).nullable()),
    salaryCurrency: z.string().trim().regex(/^([A-Z]{3})?$/, m.currency),
    salaryPeriod: z.enum(salaryPeriods.map((p) => p.value) as ['year', 'month', 'hour']),
    consent: z.literal(true, { error: m.consent }),
    consentVersion: z.number().int().min(1),
  })
  .refine((v) => v.salaryMin === null || v.salaryCurrency !== '', { message: m.currency, path: ['salaryCurrency'] });

export type EnrolmentInput = z.input<typeof enrolmentSchema>;
export type EnrolmentValues = z.output<typeof enrolmentSchema>;

/** A recruiter's proposal of a job to a candidate. */
export const proposalSchema = z.object({
  jobId: z.number().int().positive(),
  reason: z.string().trim().min(1, m.reason).max(2000, m.reasonLong),
  /** null: the candidate's current CV when they approve. */
  cvPath: z.string().nullable(),
  coverLetter: z
    .string()
    .trim()
    .max(10000, m.coverLetterLong)
    .transform((text) => (text ? text : null)),
});

export type ProposalInput = z.input<typeof proposalSchema>;

/** An admin recording a bank transfer. */
export const paymentSchema = z.object({
  paidOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.paidOn)
    .refine((date) => date <= new Date().toISOString().slice(0, 10), m.paidOn),
  reference: z.string().trim().max(200),
});

export type PaymentInput = z.input<typeof paymentSchema>;
