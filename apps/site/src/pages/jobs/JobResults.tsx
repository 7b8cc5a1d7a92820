import type { ReactNode, Ref } from 'react';
import { SearchX } from 'lucide-react';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  EmptyState,
  Heading,
  JobCard,
  Pagination,
  Skeleton,
  Stack,
} from '@globalhire/ui';
import type { JobSearchPage } from '@globalhire/data';
import { saveToggleProps, useJobSaving } from '../../features/jobs/save/useJobSaving';
import { jobCardProps } from '../../features/jobs/jobCardProps';
import { resultsSummary } from '../../features/jobs/jobFilterValues';
import { convertedSalaryNote } from '../../features/jobs/convertedSalary';
import { useJobVerdicts } from '../../features/visa-fit/useJobVerdicts';
import { messages } from '../../content/messages';
import { jobsPageCopy } from '../../content/jobs';
import * as styles from './JobsPage.css';

export interface JobResultsProps {
  state: { status: 'pending' } | { status: 'error' } | { status: 'success'; data: JobSearchPage };
  onRetry: () => void;
  /** The search without filters: a link on the empty state when filters are narrowing the list. */
  clearFiltersHref?: string;
  /** The URL of a page of these results. */
  pageHref: (page: number) => string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Beside the heading: the sort. */
  sortControl?: ReactNode;
  /** Above the results: what the URL asked for that was ignored. */
  notes?: ReactNode;
  /** Under an empty result: where else to look (countries with jobs). */
  emptySuggestions?: ReactNode;
}

function LoadingCards() {
  return (
    <Stack space="medium">
      {[0, 1, 2, 3].map((i) => (
        <Card key={i}>
          <Stack space="medium">
            <Skeleton width="55%" height="xlarge" />
            <Skeleton width="35%" />
            <Skeleton lines={2} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** The results column: a heading with the count, then the cards and paging, or a loading, empty or error state. */
export function JobResults({
  state,
  onRetry,
  clearFiltersHref,
  pageHref,
  headingRef,
  sortControl,
  notes,
  emptySuggestions,
}: JobResultsProps) {
  const saving = useJobSaving();
  const verdicts = useJobVerdicts(
    state.status === 'success' ? state.data.jobs.map((job) => job.id) : [],
  );
  const heading =
    state.status === 'success'
      ? resultsSummary(state.data)
      : state.status === 'pending'
        ? jobsPageCopy.loading
        : jobsPageCopy.loadError;
  return (
    <section
      aria-labelledby="job-results-heading"
      aria-busy={state.status === 'pending'}
      className={styles.results}
      id="results"
    >
      <Stack space="large">
        <div className={styles.resultsBar}>
          <Heading
            level={3}
            as="h2"
            id="job-results-heading"
            tabIndex={-1}
            ref={headingRef}
            className={styles.resultsHeading}
          >
            {heading}
          </Heading>
          {sortControl}
        </div>
        {notes}
        {state.status === 'pending' ? (
          <LoadingCards />
        ) : state.status === 'error' ? (
          <Alert
            tone="critical"
            title={jobsPageCopy.loadError}
            action={
              <Button variant="outline" tone="critical" onClick={onRetry}>
                {jobsPageCopy.retry}
              </Button>
            }
          >
            {jobsPageCopy.loadErrorDetail}
          </Alert>
        ) : state.data.jobs.length === 0 && state.data.page > 1 ? (
          <Card>
            <EmptyState
              titleAs="h3"
              icon={<SearchX />}
              title={jobsPageCopy.pastTheEnd}
              action={<ButtonLink href={pageHref(1)}>{jobsPageCopy.firstPage}</ButtonLink>}
            />
          </Card>
        ) : state.data.jobs.length === 0 ? (
          <Card>
            <EmptyState
              titleAs="h3"
              icon={<SearchX />}
              title={messages.noJobs}
              description={emptySuggestions}
              action={
                clearFiltersHref ? (
                  <ButtonLink variant="outline" href={clearFiltersHref}>
                    {jobsPageCopy.clearFilters}
                  </ButtonLink>
                ) : undefined
              }
            />
          </Card>
        ) : (
          <Stack space="medium" as="ul">
            {state.data.jobs.map((job) => {
              const card = jobCardProps(job);
              const verdict = verdicts.get(job.id);
              return (
                <JobCard
                  key={job.id}
                  {...card}
                  badges={verdict ? [verdict, ...(card.badges ?? [])] : card.badges}
                  salaryNote={convertedSalaryNote(job)}
                  {...saveToggleProps(saving, job)}
                  titleAs="h3"
                />
              );
            })}
          </Stack>
        )}
        {/* Pages paging can reach (an estimated total may be far beyond them). */}
        {state.status === 'success' && state.data.pageCount > 1 && state.data.jobs.length > 0 ? (
          <Pagination
            label="Job results pages"
            page={state.data.page}
            pageCount={state.data.pageCount}
            pageInfo={jobsPageCopy.pageInfo(state.data.page, state.data.pageCount)}
            previousHref={
              state.data.page > 1
                ? pageHref(Math.min(state.data.page - 1, state.data.pageCount))
                : undefined
            }
            nextHref={
              state.data.page < state.data.pageCount ? pageHref(state.data.page + 1) : undefined
            }
          />
        ) : null}
      </Stack>
    </section>
  );
}
