import { z } from './zod';
import { companySizes, countryBySlug } from '../constants';
import { validationMessages as m } from './messages';

const companySizeValues = companySizes.map((size) => size.value) as [string, ...string[]];

/** '' (an empty select) as no value. */
const emptyAsNone = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** A company's public facts on Edit Company Profile: where it is, how big, what industry. Each may be left empty. */
export const companyFactFields = {
  country: emptyAsNone.pipe(
    z
      .string()
      .refine((slug) => countryBySlug(slug) !== undefined, m.countryFromList)
      .optional(),
  ),
  city: z
    .string()
    .trim()
    .max(100, m.cityTooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
  companySize: emptyAsNone.pipe(z.enum(companySizeValues, m.companySize).optional()),
  // The list lives in the database (public.industries), which checks the value.
  industry: emptyAsNone.pipe(
    z
      .string()
      .regex(/^[a-z]+(-[a-z]+)*$/, m.industry)
      .optional(),
  ),
};
