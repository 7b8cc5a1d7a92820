import { z } from './zod';
import {
  PASSWORD_MIN_LENGTH,
  PROVINCE_COUNTRY,
  canadianProvinces,
  employmentTypes,
  jobCategoryValues,
  salaryPeriods,
  workTypes,
} from '../constants';
import { validationMessages as m } from './messages';
import { companyFactFields } from './companyFacts';
import { jobTimingFields } from './jobTiming';

const requiredText = (field: string, max = 200) =>
  z
    .string({ error: m.required(field) })
    .trim()
    .min(1, m.required(field))
    .max(max, `${field} is too long.`);

const email = z
  .string({ error: m.required('Email') })
  .trim()
  .min(1, m.required('Email'))
  .pipe(z.email(m.email));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));

export const loginSchema = z.object({
  email,
  password: z.string({ error: m.required('Password') }).min(1, m.required('Password')),
});
export type LoginInput = z.infer<typeof loginSchema>;

const registrationBase = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email,
  password: z
    .string({ error: m.required('Password') })
    .min(PASSWORD_MIN_LENGTH, m.passwordTooShort),
  confirmPassword: z
    .string({ error: m.required('Confirm password') })
    .min(1, m.required('Confirm password')),
  terms: z.literal(true, m.termsRequired),
});

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDontMatch });
  }
};

export const candidateRegistrationSchema = registrationBase.superRefine(passwordsMatch);
export const employerRegistrationSchema = registrationBase
  .extend({ companyName: requiredText('Company name', 200) })
  .superRefine(passwordsMatch);

export type CandidateRegistrationInput = z.infer<typeof candidateRegistrationSchema>;
export type EmployerRegistrationInput = z.infer<typeof employerRegistrationSchema>;

/** Registration per `type` (candidate is the default, as in the spec). */
export function registrationSchema(type: 'candidate' | 'employer') {
  return type === 'employer' ? employerRegistrationSchema : candidateRegistrationSchema;
}

/** A new sign-in email for the signed-in user: valid, and not the one in use. */
export const newEmailSchema = (currentEmail: string) =>
  z.object({ email }).superRefine((value, ctx) => {
    if (value.email.toLowerCase() === currentEmail.trim().toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: m.sameEmail });
    }
  });

export const contactSchema = z.object({
  name: requiredText('Full name', 200),
  email,
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactInput = z.infer<typeof contactSchema>;

const salaryAmount = z
  .union([z.number(), z.string().trim()])
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const amount = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
    if (!Number.isFinite(amount) || amount <= 0) {
      ctx.addIssue({ code: 'custom', message: m.salaryPositive });
      return z.NEVER;
    }
    return amount;
  })
  .optional();

/**
 * An optional number as typed (thousands separators allowed), '' for none: `accept` says which
 * numbers the column takes, and `message` why another is refused.
 */
