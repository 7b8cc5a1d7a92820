import { z } from './zod';
import { PASSWORD_MIN_LENGTH, countryBySlug, jobCategoryValues } from '../constants';
import { validationMessages } from './messages';

/** Messages beside the applicant's own fields; the shared ones come from `validationMessages`. */
export const candidateValidationMessages = {
  country: 'Choose a country from the list.',
  phone: 'Enter a phone number with digits only, like +44 20 7946 0958.',
  experienceYears: 'Enter whole years between 0 and 70.',
  category: 'Choose categories from the list.',
} as const;

const m = { ...validationMessages, ...candidateValidationMessages };

const requiredText = (field: string, max: number) =>
  z
    .string({ error: m.required(field) })
    .trim()
    .min(1, m.required(field))
    .max(max, `${field} is too long.`);

/** Empty means "not given": stored as null rather than ''. */
const optionalText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} is too long.`)
    .optional()
    .transform((value) => (value ? value : null));

const countrySlug = z.string().refine((slug) => countryBySlug(slug) !== undefined, m.country);

/** The applicant's profile form (/applicant/profile). Inputs are the form's strings and lists. */
export const candidateProfileSchema = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  headline: optionalText('Headline', 200),
  phone: z
    .string()
    .trim()
    .max(50, 'Phone is too long.')
    .optional()
    .refine((value) => !value || /^\+?[\d\s().-]{6,}$/.test(value), m.phone)
    .transform((value) => (value ? value : null)),
  country: z
    .string()
    .optional()
    .transform((value) => (value ? value : null))
    .pipe(countrySlug.nullable()),
  city: optionalText('City', 100),
  experienceYears: z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null;
      const years = typeof value === 'number' ? value : Number(value);
      if (!Number.isInteger(years) || years < 0 || years > 70) {
        ctx.addIssue({ code: 'custom', message: m.experienceYears });
        return z.NEVER;
      }
      return years;
    }),
  preferredCategories: z
    .array(z.string())
    .default([])
    .refine(
      (values) => values.every((value) => (jobCategoryValues as readonly string[]).includes(value)),
      m.category,
    ),
  preferredCountries: z.array(countrySlug).default([]),
});
export type CandidateProfileInput = z.input<typeof candidateProfileSchema>;
export type CandidateProfileValues = z.output<typeof candidateProfileSchema>;

/** A new password for the signed-in user: the registration minimum, typed twice. */
export const newPasswordSchema = z
  .object({
    password: z
      .string({ error: m.required('New password') })
      .min(1, m.required('New password'))
      .min(PASSWORD_MIN_LENGTH, m.passwordTooShort),
    confirmPassword: z
      .string({ error: m.required('Confirm password') })
      .min(1, m.required('Confirm password')),
  })
  .superRefine((value, ctx) => {
    if (value.password && value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDontMatch });
    }
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** Asking the team for visa and relocation support: where to, and which visa if known. */
export const visaRequestSchema = z.object({
  destinationCountry: z
    .string({ error: m.required('Destination') })
    .min(1, m.required('Destination'))
    .pipe(countrySlug),
  visaType: requiredText('Visa type', 200),
});
export type VisaRequestInput = z.infer<typeof visaRequestSchema>;
