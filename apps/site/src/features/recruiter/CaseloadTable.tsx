import { Badge, DataTable, Inline, Link, Stack, Text, type DataTableColumn } from '@globalhire/ui';
import { countryLabel, formatDate, type CaseloadEntry } from '@globalhire/data';
import { RetryButton } from '../admin/RetryButton';
import { candidateName, countriesText, salaryExpectation } from './recruiterLabels';
import { useCaseload } from './recruiterQueries';

export const caseloadEmpty = {
  title: 'No candidates on your caseload yet.',
  description: 'New enrolments are assigned to the recruiter with the fewest candidates.',
};

const columns: DataTableColumn<CaseloadEntry>[] = [
  {
    key: 'candidate',
    header: 'Candidate',
    cell: (row) => (
      <Stack space="xxsmall">
        <Link href={`/recruiter/candidates/${row.candidate_id}`} weight="semibold">
          {candidateName(row)}
        </Link>
        {row.headline ? (
          <Text as="span" size="small" tone="muted">
            {row.headline}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'country',
    header: 'Lives in',
    cell: (row) => (row.country ? countryLabel(row.country) : '—'),
  },
  {
    key: 'targets',
    header: 'Looking for',
    cell: (row) => (
      <Stack space="xxsmall">
        <Text as="span" size="small">
          {countriesText(row.target_countries) ?? 'Any destination'}
        </Text>
        {row.target_roles && row.target_roles.length > 0 ? (
          <Text as="span" size="small" tone="muted">
            {row.target_roles.join(', ')}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'salary',
    header: 'Salary expectation',
    cell: (row) => salaryExpectation(row) ?? 'Not given',
  },
  {
    key: 'proposals',
    header: 'Proposals',
    cell: (row) => (
      <Inline space="xsmall">
        <Badge tone={row.open_proposals ? 'caution' : 'neutral'}>{`${row.open_proposals ?? 0} open`}</Badge>
        <Badge tone={row.approved_proposals ? 'positive' : 'neutral'}>
          {`${row.approved_proposals ?? 0} approved`}
        </Badge>
      </Inline>
    ),
  },
  {
    key: 'consented_at',
    header: 'Consent given',
    nowrap: true,
    cell: (row) => (row.consented_at ? formatDate(row.consented_at) : '—'),
  },
];

/** The recruiter's active candidates, each linking to their workspace. */
export function CaseloadTable() {
  const caseload = useCaseload();
  return (
    <DataTable<CaseloadEntry>
      caption="My caseload"
      columns={columns}
      rows={caseload.data ?? []}
      getRowId={(row) => row.candidate_id}
      loading={caseload.isPending}
      loadingRowCount={3}
      error={caseload.isError ? caseload.error.message : undefined}
      errorTitle="Your caseload could not be loaded."
      errorAction={<RetryButton query={caseload} />}
      emptyTitle={caseloadEmpty.title}
      emptyDescription={caseloadEmpty.description}
    />
  );
}
