import { useState } from 'react';
import {
  Button,
  ButtonLink,
  DataTable,
  Dialog,
  DialogContent,
  Inline,
  Link,
  Stack,
  StatusBadge,
  Text,
  type DataTableColumn,
} from '@globalhire/ui';
import { countryLabel, formatDate, offerStatusAt, type EmployerApplicant } from '@globalhire/data';
import { applicationStatusLabels, confirmedMoves, nextMoves } from './applicantPipeline';
import { candidateName, useApplicantActions } from './useApplicantActions';
import * as styles from './employerTables.css';
import { InterviewFormDialog, type InterviewFormTarget } from '../interviews/InterviewFormDialog';
import { HiredVisaProgress, useHiredVisaProgress } from './HiredVisaProgress';
import { ApplicantVisaFit } from '../visa-fit/ApplicantVisaFit';
import { useApplicantVisaFits } from '../visa-fit/useApplicantVisaFits';
import { OfferFormDialog, type OfferTarget } from '../offers/OfferFormDialog';
import { EmployerOfferLine } from '../offers/EmployerOfferLine';
import { useLatestOffers } from '../offers/offerQueries';
import { PipelineConfirmDialog, type PipelineStep } from './PipelineConfirmDialog';

const locationOf = (row: EmployerApplicant) =>
  [row.candidate?.city, row.candidate?.country ? countryLabel(row.candidate.country) : null]
    .filter(Boolean)
    .join(', ');

const experienceOf = (years: number | null | undefined) =>
  years == null ? null : years === 0 ? 'Under a year' : `${years} year${years === 1 ? '' : 's'}`;

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

/**
 * Applicant rows (spec §3: name, email, location, job, experience, status, applied date), each
 * with its next pipeline moves beside the status and its cover letter and CV under the name, so
 * every action stays in view without scrolling the table sideways.
 */
