import type { UseQueryResult } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  Heading,
  Inline,
  Link,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  toast,
} from '@globalhire/ui';
import {
  countryLabel,
  formatDate,
  type CandidateApplication,
  type Proposal,
} from '@globalhire/data';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { applicationStatusLabels } from '../applicant/labels';
import { cvName, proposalStatusLooks } from './recruiterLabels';
import { useWithdrawProposal } from './recruiterQueries';

function Outcome({
  proposal,
  application,
  name,
}: {
  proposal: Proposal;
  application: CandidateApplication | undefined;
  name: string;
}) {
  switch (proposal.status) {
    case 'approved':
      return (
        <Inline space="xsmall" alignY="center">
          <Text size="small">
            {`${name} approved it${proposal.decided_at ? ` on ${formatDate(proposal.decided_at)}` : ''}. Application:`}
          </Text>
          {application ? (
            <StatusBadge status={application.status} label={applicationStatusLabels[application.status]} />
          ) : (
            <Text size="small" tone="muted">
              not found
            </Text>
          )}
        </Inline>
      );
    case 'declined':
      return (
        <Text size="small">
          {`${name} declined it${proposal.decided_at ? ` on ${formatDate(proposal.decided_at)}` : ''}: `}
          {proposal.decline_reason ? `“${proposal.decline_reason}”` : 'no reason given.'}
        </Text>
      );
    case 'withdrawn':
      return (
        <Text size="small" tone="muted">
          Withdrawn before {name} decided.
        </Text>
      );
    default:
      return (
        <Text size="small" tone="muted">
          {`Waiting for ${name} to approve or decline it.`}
        </Text>
      );
  }
}

export interface ProposalsCardProps {
  candidateId: string;
  name: string;
  proposals: UseQueryResult<Proposal[], Error>;
  applications: readonly CandidateApplication[];
}

/** Every job proposed to the candidate, open ones first, with its outcome; open ones can be withdrawn. */
export function ProposalsCard({ candidateId, name, proposals, applications }: ProposalsCardProps) {
  const withdraw = useWithdrawProposal(candidateId);
  const list = proposals.data ?? [];
  const onWithdraw = (proposal: Proposal) =>
    withdraw.mutate(proposal.id, {
      onSuccess: () =>
        toast({
          title: 'Proposal withdrawn',
          description: `${name} is told it is no longer proposed.`,
          tone: 'positive',
        }),
      onError: (error) =>
        toast({ title: 'The proposal could not be withdrawn.', description: error.message, tone: 'critical' }),
    });
  return (
    <Card>
      <Stack space="large">
        <Heading level={3} as="h2">
          Proposals
        </Heading>
        {proposals.isPending ? (
          <Skeleton lines={3} />
        ) : proposals.isError ? (
          <QueryErrorAlert
            title="The proposals could not be loaded."
            error={proposals.error}
            onRetry={() => void proposals.refetch()}
            retrying={proposals.isRefetching}
          />
        ) : list.length === 0 ? (
          <Text tone="muted">No jobs proposed yet. Find one above and propose it.</Text>
        ) : (
          <Stack space="large" as="ul" dividers aria-label="Proposals">
            {list.map((proposal) => {
              const look = proposalStatusLooks[proposal.status];
              const job = proposal.job;
              const title = job?.title ?? `Job ${proposal.job_id}`;
              const where = job ? [job.city, job.country ? countryLabel(job.country) : null].filter(Boolean).join(', ') : '';
              return (
                <Stack key={proposal.id} space="small">
                  <Inline space="medium" align="space-between" alignY="top">
                    <Stack space="xxsmall">
                      <Link href={`/jobs/${proposal.job_id}`} weight="semibold">
                        {title}
                      </Link>
                      <Text size="small" tone="muted">
                        {[job?.company?.company_name, where].filter(Boolean).join(' · ')}
                      </Text>
                    </Stack>
                    <Inline space="small" alignY="center">
                      <Badge tone={look.tone}>{look.label}</Badge>
                      {proposal.status === 'proposed' ? (
                        <Button
                          size="small"
                          variant="outline"
                          tone="critical"
                          aria-label={`Withdraw ${title}`}
                          loading={withdraw.isPending && withdraw.variables === proposal.id}
                          loadingLabel="Withdrawing..."
                          onClick={() => onWithdraw(proposal)}
                        >
                          Withdraw
                        </Button>
                      ) : null}
                    </Inline>
                  </Inline>
                  <Text size="small">
                    <Text as="span" size="small" weight="semibold">
                      Why it fits:
                    </Text>{' '}
                    {proposal.reason}
                  </Text>
                  <Text size="small" tone="muted">
                    {`Proposed on ${formatDate(proposal.created_at)} · CV: ${
                      proposal.cv_path ? cvName(proposal.cv_path) : 'current CV when approving'
                    } · ${proposal.cover_letter ? 'with a cover letter' : 'no cover letter'}`}
                  </Text>
                  <Outcome
                    proposal={proposal}
                    name={name}
                    application={applications.find((a) => a.id === proposal.application_id)}
                  />
                </Stack>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
