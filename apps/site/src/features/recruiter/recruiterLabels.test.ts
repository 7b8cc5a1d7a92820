import { describe, expect, it } from 'vitest';
import {
  candidateName,
  countriesText,
  cvName,
  firstName,
  proposeErrorMessage,
  salaryExpectation,
} from './recruiterLabels';

describe('candidate names', () => {
  it('uses the name, then the email, then a neutral word', () => {
    expect(candidateName({ first_name: 'Priya', last_name: 'Sharma' })).toBe('Priya Sharma');
    expect(candidateName({ first_name: null, last_name: null, email: 'p@example.com' })).toBe('p@example.com');
    expect(candidateName({ first_name: null, last_name: null })).toBe('This candidate');
    expect(firstName({ first_name: 'Priya', last_name: 'Sharma' })).toBe('Priya');
    expect(firstName({ first_name: ' ', last_name: 'Sharma' })).toBe('Sharma');
  });
});

describe('targets', () => {
  it('names destination countries', () => {
    expect(countriesText(['canada', 'new-zealand'])).toBe('Canada, New Zealand');
    expect(countriesText([])).toBeNull();
    expect(countriesText(null)).toBeNull();
  });

  it('words the salary expectation as a floor', () => {
    expect(salaryExpectation({ salary_min: 90000, salary_currency: 'CAD', salary_period: 'year' })).toBe(
      'At least CA$90,000 per year',
    );
    expect(salaryExpectation({ salary_min: null, salary_currency: null, salary_period: 'year' })).toBeNull();
  });
});

describe('cvName', () => {
  it('shows the file name without the storage prefixes', () => {
    expect(cvName('00000000-0000-4000-8000-0000000000c1/1772010000000-priya-sharma-cv.pdf')).toBe(
      'priya-sharma-cv.pdf',
    );
  });
});

describe('proposeErrorMessage', () => {
  it('explains the database refusals a recruiter meets', () => {
    expect(proposeErrorMessage({ code: '23505', message: 'duplicate key' })).toMatch(/already proposed/);
    expect(proposeErrorMessage({ code: '42501', message: 'row-level security' })).toMatch(/no longer open/);
    expect(proposeErrorMessage({ code: 'XX000', message: 'The server could not answer.' })).toBe(
      'The server could not answer.',
    );
  });
});