export function ApplicantTable({
  caption,
  rows,
  loading,
  error,
  onRetry,
  showJob,
  emptyTitle,
  emptyDescription,
}: ApplicantTableProps) {
  const { move, openCv } = useApplicantActions();
  const [reading, setReading] = useState<EmployerApplicant | null>(null);
  const [inviting, setInviting] = useState<InterviewFormTarget | null>(null);
  const [offering, setOffering] = useState<OfferTarget | null>(null);
  const [confirming, setConfirming] = useState<PipelineStep | null>(null);
  const offers = useLatestOffers('employer', rows?.map((row) => row.id) ?? []);
  const offerOf = (row: EmployerApplicant) => offers.data?.get(row.id);
  const hasOpenOffer = (row: EmployerApplicant) => {
    const offer = offerOf(row);
    return offer ? offerStatusAt(offer) === 'open' : false;
  };
  // "Invite to interview" and "Make offer" open their forms: each saves its record and the status
  // together. Rejecting and hiring are asked for first.
  const act = (row: EmployerApplicant, to: EmployerApplicant['status']) => {
    const target = {
      applicationId: row.id,
      candidate: candidateName(row),
      jobTitle: row.job.title,
    };
    if (to === 'interview') setInviting({ kind: 'invite', ...target });
    else if (to === 'offer') setOffering({ ...target, jobId: row.job.id });
    else if (confirmedMoves.includes(to))
      setConfirming({
        kind: 'move',
        row,
        to: to as 'rejected' | 'hired',
        openOffer: hasOpenOffer(row),
      });
    else move.mutate({ row, to });
  };
  const moving = (row: EmployerApplicant) => move.isPending && move.variables?.row.id === row.id;
  const visa = useHiredVisaProgress(Boolean(rows?.some((row) => row.status === 'hired')));
  const fits = useApplicantVisaFits(rows?.map((row) => row.job.id) ?? []);
  const visaOf = (row: EmployerApplicant) =>
    row.status === 'hired'
      ? visa.data?.find((p) => p.candidate_id === row.candidate?.id)
      : undefined;

  const columns: DataTableColumn<EmployerApplicant>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => {
        const name = candidateName(row);
        return (
          <Stack space="xsmall" className={styles.primaryCell}>
            <Text weight="semibold">{name}</Text>
            {row.candidate_deleted_at ? (
              <Text size="small" tone="muted">
                Deleted their account on {formatDate(row.candidate_deleted_at)}
              </Text>
            ) : null}
            {row.submitted_by ? (
              <Text size="small" weight="medium">
                {row.candidate_deleted_at
                  ? 'Submitted by GlobalHire'
                  : `Submitted by GlobalHire for ${name}`}
              </Text>
            ) : null}
            {row.candidate?.email ? (
              <Text size="small">
                <Link href={`mailto:${row.candidate.email}`}>{row.candidate.email}</Link>
              </Text>
            ) : null}
            {row.cover_letter || row.cv_path || !row.candidate_deleted_at ? (
              <Inline space="xsmall">
                {row.candidate_deleted_at ? null : (
                  <ButtonLink
                    className={styles.rowAction}
                    href={`/employer/messages/${row.id}`}
                    size="small"
                    variant="ghost"
                    tone="neutral"
                    aria-label={`Message ${name}`}
                  >
                    Message
                  </ButtonLink>
                )}
                {row.cover_letter ? (
                  <Button
                    className={styles.rowAction}
                    size="small"
                    variant="ghost"
                    tone="neutral"
                    aria-label={`Cover letter: ${name}`}
                    onClick={() => setReading(row)}
                  >
                    Cover letter
                  </Button>
                ) : null}
                {row.cv_path ? (
                  <Button
                    className={styles.rowAction}
                    size="small"
                    variant="ghost"
                    tone="neutral"
                    aria-label={`Open CV: ${name}`}
                    onClick={() => void openCv(row)}
                  >
                    Open CV
                  </Button>
                ) : null}
              </Inline>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => {
        const name = candidateName(row);
        // A departed candidate's application is a closed record: the database refuses moves.
        const moves = row.candidate_deleted_at ? [] : nextMoves(row.status, hasOpenOffer(row));
        const offer = offerOf(row);
        return (
          <Stack space="small">
            <StatusBadge status={row.status} label={applicationStatusLabels[row.status]} />
            {visaOf(row) ? <HiredVisaProgress progress={visaOf(row)!} /> : null}
            {offer ? (
              <EmployerOfferLine
                offer={offer}
                candidate={name}
                withdrawClassName={styles.rowAction}
                onWithdraw={() => setConfirming({ kind: 'withdraw', row, offer })}
              />
            ) : null}
            {moves.length > 0 ? (
              <Inline space="xsmall">
                {moves.map((next) => (
                  <Button
                    key={next.to}
                    className={styles.rowAction}
                    size="small"
                    variant={next.to === 'rejected' ? 'ghost' : 'soft'}
                    tone={next.to === 'rejected' ? 'critical' : 'brand'}
                    disabled={moving(row)}
                    aria-label={`${next.label}: ${name}`}
                    onClick={() => act(row, next.to)}
                  >
                    {next.label}
                  </Button>
                ))}
              </Inline>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'job',
      header: showJob ? 'Job / Applied' : 'Applied',
      cell: (row) => (
        <Stack space="xsmall" className={showJob ? styles.primaryCell : undefined}>
          {showJob ? (
            <Link href={`/employer/jobs/${row.job.id}/applicants`}>{row.job.title}</Link>
          ) : null}
          <Text size="small" tone="muted">
            {formatDate(row.created_at)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'location',
      header: 'Location / Experience',
      cell: (row) => {
        if (row.candidate_deleted_at) return <Text tone="muted">—</Text>;
        const experience = experienceOf(row.candidate?.experience_years);
        return (
          <Stack space="xsmall">
            <Text>{locationOf(row) || 'Location not given'}</Text>
            <Text size="small" tone="muted">
              {experience ? `${experience} experience` : 'Experience not given'}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: 'visa-fit',
      header: 'Visa fit',
      cell: (row) =>
        row.candidate_deleted_at ? (
          <Text tone="muted">—</Text>
        ) : (
          <ApplicantVisaFit fit={fits.fits.get(row.id)} pending={fits.pending} />
        ),
    },
  ];

  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows ?? []}
        getRowId={(row) => String(row.id)}
        loading={loading}
        error={error}
        errorTitle="Applicants could not be loaded."
        errorAction={
          <Button size="small" variant="soft" onClick={onRetry}>
            Try again
          </Button>
        }
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        emptyAction={
          <ButtonLink href="/employer/jobs" size="small" variant="soft">
            My Job Listings
          </ButtonLink>
        }
      />
      <Dialog
        open={reading !== null}
        onOpenChange={(open) => (!open ? setReading(null) : undefined)}
      >
        {reading ? (
          <DialogContent
            title={`Cover letter from ${candidateName(reading)}`}
            description={`For ${reading.job.title}`}
          >
            <Text preserveLines>{reading.cover_letter}</Text>
          </DialogContent>
        ) : null}
      </Dialog>
      <InterviewFormDialog target={inviting} onClose={() => setInviting(null)} />
      <OfferFormDialog target={offering} onClose={() => setOffering(null)} />
      <PipelineConfirmDialog step={confirming} move={move} onClose={() => setConfirming(null)} />
    </>
  );
}
