import { describe, expect, it } from 'vitest';
import {
  checkEmployerLicence,
  employerLicenceFormOf,
  employerLicenceMessages as m,
  normaliseLicenceRoutes,
  type EmployerLicenceForm,
} from './employer-licences';

const today = '2026-12-05';
const form = (values: Partial<EmployerLicenceForm>): EmployerLicenceForm => ({
  licence_number: '',
  routes: [],
  expires_on: '',
  ...values,
});

describe('checkEmployerLicence: a UK sponsor licence', () => {
  it('needs its number and at least one route; it has no end date to give', () => {
    expect(checkEmployerLicence('uk_licensed_sponsor', form({}), today)).toEqual({
      values: null,
      errors: { licence_number: m.numberRequired.uk_licensed_sponsor, routes: m.routesRequired },
    });
    expect(
      checkEmployerLicence(
        'uk_licensed_sponsor',
        form({
          licence_number: '  TQ4R7M2KX ',
          routes: ['Skilled Worker'],
          expires_on: '2020-01-01',
        }),
        today,
      ),
    ).toEqual({
      values: { licence_number: 'TQ4R7M2KX', routes: ['Skilled Worker'] },
      errors: null,
    });
  });

  it('keeps routes the register names, in its order, and any others after them, once each', () => {
    expect(
      normaliseLicenceRoutes([
        'Scale-up',
        ' Senior or Specialist Worker ',
        'Skilled Worker',
        'Scale-up',
        '',
      ]),
    ).toEqual(['Skilled Worker', 'Scale-up', 'Senior or Specialist Worker']);
  });

  it('refuses numbers too long or with other characters, and a route over 100 characters', () => {
    const errors = (values: Partial<EmployerLicenceForm>) =>
      checkEmployerLicence(
        'uk_licensed_sponsor',
        form({ routes: ['Skilled Worker'], ...values }),
        today,
      ).errors;
    expect(errors({ licence_number: 'X'.repeat(51) })).toEqual({ licence_number: m.numberTooLong });
    expect(errors({ licence_number: 'SPN#4Q7' })).toEqual({ licence_number: m.numberCharacters });
    expect(errors({ licence_number: '-SPN' })).toEqual({ licence_number: m.numberCharacters });
    expect(errors({ licence_number: 'SPN 4Q7/2.K-9' })).toBeNull();
    expect(errors({ licence_number: 'SPN', routes: ['R'.repeat(101)] })).toEqual({
      routes: m.routeTooLong,
    });
  });
});

describe('checkEmployerLicence: New Zealand and Australia', () => {
  it('lets an accreditation leave its end date empty, and writes no routes', () => {
    expect(
      checkEmployerLicence(
        'nz_accredited_employer',
        form({ licence_number: 'ACC-0412-88', routes: ['Skilled Worker'] }),
        today,
      ),
    ).toEqual({ values: { licence_number: 'ACC-0412-88', expires_on: null }, errors: null });
  });

  it('needs the day an Australian approval ends, a real one, today or later', () => {
    const check = (expires_on: string) =>
      checkEmployerLicence(
        'au_standard_business_sponsor',
        form({ licence_number: 'SBS-2024-01862', expires_on }),
        today,
      );
    expect(check('').errors).toEqual({ expires_on: m.expiryRequired });
    expect(check('2027-02-30').errors).toEqual({ expires_on: m.expiryInvalid });
    expect(check('2026-12-04').errors).toEqual({ expires_on: m.expiryPassed });
    expect(check('2026-12-05').values).toEqual({
      licence_number: 'SBS-2024-01862',
      expires_on: '2026-12-05',
    });
  });
});

describe('employerLicenceFormOf', () => {
  it('starts empty, or from the licence as claimed', () => {
    expect(employerLicenceFormOf(null)).toEqual({ licence_number: '', routes: [], expires_on: '' });
    expect(
      employerLicenceFormOf({ licence_number: 'ACC-1', routes: [], expires_on: '2027-01-01' }),
    ).toEqual({ licence_number: 'ACC-1', routes: [], expires_on: '2027-01-01' });
  });
});
