import type { UseMutationResult } from '@tanstack/react-query';
import type { ApplicationRow, ApplicationStatus, EmployerApplicant, Offer } from '@globalhire/data';
import { ConfirmDialog } from '../account/ConfirmDialog';
import { useEmployerOfferActions } from '../offers/offerQueries';
import type { DataQueryError } from '../../app/query';
import { candidateName } from './useApplicantActions';

/** A pipeline step that is asked for first: reject, mark as hired, or withdraw an offer. */
export type PipelineStep =
  | {
      kind: 'move';
      row: EmployerApplicant;
      to: Extract<ApplicationStatus, 'rejected' | 'hired'>;
      openOffer: boolean;
    }
  | { kind: 'withdraw'; row: EmployerApplicant; offer: Offer };

type MoveMutation = UseMutationResult<
  ApplicationRow,
  DataQueryError,
  { row: EmployerApplicant; to: ApplicationStatus; confirmed?: boolean }
>;

function wording(step: PipelineStep) {
  const name = candidateName(step.row);
  const job = step.row.job.title;
  if (step.kind === 'withdraw')
    return {
      title: `Withdraw the offer to ${name}?`,
      description: `${name} is notified and can no longer accept it. You can make a new offer for ${job} afterwards.`,
      confirm: 'Withdraw offer',
      pending: 'Withdrawing…',
    };
  if (step.to === 'hired')
    return {
      title: `Mark ${name} as hired?`,
      description: `${name} is hired for ${job} and notified; their upcoming interviews for this job are cancelled.`,
      confirm: 'Mark as hired',
      pending: 'Saving…',
    };
  return {
    title: `Reject ${name}?`,
    description: `${name}'s application for ${job} is rejected and they are notified.${step.openOffer ? ' Your open offer is withdrawn.' : ''} You can reconsider it later.`,
    confirm: 'Reject',
    pending: 'Rejecting…',
  };
}

/** Asks before a destructive pipeline step; stays open with the reason when it fails. */
export function PipelineConfirmDialog({
  step,
  move,
  onClose,
}: {
  step: PipelineStep | null;
  move: MoveMutation;
  onClose: () => void;
}) {
  const { withdraw } = useEmployerOfferActions();
  const active = step?.kind === 'withdraw' ? withdraw : move;
  const close = () => {
    withdraw.reset();
    move.reset();
    onClose();
  };
  if (!step) return null;
  // Mounted only while asking, so a closed dialog leaves nothing behind (nor blank words mid-exit).
  const words = wording(step);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (!open ? close() : undefined)}
      title={words.title}
      description={words.description}
      confirmLabel={words.confirm}
      pendingLabel={words.pending}
      pending={active.isPending}
      error={active.error?.message ?? null}
      onConfirm={() => {
        if (step.kind === 'withdraw')
          withdraw.mutate(
            { offerId: step.offer.id, candidate: candidateName(step.row) },
            { onSuccess: close },
          );
        else move.mutate({ row: step.row, to: step.to, confirmed: true }, { onSuccess: close });
      }}
    />
  );
}
