import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Box,
  Container,
  Heading,
  JobFilters,
  Stack,
  Text,
  type JobFilterValues,
} from '@globalhire/ui';
import { formatNumber, searchJobs, type JobSearchFilters, type JobSort } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import {
  defaultSort,
  jobSearchFormId,
  parseJobSearchParams,
  searchParamsFromFilters,
} from '../../features/jobs/jobSearchParams';
import {
  categoryOptions,
  countryOptions,
  currencyChoices,
  employmentTypeOptions,
  formQuery,
  jobFilterFieldNames,
  postedWithinSelectOptions,
  valuesFromFilters,
  workTypeOptions,
} from '../../features/jobs/jobFilterValues';
import { cityOptions, optionsWithCounts } from '../../features/jobs/facetOptions';
import { emptySearchSuggestions } from '../../features/jobs/emptySearchSuggestions';
import { useLiveJobCountries } from '../../features/jobs/liveJobCountries';
import { fallbackCurrency, visitorCurrency } from '../../features/jobs/localeCurrency';
import { jobFilterLabels, jobsPageCopy } from '../../content/jobs';
import { useCitizenships } from '../../features/visa-fit/useCitizenships';
import { usePageMeta } from '../../seo/usePageMeta';
import { JobResults } from './JobResults';
import { IgnoredSearchTerms, JobSortSelect } from './JobSearchControls';
import { EmptySearchSuggestions } from './EmptySearchSuggestions';
import { CreateAlertAction } from '../../features/jobs/alerts/CreateAlertAction';
import * as styles from './JobsPage.css';

const noSubscription = () => () => {};

/**
 * The currency a minimum salary is searched in by default: the browser's, once the page is the
 * app's. The server draws the fallback, and so does hydration, so both render the same HTML.
 */
const useVisitorCurrency = () =>
  useSyncExternalStore(noSubscription, visitorCurrency, () => fallbackCurrency);

/**
 * /jobs: filters and the sort live in the URL (shareable, back/forward work), the search runs on
 * the server with a count per filter option, twenty to a page. Values in the URL no control
 * could show are ignored with a note. The search is a GET form that works without scripts; in
 * the app a select or checkbox applies at once, a text field when committed (Enter, or leaving
 * it), and the same URL is written client-side.
 */
