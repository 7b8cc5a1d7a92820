import { PASSWORD_MIN_LENGTH } from '../constants';

/** Field messages shown beside inputs. The spec names none, so these are plain and specific. */
export const validationMessages = {
  required: (field: string) => `${field} is required.`,
  email: 'Enter a valid email address, like name@example.com.',
  sameEmail: 'This is already your email address.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordsDontMatch: 'Passwords do not match.',
  termsRequired: 'You must accept the Terms of Service and Privacy Policy.',
  salaryOrder: 'Minimum salary cannot be more than the maximum.',
  salaryPositive: 'Salary must be a positive number.',
  currency: 'Choose a currency.',
  url: 'Enter a full web address, like https://example.com.',
  coverLetterTooLong: 'Keep the cover letter under 5,000 characters.',
  occupation: 'Choose an occupation from the list, or clear the field.',
  province: 'Choose a province or territory from the list.',
  weeklyHours: 'Enter the hours worked a week, a number up to 80.',
  housingNights: 'Enter the nights of temporary housing as a whole number from 1 to 365.',
  allowance: 'The relocation allowance must be a positive amount.',
  allowanceCurrency: 'Choose the currency of the relocation allowance.',
  relocationNotesTooLong: 'Keep the relocation notes under 2,000 characters.',
} as const;
