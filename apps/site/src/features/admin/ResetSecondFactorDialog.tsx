import type { UserAccount } from '@globalhire/data';
import { ConfirmDialog } from '../account/ConfirmDialog';
import { roleLabels } from './labels';

export interface ResetSecondFactorDialogProps {
  /** The admin or recruiter whose authenticator is reset; null when the dialog is closed. */
  account: UserAccount | null;
  accountName: string;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before resetting a staff member's second factor (they lost their authenticator). It signs
 * them out everywhere; they sign in with their password and set up a new authenticator.
 */
export function ResetSecondFactorDialog({
  account,
  accountName,
  saving,
  onConfirm,
  onClose,
}: ResetSecondFactorDialogProps) {
  const role = account ? roleLabels[account.user_type].toLowerCase() : 'staff member';
  return (
    <ConfirmDialog
      open={account !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Reset the second factor of ${accountName}?`}
      description={`Do this only once you have confirmed, outside this site, that the ${role} lost their authenticator. Their authenticator stops working and they are signed out on every device. They then sign in with their password and set up a new authenticator. The audit trail records that you did it.`}
      confirmLabel="Reset second factor"
      pendingLabel="Resetting..."
      pending={saving}
      onConfirm={onConfirm}
    />
  );
}
