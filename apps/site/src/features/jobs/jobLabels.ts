import { employmentTypes, workTypes } from '@globalhire/data';

const label = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((item) => item.value === value)?.label ?? value;

/** Remote, On-site or Hybrid, as the site words a job's work type. */
export const workTypeLabel = (value: string) => label(workTypes, value);
/** Full-time, Part-time…, as the site words a job's employment type. */
export const employmentTypeLabel = (value: string) => label(employmentTypes, value);
