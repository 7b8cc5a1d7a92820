import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
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
import { searchJobs } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import {
  filtersFromSearchParams,
  searchParamsFromFilters,
} from '../../features/jobs/jobSearchParams';
import {
  categoryOptions,
  changedOnlyTypedFields,
  countryOptions,
  filtersFromValues,
  knownFilters,
  valuesFromFilters,
  workTypeOptions,
} from '../../features/jobs/jobFilterValues';
import { jobFilterLabels, jobsPageCopy } from '../../content/jobs';
import { usePageMeta } from '../../seo/usePageMeta';
import { JobResults } from './JobResults';
import { CreateAlertAction } from '../../features/jobs/alerts/CreateAlertAction';
import * as styles from './JobsPage.css';

/** How long typing in the keyword or salary field waits before searching. */
const TYPING_PAUSE_MS = 500;

/**
 * /jobs: filters live in the URL (shareable, back/forward work), the search runs on the server,
 * newest first, twenty to a page.
 */
export default function JobsPage() {
  usePageMeta({ title: jobsPageCopy.title, description: jobsPageCopy.metaDescription });
  const client = useSupabase();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = knownFilters(filtersFromSearchParams(searchParams));
  const page = filters.page ?? 1;
  const filtersKey = searchParamsFromFilters({ ...filters, page: 1 }).toString();

  const jobs = useQuery({
    queryKey: ['jobs', filtersKey, page],
    queryFn: async () => unwrap(await searchJobs(client, filters)),
  });

  // The form's values follow the URL (back/forward, a link) unless the visitor is editing them.
  const [draft, setDraft] = useState({ key: filtersKey, values: valuesFromFilters(filters) });
  if (draft.key !== filtersKey) setDraft({ key: filtersKey, values: valuesFromFilters(filters) });

  const typingTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(typingTimer.current), []);

  const apply = (values: JobFilterValues, replace = false) => {
    window.clearTimeout(typingTimer.current);
    const params = searchParamsFromFilters(filtersFromValues(values));
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
    const params = searchParamsFromFilters({ ...filters, page: target });
    return params.size ? `/jobs?${params}` : '/jobs';
  };

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
              <CreateAlertAction filters={filters} />
            </div>
          </Stack>
          <div className={styles.layout}>
            <JobFilters
              className={styles.filters}
              values={draft.values}
              onChange={change}
              onSubmit={(values) => apply(values)}
              onReset={() => apply(emptyJobFilterValues)}
              countryOptions={countryOptions}
              categoryOptions={categoryOptions}
              workTypeOptions={workTypeOptions}
              labels={jobFilterLabels}
            />
            <JobResults
              state={
                jobs.isPending
                  ? { status: 'pending' }
                  : jobs.isError
                    ? { status: 'error', message: jobs.error.message }
                    : { status: 'success', data: jobs.data }
              }
              onRetry={() => void jobs.refetch()}
              onClearFilters={filtersKey ? () => apply(emptyJobFilterValues) : undefined}
              pageHref={pageHref}
              headingRef={resultsHeading}
            />
          </div>
        </Stack>
      </Box>
    </Container>
  );
}
