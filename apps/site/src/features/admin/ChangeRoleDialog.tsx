import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Select,
  Stack,
  Text,
} from '@globalhire/ui';
import { userTypes, type UserAccount, type UserType } from '@globalhire/data';
import { roleLabels } from './labels';

export interface ChangeRoleDialogProps {
  /** The account whose role changes; null when the dialog is closed. */
  account: UserAccount | null;
  accountName: string;
  saving: boolean;
  onConfirm: (role: UserType) => void;
  onClose: () => void;
}

const consequences: Record<UserType, string> = {
  admin: 'Admins can read and change everything: every job, account, application and article.',
  employer: 'Employers post jobs for their company and see the candidates who apply to them.',
  candidate: 'Candidates apply to jobs and track their applications and visa case.',
  recruiter:
    "Recruiters read the profiles, CVs and applications of the candidates on their caseload and propose jobs to them. They sign in with two factors.",
};

/** Asks which role an account should have, and to confirm it, before the change is saved. */
export function ChangeRoleDialog({
  account,
  accountName,
  saving,
  onConfirm,
  onClose,
}: ChangeRoleDialogProps) {
  const [role, setRole] = useState<UserType | ''>('');
  const chosen = role && role !== account?.user_type ? role : null;
  return (
    <Dialog
      open={account !== null}
      onOpenChange={(open) => {
        if (!open) {
          setRole('');
          onClose();
        }
      }}
    >
      {account ? (
        <DialogContent
          title={`Change the role of ${accountName}`}
          description={`${accountName} is now ${article(roleLabels[account.user_type])}. The new role takes effect the next time they open a page.`}
        >
          <Stack space="large">
            <Select
              label="New role"
              placeholder="Choose a role"
              options={userTypes.map((value) => ({
                value,
                label: roleLabels[value],
                disabled: value === account.user_type,
              }))}
              value={role}
              onChange={(event) => setRole(event.target.value as UserType)}
            />
            {chosen ? <Text tone="muted">{consequences[chosen]}</Text> : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="ghost" tone="neutral">
                  Cancel
                </Button>
              </DialogClose>
              <Button
                tone={chosen === 'admin' ? 'critical' : 'brand'}
                disabled={!chosen}
                loading={saving}
                loadingLabel="Changing..."
                onClick={() => chosen && onConfirm(chosen)}
              >
                {chosen ? `Make ${article(roleLabels[chosen])}` : 'Change role'}
              </Button>
            </DialogFooter>
          </Stack>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** 'Admin' → 'an Admin', 'Employer' → 'an Employer', 'Candidate' → 'a Candidate'. */
export const article = (word: string) => `${/^[AEIOU]/.test(word) ? 'an' : 'a'} ${word}`;
