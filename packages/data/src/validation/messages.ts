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
} as const;
