import { describe, expect, it } from 'vitest';
import {
  contactSchema,
  fieldErrors,
  loginSchema,
  postJobSchema,
  registrationSchema,
  companyProfileSchema,
} from './schemas';

const validCandidate = {
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara@example.com',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  terms: true,
};

describe('login', () => {
  it('requires an email-shaped email and a password', () => {
    const result = loginSchema.safeParse({ email: 'not-an-email', password: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      password: 'Password is required.',
    });
  });
});

describe('registration', () => {
  it('accepts a complete candidate', () => {
    expect(registrationSchema('candidate').safeParse(validCandidate).success).toBe(true);
  });

  it('asks employers for a company name', () => {
    const result = registrationSchema('employer').safeParse(validCandidate);
    expect(fieldErrors(result.error!)).toEqual({ companyName: 'Company name is required.' });
  });

  it('enforces the 8-character minimum and matching passwords', () => {
    const short = registrationSchema('candidate').safeParse({ ...validCandidate, password: 'short', confirmPassword: 'short' });
    expect(fieldErrors(short.error!).password).toBe('Password must be at least 8 characters.');
    const mismatch = registrationSchema('candidate').safeParse({ ...validCandidate, confirmPassword: 'different-one' });
    expect(fieldErrors(mismatch.error!)).toEqual({ confirmPassword: 'Passwords do not match.' });
  });

  it('requires the terms to be accepted', () => {
    const result = registrationSchema('candidate').safeParse({ ...validCandidate, terms: false });
    expect(fieldErrors(result.error!).terms).toBe('You must accept the Terms of Service and Privacy Policy.');
  });
});

describe('contact', () => {
  it('requires every field', () => {
    const result = contactSchema.safeParse({ name: ' ', email: '', subject: '', message: '' });
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
});

describe('post job', () => {
  const job = {
    jobTitle: 'Registered Nurse',
    location: 'Sydney, Australia',
    country: 'australia',
    category: 'healthcare',
    description: 'Ward nursing in a large public hospital.',
  };

  it('treats salary as optional and splits comma-separated tags', () => {
    const result = postJobSchema.parse({ ...job, tags: 'nursing, ICU ,, visa' });
    expect(result.salaryMin).toBeUndefined();
    expect(result.tags).toEqual(['nursing', 'ICU', 'visa']);
    expect(result.employmentType).toBe('full-time');
  });

  it('rejects a minimum above the maximum', () => {
    const result = postJobSchema.safeParse({ ...job, salaryMin: '90,000', salaryMax: '80000' });
    expect(fieldErrors(result.error!)).toEqual({ salaryMin: 'Minimum salary cannot be more than the maximum.' });
  });

  it('rejects an unknown category', () => {
    expect(postJobSchema.safeParse({ ...job, category: 'astrology' }).success).toBe(false);
  });
});

describe('company profile', () => {
  it('requires a valid email and a full website address when given', () => {
    const result = companyProfileSchema.safeParse({ companyName: 'Maple Health', email: 'hr@maple', website: 'maple' });
    expect(fieldErrors(result.error!)).toEqual({
      email: 'Enter a valid email address, like name@example.com.',
      website: 'Enter a full web address, like https://example.com.',
    });
  });
});
