import { describe, expect, it } from 'vitest';
import { fieldErrors } from './schemas';
import { candidateProfileSchema, newPasswordSchema, visaRequestSchema } from './candidate';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('candidateProfileSchema', () => {
  it('trims text, stores blanks as null and years as a number', () => {
    const parsed = candidateProfileSchema.parse({
      firstName: ' Priya ',
      lastName: 'Sharma',
      headline: '  ',
      phone: '+91 98765 43210',
      country: 'india',
      city: '',
      experienceYears: '6',
      preferredCategories: ['it'],
      preferredCountries: ['canada'],
    });
    expect(parsed).toEqual({
      firstName: 'Priya',
      lastName: 'Sharma',
      headline: null,
      phone: '+91 98765 43210',
      country: 'india',
      city: null,
      experienceYears: 6,
      preferredCategories: ['it'],
      preferredCountries: ['canada'],
    });
  });

  it('names each field that is wrong', () => {
    const result = candidateProfileSchema.safeParse({
      firstName: '',
      lastName: 'Sharma',
      phone: 'call me',
      country: 'atlantis',
      experienceYears: '2.5',
      preferredCategories: ['astrology'],
      preferredCountries: ['narnia'],
    });
    expect(errorsOf(result)).toEqual({
      firstName: 'First name is required.',
      phone: 'Enter a phone number with digits only, like +44 20 7946 0958.',
      country: 'Choose a country from the list.',
      experienceYears: 'Enter whole years between 0 and 70.',
      preferredCategories: 'Choose categories from the list.',
      'preferredCountries.0': 'Choose a country from the list.',
    });
  });
});

describe('newPasswordSchema', () => {
  it('asks for the registration minimum and the same password twice', () => {
    expect(errorsOf(newPasswordSchema.safeParse({ password: '', confirmPassword: '' }))).toEqual({
      password: 'New password is required.',
      confirmPassword: 'Confirm password is required.',
    });
    expect(
      errorsOf(newPasswordSchema.safeParse({ password: 'short', confirmPassword: 'other' })),
    ).toEqual({
      password: 'Password must be at least 8 characters.',
      confirmPassword: 'Passwords do not match.',
    });
    expect(
      newPasswordSchema.safeParse({ password: 'long-enough', confirmPassword: 'long-enough' })
        .success,
    ).toBe(true);
  });
});

describe('visaRequestSchema', () => {
  it('needs a known destination and a visa type', () => {
    expect(errorsOf(visaRequestSchema.safeParse({ destinationCountry: '', visaType: '' }))).toEqual(
      {
        destinationCountry: 'Destination is required.',
        visaType: 'Visa type is required.',
      },
    );
    expect(
      visaRequestSchema.safeParse({ destinationCountry: 'ireland', visaType: 'Not sure' }).success,
    ).toBe(true);
  });
});
