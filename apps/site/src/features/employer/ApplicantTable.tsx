import { useState } from 'react';
import {
  Button,
  ButtonLink,
  DataTable,
  Dialog,
  DialogContent,
  Link,
  Stack,
  StatusBadge,
  Text,
  type DataTableColumn,
} from '@globalhire/ui';
import { countryLabel, formatDate, type EmployerApplicant } from '@globalhire/data';
import { applicationStatusLabels, nextMoves } from './applicantPipeline';
import { candidateName, useApplicantActions } from './useApplicantActions';

const locationOf = (row: EmployerApplicant) =>
  [row.candidate?.city, row.candidate?.country ? countryLabel(row.candidate.country) : null].filter(Boolean).join(', ');

const experienceOf = (years: number | null | undefined) =>
  years == null ? null : years === 0 ? 'Under a year' : `${years} year${years === 1 ? '' : 's'}`;

const columns = (showJob: boolean): DataTableColumn<EmployerApplicant>[] => [
  {
    key: 'name',
    header: 'Name',
    cell: (row) => (
      <Stack space="xsmall">
        <Text weight="semibold">{candidateName(row)}</Text>
        {row.candidate?.headline ? (
          <Text size="small" tone="muted">
            {row.candidate.headline}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    key: 'email',
    header: 'Email',
    cell: (row) => (row.candidate?.email ? <Link href={`mailto:${row.candidate.email}`}>{row.candidate.email}</Link> : null),
  },
  { key: 'location', header: 'Location', cell: (row) => locationOf(row) || <Text tone="muted">Not given</Text> },
  ...(showJob
    ? [{ key: 'job', header: 'Job', cell: (row: EmployerApplicant) => <Link href={`/employer/jobs/${row.job.id}/applicants`}>{row.job.title}</Link> }]
    : []),
  {
    key: 'experience',
    header: 'Experience',
    nowrap: true,
    cell: (row) => experienceOf(row.candidate?.experience_years) ?? <Text tone="muted">Not given</Text>,
  },
  { key: 'status', header: 'Status', nowrap: true, cell: (row) => <StatusBadge status={row.status} label={applicationStatusLabels[row.status]} /> },
  { key: 'applied', header: 'Applied', nowrap: true, cell: (row) => formatDate(row.created_at) },
];

export interface ApplicantTableProps {
  caption: string;
  rows: EmployerApplicant[] | undefined;
  loading: boolean;
  error?: string;
  onRetry: () => void;
  /** Hidden on one job's applicants, where every row is the same job. */
  showJob: boolean;
  emptyTitle: string;
  emptyDescription: string;
}

/** Applicant rows (spec §3) with the pipeline moves, the cover letter and the CV of each. */
export function ApplicantTable({ caption, rows, loading, error, onRetry, showJob, emptyTitle, emptyDescription }: ApplicantTableProps) {
  const { move, openCv } = useApplicantActions();
  const [reading, setReading] = useState<EmployerApplicant | null>(null);
  const moving = (row: EmployerApplicant) => move.isPending && move.variables?.row.id === row.id;

  return (
    <>
      <DataTable
        caption={caption}
        columns={columns(showJob)}
        rows={rows ?? []}
        getRowId={(row) => String(row.id)}
        loading={loading}
        error={error}
        errorTitle="Applicants could not be loaded."
        errorAction={<Button size="small" variant="soft" onClick={onRetry}>Try again</Button>}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        emptyAction={<ButtonLink href="/employer/jobs" size="small" variant="soft">My Job Listings</ButtonLink>}
        rowActions={{
          header: 'Actions',
          cell: (row) => {
            const name = candidateName(row);
            return (
              <>
                {nextMoves(row.status).map((next) => (
                  <Button
                    key={next.to}
                    size="small"
                    variant={next.to === 'rejected' ? 'ghost' : 'soft'}
                    tone={next.to === 'rejected' ? 'critical' : 'brand'}
                    disabled={moving(row)}
                    aria-label={`${next.label}: ${name}`}
                    onClick={() => move.mutate({ row, to: next.to })}
                  >
                    {next.label}
                  </Button>
                ))}
                {row.cover_letter ? (
                  <Button size="small" variant="ghost" tone="neutral" aria-label={`Cover letter: ${name}`} onClick={() => setReading(row)}>
                    Cover letter
                  </Button>
                ) : null}
                {row.cv_path ? (
                  <Button size="small" variant="ghost" tone="neutral" aria-label={`Open CV: ${name}`} onClick={() => void openCv(row)}>
                    Open CV
                  </Button>
                ) : null}
              </>
            );
          },
        }}
      />
      <Dialog open={reading !== null} onOpenChange={(open) => (!open ? setReading(null) : undefined)}>
        {reading ? (
          <DialogContent title={`Cover letter from ${candidateName(reading)}`} description={`For ${reading.job.title}`}>
            <Text>{reading.cover_letter}</Text>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
