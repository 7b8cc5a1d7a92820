import { ReasonDialog } from './ReasonDialog';

/** The account an admin is about to block. */
export interface BlockTarget {
  name: string;
  kind: 'employer' | 'candidate';
}

/** The database's words when the reason is missing (private.require_block_reason). */
export const blockReasonRequired =
  'Give the reason for blocking this account: the account holder is told it.';

/** What blocking does, said truthfully before the admin confirms. */
export const blockEffects = {
  employer:
    'Its jobs leave the site at once and it can no longer post or edit jobs. Its upcoming interviews are cancelled, and each candidate is told why. The company reads your reason in-app and by email. Its data is kept; unblocking puts its jobs back (cancelled interviews stay cancelled).',
  candidate:
    'They can no longer apply to or save jobs. They read your reason in-app and by email. Their data is kept, and unblocking lets them apply again.',
} as const;

export interface BlockAccountDialogProps {
  target: BlockTarget | null;
  saving: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Blocking asks why and asks again: the reason goes to the account holder. */
export function BlockAccountDialog({
  target,
  saving,
  onConfirm,
  onClose,
}: BlockAccountDialogProps) {
  return (
    <ReasonDialog
      open={target !== null}
      title={target ? `Block ${target.name}?` : ''}
      description={target ? blockEffects[target.kind] : ''}
      reasonLabel="Reason for blocking"
      reasonHint="The account holder reads this. Say what rule was broken."
      reasonRequired={blockReasonRequired}
      maxLength={500}
      confirmLabel={target?.kind === 'employer' ? 'Block employer' : 'Block candidate'}
      pendingLabel="Blocking..."
      saving={saving}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
