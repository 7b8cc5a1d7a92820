import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { Card, EmptyState, Heading, Stack, Text, toast } from '@globalhire/ui';
import { decideProposal, type Proposal } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import {
  applicantKeys,
  useCandidateId,
  useMarkApplicantDataStale,
} from '../applicant/applicantQueries';
import { LoadingCards } from '../applicant/LoadingCards';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { approvalFees, quoteForPlace } from './feeSummary';
import { ProposalCard, proposalCompany, proposalTitle } from './ProposalCard';
import { ApproveDialog, DeclineDialog } from './ProposalDialogs';
import { serviceMessages } from './serviceMessages';
import { serviceKeys, useCharges, useFeeQuote, useProposals } from './serviceQueries';
import * as styles from './service.css';

type Decision =
  { proposal: Proposal; approve: true } | { proposal: Proposal; approve: false; reason: string };

const cardId = (proposal: Proposal) => `proposal-${proposal.id}`;

/**
 * The jobs the recruiter proposed, open ones first: approve one (GlobalHire applies) or decline
 * it. The list takes the server's answer for the decided proposal; the invoices, charges and
 * applications an approval changes are read again.
 */
export function ProposalSection({
  active,
  recruiterName,
}: {
  active: boolean;
  recruiterName: string | null;
}) {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const userId = useCandidateId();
  const markStale = useMarkApplicantDataStale();
  const proposals = useProposals();
  const charges = useCharges();
  const open = (proposals.data ?? []).filter((p) => p.status === 'proposed');
  const places = [...new Set(open.flatMap((p) => (p.job?.country ? [p.job.country] : [])))];
  const quote = useFeeQuote(places);
  const [approving, setApproving] = useState<Proposal | null>(null);
  const [declining, setDeclining] = useState<Proposal | null>(null);
  // After a decision, focus goes to the decided card (its buttons are gone), not back to them.
  const decidedCard = useRef<string | null>(null);

  const feeNotes = (proposal: Proposal) =>
    proposal.job?.country && quote.data
      ? approvalFees(
          quoteForPlace(quote.data, proposal.job.country, proposal.job.region),
          charges.data ?? [],
        )
      : [];

  const decide = useMutation({
    mutationFn: async (decision: Decision) =>
      unwrap(
        await decideProposal(
          client,
          decision.proposal.id,
          decision.approve ? { approve: true } : { approve: false, reason: decision.reason },
        ),
      ),
    onSuccess: (saved, decision) => {
      queryClient.setQueryData<Proposal[]>(serviceKeys.proposals(userId), (rows) =>
        rows?.map((row) => (row.id === saved.id ? { ...saved, job: saved.job ?? row.job } : row)),
      );
      decidedCard.current = cardId(saved);
      if (decision.approve) {
        for (const key of [
          serviceKeys.invoices(userId),
          serviceKeys.charges(userId),
          applicantKeys.applications(userId),
        ]) {
          void queryClient.invalidateQueries({ queryKey: key });
        }
        markStale();
        toast({
          ...serviceMessages.approved(
            proposalTitle(decision.proposal),
            proposalCompany(decision.proposal),
          ),
          tone: 'positive',
        });
        setApproving(null);
      } else {
        toast({ ...serviceMessages.declined(proposalTitle(decision.proposal)), tone: 'positive' });
        setDeclining(null);
      }
    },
  });

  const returnFocus = (event: Event) => {
    const target = decidedCard.current;
    decidedCard.current = null;
    if (!target) return;
    event.preventDefault();
    document.getElementById(target)?.focus();
  };

  return (
    <Stack space="large" as="section" aria-labelledby="service-proposals">
      <Stack space="xsmall">
        <Heading level={2} id="service-proposals">
          Jobs proposed for you
        </Heading>
        <Text tone="muted">
          {open.length > 0
            ? `${open.length} waiting for your decision. We apply only to the jobs you approve.`
            : 'We apply only to the jobs you approve.'}
        </Text>
      </Stack>
      {proposals.isPending ? (
        <LoadingCards count={2} label="Loading the jobs proposed for you" />
      ) : proposals.isError ? (
        <QueryErrorAlert
          title="The jobs proposed for you could not be loaded."
          error={proposals.error}
          onRetry={() => void proposals.refetch()}
          retrying={proposals.isRefetching}
        />
      ) : proposals.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Inbox aria-hidden />}
            title="No jobs proposed yet"
            description={
              active
                ? `${recruiterName ?? 'Your recruiter'} looks for jobs that fit your targets. Each one proposed appears here for you to approve or decline.`
                : 'No jobs were proposed to you.'
            }
          />
        </Card>
      ) : (
        <Stack space="large" as="ul" aria-label="Proposals" className={styles.plainList}>
          {proposals.data.map((proposal) => (
            <ProposalCard
              key={proposal.id}
              id={cardId(proposal)}
              proposal={proposal}
              feeNotes={feeNotes(proposal)}
              canDecide={active}
              onApprove={() => {
                decide.reset();
                setApproving(proposal);
              }}
              onDecline={() => {
                decide.reset();
                setDeclining(proposal);
              }}
            />
          ))}
        </Stack>
      )}
      <ApproveDialog
        proposal={approving}
        onClose={() => setApproving(null)}
        pending={decide.isPending}
        error={approving ? decide.error : null}
        feeNotes={approving ? feeNotes(approving) : []}
        onApprove={(proposal) => decide.mutate({ proposal, approve: true })}
        onCloseAutoFocus={returnFocus}
      />
      <DeclineDialog
        proposal={declining}
        onClose={() => setDeclining(null)}
        pending={decide.isPending}
        error={declining ? decide.error : null}
        onDecline={(proposal, reason) => decide.mutate({ proposal, approve: false, reason })}
        onCloseAutoFocus={returnFocus}
      />
    </Stack>
  );
}
