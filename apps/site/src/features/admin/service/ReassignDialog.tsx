import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Link,
  Select,
  Stack,
} from '@globalhire/ui';
import type { CaseloadEntry } from '@globalhire/data';
import { useFocusFirstError } from '../../forms/useFocusFirstError';
import { useReturnFocus } from '../visa/useReturnFocus';
import { serviceAdminMessages } from './serviceAdminMessages';
import { personName } from './serviceLabels';
import type { Recruiter } from './serviceQueries';

export interface ReassignDialogProps {
  /** The enrolment being (re)assigned; null when the dialog is closed. */
  enrolment: CaseloadEntry | null;
  recruiters: readonly Recruiter[];
  saving: boolean;
  /** Why the database refused the last attempt; the dialog stays open. */
  error: string | null;
  onConfirm: (recruiter: Recruiter) => void;
  onClose: () => void;
}

const caseloadWords = (n: number) => (n === 1 ? '1 active candidate' : `${n} active candidates`);

/** A recruiter choice: the name and how many active candidates they have now. */
export const recruiterOptionLabel = (recruiter: Recruiter, current: boolean) =>
  `${personName(recruiter)} (${caseloadWords(recruiter.caseload)}${current ? ', current' : ''})`;

function ReassignForm({
  enrolment,
  recruiters,
  saving,
  error: refusal,
  onConfirm,
}: Omit<ReassignDialogProps, 'enrolment' | 'onClose'> & { enrolment: CaseloadEntry }) {
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { formRef, focusFirstError } = useFocusFirstError();
  const refuse = (message: string) => {
    setError(message);
    focusFirstError();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const recruiter = recruiters.find((r) => r.id === choice);
    if (!recruiter) return refuse(serviceAdminMessages.chooseRecruiter);
    if (recruiter.id === enrolment.recruiter_id)
      return refuse(serviceAdminMessages.sameRecruiter(personName(recruiter)));
    onConfirm(recruiter);
  };
  if (recruiters.length === 0)
    return (
      <Stack space="large">
        <Alert tone="caution" title="There are no recruiter accounts yet.">
          <Link href="/admin/settings">Invite a recruiter from Settings / User Roles</Link>, then
          assign the candidate to them.
        </Alert>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost" tone="neutral">
              Close
            </Button>
          </DialogClose>
        </DialogFooter>
      </Stack>
    );
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack space="large">
        {refusal ? (
          <Alert tone="critical" title="The recruiter was not assigned.">
            {refusal}
          </Alert>
        ) : null}
        <Select
          label="Recruiter"
          required
          placeholder="Choose a recruiter"
          options={recruiters.map((r) => ({
            value: r.id,
            label: recruiterOptionLabel(r, r.id === enrolment.recruiter_id),
          }))}
          value={choice}
          error={error}
          hint="Recruiters with fewer active candidates can usually start sooner."
          onChange={(event) => {
            setChoice(event.target.value);
            setError(undefined);
          }}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="ghost" tone="neutral" disabled={saving}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={saving} loadingLabel="Assigning...">
            Assign recruiter
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/**
 * Moves an enrolled candidate to a recruiter's caseload: each choice shows how many active
 * candidates that recruiter has. Both the recruiter and the candidate are told.
 */
export function ReassignDialog({ enrolment, onClose, saving, ...props }: ReassignDialogProps) {
  const returnFocus = useReturnFocus();
  const candidate = personName(enrolment);
  return (
    <Dialog open={enrolment !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      {enrolment ? (
        <DialogContent
          {...returnFocus}
          title={enrolment.recruiter_id ? `Reassign ${candidate}` : `Assign ${candidate}`}
          description={
            enrolment.recruiter_id
              ? `${candidate} is on ${personName({ first_name: enrolment.recruiter_first_name, last_name: enrolment.recruiter_last_name })}'s caseload. Their open proposals stay; the new recruiter takes over from now on.`
              : `${candidate} has no recruiter yet: nobody proposes jobs to them until one is assigned.`
          }
        >
          <ReassignForm enrolment={enrolment} saving={saving} {...props} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
