import { useMemo, useState } from 'react';
import { Alert, Badge, Card, DataTable, Heading, Select, Stack, Text } from '@globalhire/ui';
import {
  countryLabel,
  formatNumber,
  topCountries,
  type CandidateApplication,
  type CaseloadCandidate,
  type JobSearchResult,
  type Proposal,
  type VisaVerdict,
} from '@globalhire/data';
import { ListToolbar } from '../admin/ListToolbar';
import { RetryButton } from '../admin/RetryButton';
import { RowActionButton } from '../admin/RowActionButton';
import { jobFinderColumns, type JobVerdictInfo, type VerdictsState } from './jobFinderColumns';
import {
  countByGroup,
  jobOrderLabels,
  rankJobs,
  verdictGroupLabels,
  verdictGroups,
  type JobOrder,
  type VerdictGroup,
} from './jobVerdicts';
import { ProposeDialog, type CvVersion } from './ProposeDialog';
import {
  jobsPerDestination,
  useCandidateCitizenships,
  useJobsToPropose,
  useVerdictsFor,
} from './recruiterQueries';
import * as styles from './recruiter.css';

const TARGETS = 'targets';
const ANYWHERE = 'anywhere';

export interface JobFinderProps {
  candidate: CaseloadCandidate;
  /** The candidate's first name. */
  name: string;
  proposals: readonly Proposal[];
  applications: readonly CandidateApplication[];
  cvVersions: readonly CvVersion[];
}

/**
 * Live jobs to propose: the site's job search in the candidate's target destinations (or any
 * other), each with the visa-fit verdict for the candidate's citizenships, likely takeable first.
 */
export function JobFinder({ candidate, name, proposals, applications, cvVersions }: JobFinderProps) {
  const targets = candidate.target_countries ?? [];
  const [keyword, setKeyword] = useState('');
  const [destination, setDestination] = useState(targets.length > 0 ? TARGETS : ANYWHERE);
  const [group, setGroup] = useState<VerdictGroup | ''>('');
  const [order, setOrder] = useState<JobOrder>('verdict');
  const [proposing, setProposing] = useState<JobSearchResult | null>(null);

  const countries =
    destination === TARGETS ? targets : destination === ANYWHERE ? [] : [destination];
  const search = useJobsToPropose(keyword, countries);
  const citizenships = useCandidateCitizenships(candidate.candidate_id);
  const codes = citizenships.data?.citizenships ?? [];
  const jobs = useMemo(() => search.data?.jobs ?? [], [search.data]);
  const verdictQuery = useVerdictsFor(
    jobs.map((job) => job.id),
    codes,
  );

  const byJob = verdictQuery.data ?? new Map<number, JobVerdictInfo>();
  const verdictOf = new Map<number, VisaVerdict>([...byJob].map(([id, info]) => [id, info.verdict]));
  const verdicts: VerdictsState =
    citizenships.isPending || (codes.length > 0 && jobs.length > 0 && verdictQuery.isPending)
      ? { loading: true }
      : { loading: false, byJob };
  const shown = rankJobs(jobs, verdictOf, { order, group: group || null });
  const counts = countByGroup(jobs, verdictOf);

  const openJobs = new Set(
    proposals.filter((p) => p.status === 'proposed' || p.status === 'approved').map((p) => p.job_id),
  );
  const appliedJobs = new Set(applications.map((a) => a.job_id));

  return (
    <Card>
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={3} as="h2">
            Find jobs to propose
          </Heading>
          <Text tone="muted" size="small">
            Live jobs, each with the visa-fit verdict for {name}’s citizenships. Guidance, not legal
            advice.
          </Text>
        </Stack>
        {citizenships.isSuccess && codes.length === 0 ? (
          <Alert tone="info" title="No citizenships given">
            {name} has not added citizenships to the profile, so every visa-fit verdict shows as
            unknown.
          </Alert>
        ) : null}
        {verdictQuery.isError ? (
          <Alert tone="critical" title="The visa-fit verdicts could not be loaded.">
            {verdictQuery.error.message}
          </Alert>
        ) : null}
        <DataTable<JobSearchResult>
          caption="Jobs to propose"
          columns={jobFinderColumns(verdicts)}
          rows={shown}
          getRowId={(job) => String(job.id)}
          loading={search.isPending}
          loadingRowCount={4}
          error={search.isError ? search.error.message : undefined}
          errorTitle="The jobs could not be loaded."
          errorAction={<RetryButton query={search} />}
          emptyTitle={jobs.length > 0 ? 'No jobs with this verdict' : 'No live jobs found'}
          emptyDescription={
            jobs.length > 0
              ? 'Choose another verdict to see the other jobs.'
              : 'Try other words, or another destination.'
          }
          toolbar={
            <Stack space="small">
              <ListToolbar
                searchLabel="Search jobs"
                searchPlaceholder="Title, company or skill"
                search={keyword}
                onSearch={setKeyword}
              />
              <div className={styles.filters}>
                <Select
                  label="Destination"
                  options={[
                    ...(targets.length > 0
                      ? [{ value: TARGETS, label: `${name}’s target destinations` }]
                      : []),
                    { value: ANYWHERE, label: 'Every destination' },
                    ...topCountries.map((c) => ({ value: c.slug, label: c.label })),
                  ]}
                  value={destination}
                  onChange={(event) => setDestination(event.target.value)}
                />
                <Select
                  label="Visa fit"
                  options={[
                    { value: '', label: `Every verdict (${jobs.length})` },
                    ...verdictGroups.map((g) => ({
                      value: g,
                      label: `${verdictGroupLabels[g]} (${counts[g]})`,
                    })),
                  ]}
                  value={group}
                  onChange={(event) => setGroup(event.target.value as VerdictGroup | '')}
                />
                <Select
                  label="Order"
                  options={(Object.keys(jobOrderLabels) as JobOrder[]).map((value) => ({
                    value,
                    label: jobOrderLabels[value],
                  }))}
                  value={order}
                  onChange={(event) => setOrder(event.target.value as JobOrder)}
                />
              </div>
              {search.isSuccess ? (
                <Text size="small" tone="muted" role="status">
                  {`${jobs.length} live job${jobs.length === 1 ? '' : 's'} in ${
                    countries.length > 0 ? countries.map(countryLabel).join(', ') : 'every destination'
                  }`}
                  {search.data.total > jobs.length
                    ? `: the newest ${jobsPerDestination} per destination of ${
                        search.data.atLeast != null
                          ? `${formatNumber(search.data.atLeast)}+`
                          : search.data.total
                      } matching. Add words to narrow the search.`
                    : '.'}
                </Text>
              ) : null}
            </Stack>
          }
          rowActions={{
            header: 'Propose',
            cell: (job) =>
              openJobs.has(job.id) ? (
                <Badge tone="info">Proposed</Badge>
              ) : appliedJobs.has(job.id) ? (
                <Badge tone="neutral">Applied</Badge>
              ) : (
                <RowActionButton aria-label={`Propose ${job.title}`} onClick={() => setProposing(job)}>
                  Propose
                </RowActionButton>
              ),
          }}
        />
        <ProposeDialog
          candidateId={candidate.candidate_id}
          name={name}
          job={proposing}
          cvVersions={cvVersions}
          onClose={() => setProposing(null)}
        />
      </Stack>
    </Card>
  );
}
