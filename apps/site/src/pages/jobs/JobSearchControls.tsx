import { Alert, Button, Select } from '@globalhire/ui';
import { jobSorts, type JobSort } from '@globalhire/data';
import { jobsPageCopy } from '../../content/jobs';
import { jobSearchFormId, sortFieldName } from '../../features/jobs/jobSearchParams';
import * as styles from './JobsPage.css';

/**
 * Sort by: Relevance (only with a keyword to rank by), Newest, Salary: high to low. It belongs to
 * the search form, so a search keeps it. The default sort is the empty choice: a form submitted
 * without scripts leaves it out, so it follows the keyword (relevance with one, else newest).
 */
export function JobSortSelect({
  value,
  hasKeyword,
  onChange,
}: {
  /** The sort chosen; '' for the default. */
  value: JobSort | '';
  hasKeyword: boolean;
  onChange: (sort: JobSort | '') => void;
}) {
  const defaultSort: JobSort = hasKeyword ? 'relevance' : 'newest';
  const options = jobSorts
    .filter((sort) => sort !== 'relevance' && sort !== defaultSort)
    .map((sort) => ({ value: sort, label: jobsPageCopy.sortLabels[sort] }));
  return (
    <div className={styles.sort}>
      <Select
        name={sortFieldName}
        form={jobSearchFormId}
        label={jobsPageCopy.sortBy}
        placeholder={jobsPageCopy.sortLabels[defaultSort]}
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value as JobSort | '')}
        className={styles.sortSelect}
      />
      {/* With scripts the sort applies as it changes. */}
      <noscript>
        <Button type="submit" form={jobSearchFormId} variant="outline" tone="neutral">
          {jobsPageCopy.sortSubmit}
        </Button>
      </noscript>
    </div>
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
