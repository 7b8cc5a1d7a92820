import type { Tables } from '../database.types';

/**
 * The fields whose change sends an approved job back to review (the database's
 * private.job_review_fields_changed asks the same question and enforces it).
 */
export const jobReviewFields = [
  'title',
  'description',
  'requirements',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'country',
  'city',
  'location',
] as const satisfies readonly (keyof Tables<'jobs'>)[];

type ReviewFields = Pick<Tables<'jobs'>, (typeof jobReviewFields)[number]>;

// Salaries may come back as numbers or numeric strings; empty and missing are the same.
const normal = (value: unknown) =>
  value === undefined || value === null
    ? null
    : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)
      ? Number(value)
      : value;
const same = (a: unknown, b: unknown) => JSON.stringify(normal(a)) === JSON.stringify(normal(b));

/** Which review fields differ between a stored job and the columns about to be saved. */
export function changedReviewFields(
  stored: ReviewFields,
  next: Partial<ReviewFields>,
): (keyof ReviewFields)[] {
  return jobReviewFields.filter((field) => field in next && !same(stored[field], next[field]));
}

/** True when saving `next` over an approved job sends it back to review. */
export function jobNeedsReview(
  stored: ReviewFields & Pick<Tables<'jobs'>, 'approved'>,
  next: Partial<ReviewFields>,
): boolean {
  return stored.approved === true && changedReviewFields(stored, next).length > 0;
}