export default function JobsPage() {
  usePageMeta({ title: jobsPageCopy.title, description: jobsPageCopy.metaDescription });
  const client = useSupabase();
  const [searchParams, setSearchParams] = useSearchParams();
  const currency = useVisitorCurrency();
  const { filters, notes } = parseJobSearchParams(searchParams);
  const page = filters.page ?? 1;
  const sort: JobSort = filters.sort ?? defaultSort(filters);
  const searched: JobSearchFilters = {
    ...filters,
    salaryCurrency: filters.salaryCurrency ?? currency,
    sort,
  };
  const urlOf = (next: JobSearchFilters) =>
    searchParamsFromFilters(next, { defaultCurrency: currency });
  const filtersKey = urlOf({ ...searched, page: 1 }).toString();

  // "Jobs I can likely take" answers for a visitor's chosen citizenships, or the candidate's own.
  const who = useCitizenships();
  const citizenships = who.kind === 'browser' ? who.citizenships : undefined;
  const jobs = useQuery({
    queryKey: [
      'jobs',
      filtersKey,
      page,
      searched.salaryCurrency,
      ...(searched.likelyTakeable ? [who.kind, citizenships] : []),
    ],
    queryFn: async () => unwrap(await searchJobs(client, { ...searched, citizenships })),
    // The filter counts stay on screen while the next search runs.
    placeholderData: keepPreviousData,
  });
  const facets = jobs.data?.facets;
  // A very broad search counts its filter options from a sample: shown as "about", with a note.
  const estimatedCounts = jobs.data ? !jobs.data.facetsAreExact : false;
  const countStyle = { estimated: estimatedCounts };

  // The form's values follow the URL (back/forward, a link) unless the visitor is editing them.
  const [draft, setDraft] = useState({
    key: filtersKey,
    values: valuesFromFilters(filters, currency),
  });
  if (draft.key !== filtersKey)
    setDraft({ key: filtersKey, values: valuesFromFilters(filters, currency) });

  // The sort as its select shows it: '' for the default, so it follows the keyword.
  const sortChoice: JobSort | '' =
    filters.sort && filters.sort !== defaultSort(filters) ? filters.sort : '';

  /** Reads a submitted query as the server would and goes there; nothing changed, nothing to do. */
  const search = (query: URLSearchParams) => {
    const next = parseJobSearchParams(query).filters;
    const params = urlOf({ ...next, salaryCurrency: next.salaryCurrency ?? currency, page: 1 });
    if (params.toString() === filtersKey) return;
    setSearchParams(params, { preventScrollReset: true });
  };
  const apply = (values: JobFilterValues, nextSort: JobSort | '' = sortChoice) => {
    // Shown at once (a ticked box stays ticked) until the URL's values take over.
    setDraft((previous) => ({ ...previous, values }));
    search(formQuery(values, nextSort));
  };

  // After Previous/Next, bring the top of the new page into view and tell screen readers where they are.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, [page]);

  const pageHref = (target: number) => {
    const params = urlOf({ ...filters, page: target });
    return params.size ? `/jobs?${params}` : '/jobs';
  };
  const values = draft.values;
  const change = (next: JobFilterValues) => setDraft((previous) => ({ ...previous, values: next }));
  const pending = jobs.isPending || jobs.isPlaceholderData;
  const noResults = jobs.data?.total === 0 && page === 1;
  // Where else to look is asked for only when a search finds nothing.
  const liveCountries = useLiveJobCountries(noResults);
  const suggestion = noResults
    ? emptySearchSuggestions(
        filters,
        facets,
        liveCountries.data,
        (next) => {
          const params = urlOf(next);
          return params.size ? `/jobs?${params}` : '/jobs';
        },
        estimatedCounts,
      )
    : null;

  return (
    <Container>
      <Box paddingY={['xxlarge', 'xxxlarge']}>
        <Stack space="xxlarge">
          <Stack space="medium">
            <Heading level={1}>{jobsPageCopy.title}</Heading>
            <Text tone="muted" size="large">
              {jobsPageCopy.intro}
            </Text>
            <div>
              {/* With the currency the minimum salary is searched in (the visitor's by default). */}
              <CreateAlertAction filters={searched} />
            </div>
          </Stack>
          <div className={styles.layout}>
            <JobFilters
              id={jobSearchFormId}
              action="/jobs"
              className={styles.search}
              barClassName={styles.searchBar}
              panelClassName={styles.filters}
              names={jobFilterFieldNames}
              resetHref="/jobs"
              values={values}
              onChange={change}
              onApply={(applied) => apply(applied)}
              note={
                estimatedCounts && jobs.data
                  ? jobsPageCopy.estimatedCountsNote(formatNumber(jobs.data.exactUpTo))
                  : undefined
              }
              countryOptions={optionsWithCounts(
                countryOptions,
                facets?.country,
                values.country,
                countStyle,
              )}
              cityOptions={cityOptions(facets?.city, values.city, countStyle)}
              categoryOptions={optionsWithCounts(
                categoryOptions,
                facets?.category,
                values.category,
                countStyle,
              )}
              workTypeOptions={optionsWithCounts(
                workTypeOptions,
                facets?.workType,
                values.workType,
                countStyle,
              )}
              employmentTypeOptions={optionsWithCounts(
                employmentTypeOptions,
                facets?.employmentType,
                values.employmentType,
                countStyle,
              )}
              postedWithinOptions={optionsWithCounts(
                postedWithinSelectOptions,
                facets?.postedWithin,
                values.postedWithin,
                countStyle,
              )}
              currencyOptions={currencyChoices(currency)}
              defaultCurrencyLabel={currency}
              labels={jobFilterLabels}
            />
            <JobResults
              state={
                jobs.isError
                  ? { status: 'error' }
                  : pending || !jobs.data
                    ? { status: 'pending' }
                    : { status: 'success', data: jobs.data }
              }
              onRetry={() => void jobs.refetch()}
              clearFiltersHref={filtersKey ? '/jobs' : undefined}
              pageHref={pageHref}
              headingRef={resultsHeading}
              notes={notes.length > 0 ? <IgnoredSearchTerms notes={notes} /> : null}
              emptySuggestions={
                suggestion ? (
                  <EmptySearchSuggestions
                    title={suggestion.title}
                    countries={suggestion.countries}
                  />
                ) : undefined
              }
              sortControl={
                <JobSortSelect
                  value={sortChoice}
                  hasKeyword={Boolean(filters.keyword)}
                  onChange={(next) => apply(values, next)}
                />
              }
            />
          </div>
        </Stack>
      </Box>
    </Container>
  );
}