const optionalNumber = (message: string, accept: (value: number) => boolean, decimals: number) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((value, ctx) => {
      if (value === '') return undefined;
      const typed = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
      const amount = Number.isFinite(typed) ? Number(typed.toFixed(decimals)) : NaN;
      if (!Number.isFinite(amount) || !accept(amount)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return amount;
    })
    .optional();

/** An optional code matching `pattern` (upper-cased when `upper`), '' for none. */
const optionalCode = (pattern: RegExp, message: string, upper = false) =>
  z
    .string()
    .trim()
    .transform((value) => (upper ? value.toUpperCase() : value))
    .refine((value) => value === '' || pattern.test(value), message)
    .optional()
    .transform((value) => (value ? value : undefined));

const provinceCodes: readonly string[] = canadianProvinces.map((province) => province.value);

/**
 * What a visa verdict reads of a job (docs/visa-fit.md) and its relocation package, all optional:
 * the occupation's code in the destination's classification, the province (Canada's thresholds
 * are provincial), the hours an hourly wage is paid for, and what the relocation support covers.
 */
const visaFitFields = {
  occupationCode: optionalCode(/^[0-9A-Za-z.-]{1,12}$/, m.occupation),
  region: optionalCode(/^[A-Z]{2,3}$/, m.province, true),
  weeklyHours: optionalNumber(m.weeklyHours, (hours) => hours > 0 && hours <= 80, 1),
  relocationFlights: z.boolean().default(false),
  relocationHousingNights: optionalNumber(
    m.housingNights,
    (nights) => Number.isInteger(nights) && nights >= 1 && nights <= 365,
    3,
  ),
  relocationVisaFees: z.boolean().default(false),
  relocationFamily: z.boolean().default(false),
  relocationAllowance: optionalNumber(m.allowance, (amount) => amount > 0 && amount < 1e10, 2),
  relocationAllowanceCurrency: optionalCode(/^[A-Z]{3}$/, m.allowanceCurrency, true),
  relocationNotes: z
    .string()
    .trim()
    .max(2000, m.relocationNotesTooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
};

const workTypeValues = workTypes.map((t) => t.value) as [string, ...string[]];
const employmentTypeValues = employmentTypes.map((t) => t.value) as [string, ...string[]];
const salaryPeriodValues = salaryPeriods.map((p) => p.value) as [string, ...string[]];

/** The job's fields as published: salary is optional; the minimum cannot exceed the maximum. */
const jobFields = z.object({
  jobTitle: requiredText('Job title', 200),
  location: requiredText('Location', 200),
  country: requiredText('Country', 100),
  city: optionalText(100),
  category: z.enum(jobCategoryValues, m.required('Category')),
  workType: z.enum(workTypeValues as [WorkTypeValue, ...WorkTypeValue[]]).default('on-site'),
  employmentType: z
    .enum(employmentTypeValues as [EmploymentValue, ...EmploymentValue[]])
    .default('full-time'),
  description: requiredText('Description', 20000),
  requirements: z.array(z.string().trim().min(1)).default([]),
  benefits: z.array(z.string().trim().min(1)).default([]),
  tags: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  salaryMin: salaryAmount,
  salaryMax: salaryAmount,
  salaryCurrency: z.string().trim().length(3, m.currency).toUpperCase().default('USD'),
  salaryPeriod: z
    .enum(salaryPeriodValues as [SalaryPeriodValue, ...SalaryPeriodValue[]])
    .default('year'),
  visaSponsorship: z.boolean().default(false),
  relocationSupport: z.boolean().default(false),
  companyInfo: optionalText(200),
  ...visaFitFields,
  ...jobTimingFields,
});

interface CheckedJob {
  salaryMin?: number;
  salaryMax?: number;
  country?: string;
  region?: string;
}

/**
 * Rules across fields: a salary range in order, and a Canadian province that exists. (An
 * allowance without a currency is in the salary's: see toJobColumns.)
 */
const jobRules = (job: CheckedJob, ctx: z.RefinementCtx) => {
  if (job.salaryMin !== undefined && job.salaryMax !== undefined && job.salaryMin > job.salaryMax) {
    ctx.addIssue({ code: 'custom', path: ['salaryMin'], message: m.salaryOrder });
  }
  if (job.country === PROVINCE_COUNTRY && job.region && !provinceCodes.includes(job.region)) {
    ctx.addIssue({ code: 'custom', path: ['region'], message: m.province });
  }
};

/** Post (or publish) a job: everything a visitor reads is required. */
export const postJobSchema = jobFields.superRefine(jobRules);

/**
 * Save a draft: only the title is required (the database allows an empty category and country
 * while status = 'draft'); the rest is checked by postJobSchema when the draft is published.
 */
export const draftJobSchema = jobFields
  .extend({
    location: optionalText(200),
    country: optionalText(100),
    category: z
      .union([z.enum(jobCategoryValues), z.literal('')])
      .optional()
      .transform((value) => (value ? value : undefined)),
    description: optionalText(20000),
  })
  .superRefine(jobRules);
export type DraftJobValues = z.output<typeof draftJobSchema>;
type WorkTypeValue = (typeof workTypes)[number]['value'];
type EmploymentValue = (typeof employmentTypes)[number]['value'];
type SalaryPeriodValue = (typeof salaryPeriods)[number]['value'];
export type PostJobInput = z.input<typeof postJobSchema>;
export type PostJobValues = z.output<typeof postJobSchema>;

export const companyProfileSchema = z.object({
  companyName: requiredText('Company name', 200),
  website: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    // Only web addresses: `javascript:` and other schemes would run or open something else.
    .pipe(z.url({ protocol: /^https?$/, message: m.url }).optional()),
  description: optionalText(5000),
  email,
  phone: optionalText(50),
  address: optionalText(300),
  /** Which contact fields the company page shows; each stays private unless turned on. */
  publishEmail: z.boolean().optional(),
  publishPhone: z.boolean().optional(),
  publishAddress: z.boolean().optional(),
  ...companyFactFields,
});
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;

export const applicationSchema = z.object({
  jobId: z.number().int().positive(),
  coverLetter: z.string().trim().max(5000, m.coverLetterTooLong).optional(),
  cvPath: z.string().min(1).optional(),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

/** Turns zod issues into `{ field: firstMessage }` for showing beside inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}
