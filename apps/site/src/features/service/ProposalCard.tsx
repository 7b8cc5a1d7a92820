import { Check, X } from 'lucide-react';
import { Badge, Button, Card, Heading, Inline, Link, Stack, Text, type Tone } from '@globalhire/ui';
import {
  countryLabel,
  formatDate,
  formatSalary,
  localTimeZone,
  type Proposal,
  type ProposalStatus,
} from '@globalhire/data';
import { cvFileFacts } from '../applicant/cvFile';
import { regionName } from './feeSummary';
import * as styles from './service.css';

const visitorDate = (value: string) => formatDate(value, { timeZone: localTimeZone() });

export const proposalLooks: Record<ProposalStatus, { label: string; tone: Tone }> = {
  proposed: { label: 'Waiting for your decision', tone: 'caution' },
  approved: { label: 'Approved: application sent', tone: 'positive' },
  declined: { label: 'Declined', tone: 'neutral' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

export const proposalTitle = (proposal: Proposal) =>
  proposal.job?.title ?? 'A job no longer listed';
export const proposalCompany = (proposal: Proposal) =>
  proposal.job?.company?.company_name ?? 'the employer';

/** 'Toronto, Ontario, Canada'. */
export function proposalPlace(proposal: Proposal): string {
  const job = proposal.job;
  if (!job) return '';
  return [
    job.city,
    job.region && job.country ? regionName(job.country, job.region) : job.region,
    job.country ? countryLabel(job.country) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Which CV GlobalHire would send: the one on the profile at approval, or an earlier one by name. */
export function cvToSend(cvPath: string | null): string {
  if (!cvPath) return 'Your current CV: the one on your profile when you approve.';
  const { fileName, uploadedAt } = cvFileFacts(cvPath);
  return `An earlier CV: ${fileName}${uploadedAt ? `, uploaded ${visitorDate(uploadedAt.toISOString())}` : ''}.`;
}

export interface ProposalCardProps {
  /** The card's id: focus moves to it once the proposal is decided. */
  id: string;
  proposal: Proposal;
  /** What approving means for the candidate's fees (open proposals only). */
  feeNotes: readonly string[];
  /** Approve and Decline are offered while the enrolment is active. */
  canDecide: boolean;
  onApprove: () => void;
  onDecline: () => void;
}

/** One job a recruiter proposed: the job, why it fits, what would be sent, and the decision. */
export function ProposalCard({
  id,
  proposal,
  feeNotes,
  canDecide,
  onApprove,
  onDecline,
}: ProposalCardProps) {
  const title = proposalTitle(proposal);
  const look = proposalLooks[proposal.status];
  const job = proposal.job;
  const salary = job
    ? formatSalary({
        min: job.salary_min,
        max: job.salary_max,
        currency: job.salary_currency,
        period: job.salary_period,
      })
    : null;
  const open = proposal.status === 'proposed';
  return (
    <Card as="article" id={id} tabIndex={-1} aria-label={title}>
      <Stack space="large">
        <Inline space="medium" align="space-between" alignY="top">
          <Stack space="xsmall">
            <Heading level={4} as="h3">
              {job ? <Link href={`/jobs/${job.id}`}>{title}</Link> : title}
            </Heading>
            <Text tone="muted">
              {[job?.company?.company_name, proposalPlace(proposal)].filter(Boolean).join(' · ')}
            </Text>
            <Text size="small" tone="muted">
              {salary ?? 'Salary not given'} · Proposed {visitorDate(proposal.created_at)}
            </Text>
          </Stack>
          <Badge tone={look.tone}>{look.label}</Badge>
        </Inline>
        <Stack space="xsmall">
          <Text weight="semibold">Why it fits you</Text>
          <Text>{proposal.reason}</Text>
        </Stack>
        <Stack space="xsmall">
          <Text weight="semibold">CV to send</Text>
          <Text>{cvToSend(proposal.cv_path)}</Text>
        </Stack>
        <Stack space="xsmall">
          <Text weight="semibold">Cover letter</Text>
          {proposal.cover_letter ? (
            <Text className={styles.preLine}>{proposal.cover_letter}</Text>
          ) : (
            <Text tone="muted">None: the application is sent without one.</Text>
          )}
        </Stack>
        {open && feeNotes.length > 0 ? (
          <Stack space="xsmall">
            <Text weight="semibold">Your fees for this job</Text>
            {feeNotes.map((note) => (
              <Text key={note} size="small">
                {note}
              </Text>
            ))}
          </Stack>
        ) : null}
        {proposal.status === 'approved' ? (
          <Text size="small" tone="muted">
            You approved it{proposal.decided_at ? ` on ${visitorDate(proposal.decided_at)}` : ''},
            and GlobalHire submitted your application. Follow it in{' '}
            <Link href="/applicant/applications">Applications & Status</Link>.
          </Text>
        ) : proposal.status === 'declined' ? (
          <Text size="small" tone="muted">
            You declined it{proposal.decided_at ? ` on ${visitorDate(proposal.decided_at)}` : ''}
            {proposal.decline_reason ? `: ${proposal.decline_reason}` : '.'}
          </Text>
        ) : proposal.status === 'withdrawn' ? (
          <Text size="small" tone="muted">
            No longer proposed: nothing was sent.
          </Text>
        ) : null}
        {open && canDecide ? (
          <Inline space="small">
            <Button
              icon={<Check aria-hidden />}
              aria-label={`Approve: ${title}`}
              onClick={onApprove}
            >
              Approve
            </Button>
            <Button
              variant="outline"
              tone="neutral"
              icon={<X aria-hidden />}
              aria-label={`Decline: ${title}`}
              onClick={onDecline}
            >
              Decline
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}
