import { Alert, Select } from '@globalhire/ui';
import { jobSorts, type JobSort } from '@globalhire/data';
import { jobsPageCopy } from '../../content/jobs';
import * as styles from './JobsPage.css';

/** Sort by: Relevance (only with a keyword to rank by), Newest, Salary: high to low. */
export function JobSortSelect({
  value,
  hasKeyword,
  onChange,
}: {
  value: JobSort;
  hasKeyword: boolean;
  onChange: (sort: JobSort) => void;
}) {
  const options = jobSorts
    .filter((sort) => sort !== 'relevance' || hasKeyword)
    .map((sort) => ({ value: sort, label: jobsPageCopy.sortLabels[sort] }));
  return (
    <Select
      label={jobsPageCopy.sortBy}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value as JobSort)}
      className={styles.sort}
    />
  );
}

/** What the page left out of the link it was opened with, one short line each. */
export function IgnoredSearchTerms({ notes }: { notes: readonly string[] }) {
  return (
    <Alert tone="caution" title={jobsPageCopy.ignoredTitle}>
      <ul className={styles.notes}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Alert>
  );
}
