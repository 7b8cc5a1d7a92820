import { countryLabel, formatSalary, type ProposalStatus } from '@globalhire/data';
import type { Tone } from '@globalhire/ui';
import { cvFileFacts } from '../applicant/cvFile';

// The recruiter workspace's words: names, targets, proposal statuses and refusals.

interface NameFields {
  first_name: string | null;
  last_name: string | null;
  email?: string | null;
}

/** 'Priya Sharma'; the email, then 'This candidate', when no name was given. */
export function candidateName(person: NameFields): string {
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ').trim();
  return name || person.email || 'This candidate';
}

/** 'Priya'; the full name (or email) when there is no first name. */
export function firstName(person: NameFields): string {
  return person.first_name?.trim() || candidateName(person);
}

/** 'Canada, Ireland, New Zealand'; null for none. */
export function countriesText(slugs: readonly string[] | null | undefined): string | null {
  return slugs && slugs.length > 0 ? slugs.map(countryLabel).join(', ') : null;
}

/** The lowest salary a candidate accepts: 'At least CA$90,000 per year', or null when not given. */
export function salaryExpectation(entry: {
  salary_min: number | null;
  salary_currency: string | null;
  salary_period: 'year' | 'month' | 'hour' | null;
}): string | null {
  if (entry.salary_min === null) return null;
  const amount = formatSalary({
    min: entry.salary_min,
    max: entry.salary_min,
    currency: entry.salary_currency,
    period: entry.salary_period ?? 'year',
  });
  return amount ? `At least ${amount}` : null;
}

/** How each proposal status reads on the recruiter's list. */
export const proposalStatusLooks: Record<ProposalStatus, { label: string; tone: Tone }> = {
  proposed: { label: 'Waiting for a decision', tone: 'caution' },
  approved: { label: 'Approved', tone: 'positive' },
  declined: { label: 'Declined', tone: 'critical' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

/** A CV as a person knows it: its file name (the path's prefixes are the storage's). */
export function cvName(path: string): string {
  return cvFileFacts(path).fileName;
}

/** Why a proposal was refused, in words the recruiter can act on; the server's words otherwise. */
export function proposeErrorMessage(error: { code?: string | null; message: string }): string {
  switch (error.code) {
    case '23505':
      return 'This job is already proposed to the candidate, or approved by them.';
    case '42501':
      return 'This job is no longer open, or the candidate is no longer on your caseload.';
    case '23514':
      return 'Choose one of the candidate’s CVs, or their current one.';
    default:
      return error.message;
  }
}
