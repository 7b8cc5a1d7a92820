import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Box,
  Container,
  Heading,
  JobFilters,
  Stack,
  Text,
  emptyJobFilterValues,
  type JobFilterValues,
} from '@globalhire/ui';
import { searchJobs, type JobSearchFilters, type JobSort } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import {
  defaultSort,
  parseJobSearchParams,
  searchParamsFromFilters,
} from '../../features/jobs/jobSearchParams';
import {
  categoryOptions,
  changedOnlyTypedFields,
  countryOptions,
  currencyOptions,
  employmentTypeOptions,
  filtersFromValues,
  postedWithinSelectOptions,
  valuesFromFilters,
  workTypeOptions,
} from '../../features/jobs/jobFilterValues';
import { cityOptions, optionsWithCounts } from '../../features/jobs/facetOptions';
import { emptySearchSuggestions } from '../../features/jobs/emptySearchSuggestions';
import { useLiveJobCountries } from '../../features/jobs/liveJobCountries';
import { visitorCurrency } from '../../features/jobs/localeCurrency';
import { jobFilterLabels, jobsPageCopy } from '../../content/jobs';
import { useCitizenships } from '../../features/visa-fit/useCitizenships';
import { usePageMeta } from '../../seo/usePageMeta';
import { JobResults } from './JobResults';
import { IgnoredSearchTerms, JobSortSelect } from './JobSearchControls';
import { EmptySearchSuggestions } from './EmptySearchSuggestions';
import { CreateAlertAction } from '../../features/jobs/alerts/CreateAlertAction';
import * as styles from './JobsPage.css';

/** How long typing in the keyword or salary field waits before searching. */
const TYPING_PAUSE_MS = 500;

/**
 * /jobs: filters and the sort live in the URL (shareable, back/forward work), the search runs on
 * the server with a count per filter option, twenty to a page. Values in the URL no control
 * could show are ignored with a note.
 */
export default function JobsPage() {
  usePageMeta({ title: jobsPageCopy.title, description: jobsPageCopy.metaDescription });
  const client = useSupabase();
  const [searchParams, setSearchParams] = useSearchParams();
  const currency = useMemo(() => visitorCurrency(), []);
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

  // The form's values follow the URL (back/forward, a link) unless the visitor is editing them.
  const [draft, setDraft] = useState({
    key: filtersKey,
    values: valuesFromFilters(filters, currency),
  });
  if (draft.key !== filtersKey)
    setDraft({ key: filtersKey, values: valuesFromFilters(filters, currency) });

  const typingTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  const apply = (values: JobFilterValues, replace = false, nextSort = filters.sort) => {
    window.clearTimeout(typingTimer.current);
    const next = filtersFromValues(
      { ...values, salaryCurrency: values.salaryCurrency || currency },
      nextSort,
    );
    const params = urlOf(next);
    setDraft({ key: params.toString(), values });
    setSearchParams(params, { replace, preventScrollReset: true });
  };

  const change = (values: JobFilterValues) => {
    const typedOnly = changedOnlyTypedFields(draft.values, values);
    setDraft((previous) => ({ ...previous, values }));
    window.clearTimeout(typingTimer.current);
    if (typedOnly)
      typingTimer.current = window.setTimeout(() => apply(values, true), TYPING_PAUSE_MS);
    else apply(values);
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
  const pending = jobs.isPending || jobs.isPlaceholderData;
  const noResults = jobs.data?.total === 0 && page === 1;
  // Where else to look is asked for only when a search finds nothing.
  const liveCountries = useLiveJobCountries(noResults);
  const suggestion = noResults
    ? emptySearchSuggestions(filters, facets, liveCountries.data, (next) => {
        const params = urlOf(next);
        return params.size ? `/jobs?${params}` : '/jobs';
      })
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
              className={styles.filters}
              values={values}
              onChange={change}
              onSubmit={(submitted) => apply(submitted)}
              onReset={() => apply(emptyJobFilterValues)}
              countryOptions={optionsWithCounts(countryOptions, facets?.country, values.country)}
              cityOptions={cityOptions(facets?.city, values.city)}
              categoryOptions={optionsWithCounts(
                categoryOptions,
                facets?.category,
                values.category,
              )}
              workTypeOptions={optionsWithCounts(
                workTypeOptions,
                facets?.workType,
                values.workType,
              )}
              employmentTypeOptions={optionsWithCounts(
                employmentTypeOptions,
                facets?.employmentType,
                values.employmentType,
              )}
              postedWithinOptions={optionsWithCounts(
                postedWithinSelectOptions,
                facets?.postedWithin,
                values.postedWithin,
              )}
              currencyOptions={currencyOptions}
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
              onClearFilters={filtersKey ? () => apply(emptyJobFilterValues) : undefined}
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
                  value={sort}
                  hasKeyword={Boolean(filters.keyword)}
                  onChange={(next) => apply(values, false, next)}
                />
              }
            />
          </div>
        </Stack>
      </Box>
    </Container>
  );
}
