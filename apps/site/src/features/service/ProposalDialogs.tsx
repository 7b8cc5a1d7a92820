import { useState } from 'react';
import { Check, FileText, X } from 'lucide-react';
import {
  Alert,
  Button,
  ButtonLink,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Stack,
  Text,
  Textarea,
} from '@globalhire/ui';
import type { Proposal } from '@globalhire/data';
import type { DataQueryError } from '../../app/query';
import { cvToSend, proposalCompany, proposalTitle } from './ProposalCard';

interface DecisionDialogProps {
  /** The proposal being decided; null closes the dialog. */
  proposal: Proposal | null;
  onClose: () => void;
  pending: boolean;
  /** Why the last attempt failed; the dialog stays open with it. */
  error: Error | null;
  /** Where focus goes once the dialog closes (by default, back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Why approving failed, with the way out the database's hint points to. */
function DecisionError({ title, error }: { title: string; error: Error }) {
  const hint = (error as Partial<DataQueryError>).hint ?? null;
  return (
    <Alert
      tone="critical"
      title={title}
      action={
        hint === 'cv_missing' ? (
          <ButtonLink
            href="/applicant/cv"
            size="small"
            variant="soft"
            tone="critical"
            icon={<FileText aria-hidden />}
          >
            Go to My CV / Resume
          </ButtonLink>
        ) : undefined
      }
    >
      {error.message}
    </Alert>
  );
}

/** Asks before GlobalHire applies: to whom, with what, and what it costs. */
export function ApproveDialog({
  proposal,
  onClose,
  pending,
  error,
  feeNotes,
  onApprove,
  onCloseAutoFocus,
}: DecisionDialogProps & { feeNotes: readonly string[]; onApprove: (proposal: Proposal) => void }) {
  return (
    <Dialog
      open={proposal !== null}
      onOpenChange={(open) => (!open && !pending ? onClose() : undefined)}
    >
      {proposal ? (
        <DialogContent
          title={`Approve: ${proposalTitle(proposal)}`}
          description={`GlobalHire submits your application to ${proposalCompany(proposal)} on your behalf, with the CV and cover letter your recruiter prepared.`}
          size="small"
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onApprove(proposal);
            }}
          >
            <Stack space="large">
              <Stack space="xsmall">
                <Text size="small">{cvToSend(proposal.cv_path)}</Text>
                {feeNotes.map((note) => (
                  <Text key={note} size="small">
                    {note}
                  </Text>
                ))}
              </Stack>
              {error ? (
                <DecisionError title="Your application was not sent." error={error} />
              ) : null}
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="ghost" tone="neutral" disabled={pending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button
                  type="submit"
                  icon={<Check aria-hidden />}
                  loading={pending}
                  loadingLabel="Sending..."
                >
                  Approve and apply
                </Button>
              </DialogFooter>
            </Stack>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** Declines with an optional reason the recruiter reads; what was typed stays if it fails. */
export function DeclineDialog({
  proposal,
  onClose,
  pending,
  error,
  onDecline,
  onCloseAutoFocus,
}: DecisionDialogProps & { onDecline: (proposal: Proposal, reason: string) => void }) {
  const [reason, setReason] = useState('');
  // A new proposal to decline starts with an empty reason; a failed attempt keeps what was typed.
  const [reasonFor, setReasonFor] = useState<number | null>(null);
  if (proposal && proposal.id !== reasonFor) {
    setReasonFor(proposal.id);
    setReason('');
  }
  return (
    <Dialog
      open={proposal !== null}
      onOpenChange={(open) => (!open && !pending ? onClose() : undefined)}
    >
      {proposal ? (
        <DialogContent
          title={`Decline: ${proposalTitle(proposal)}`}
          description="Nothing is sent to the employer. Your recruiter sees that you declined."
          size="small"
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <form
            onSubmit={(event) => {
              event.preventDefault();
              onDecline(proposal, reason);
            }}
          >
            <Stack space="large">
              <Textarea
                label="Why? (optional)"
                hint="Your recruiter reads it, to propose jobs that fit you better."
                rows={3}
                maxLength={1000}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              {error ? (
                <DecisionError title="The proposal was not declined." error={error} />
              ) : null}
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="ghost" tone="neutral" disabled={pending}>
                    Cancel
                  </Button>
                </DialogClose>
                <Button
                  type="submit"
                  tone="critical"
                  icon={<X aria-hidden />}
                  loading={pending}
                  loadingLabel="Declining..."
                >
                  Decline
                </Button>
              </DialogFooter>
            </Stack>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
