import type { JobFacts, RecipientFacts } from './facts/common';

// Sample facts for stories and tests: the shapes the database writes, with the edge cases a
// template must survive (a long title, no salary, a right-to-left reader).

export const sampleRecipient = (
  role: RecipientFacts['role'],
  overrides: Partial<RecipientFacts> = {},
): RecipientFacts => ({ name: 'Ana', role, timeZone: 'Europe/Dublin', locale: 'en-IE', ...overrides });

export const rtlRecipient = (role: RecipientFacts['role']): RecipientFacts =>
  sampleRecipient(role, { name: 'ليلى', timeZone: 'Asia/Dubai', locale: 'ar-AE' });

export const sampleJob: JobFacts = {
  id: 101,
  title: 'Staff Nurse, Emergency Department',
  companyName: 'Harbour City Health',
  location: 'Sydney, Australia',
  salary: { min: 85000, max: 105000, currency: 'AUD', period: 'year' },
  path: '/jobs/101',
};

export const longJob: JobFacts = {
  ...sampleJob,
  title:
    'Senior Principal Software Engineer, Distributed Payments Infrastructure and Developer Platform (Relocation to Toronto)',
  companyName: 'The Very Long Name International Holdings Company of Canada Limited Partnership',
  location: 'Toronto, Ontario, Canada',
};

export const noSalaryJob: JobFacts = { ...sampleJob, salary: null };

export const sampleUnsubscribe = (kind: string) => ({
  path: `/notifications/unsubscribe?token=0123456789abcdef0123456789abcdef&kind=${kind}`,
});
