import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Select,
  Stack,
  Text,
  TextInput,
  toast,
} from '@globalhire/ui';
import {
  fieldErrors,
  inviteUser,
  inviteUserSchema,
  type InvitationError,
  type InvitedRole,
  type InvitedUser,
  type InviteUserValues,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { useFocusFirstError } from '../forms/useFocusFirstError';
import { useFormValues } from '../forms/useFormValues';
import { article } from './ChangeRoleDialog';
import { roleLabels } from './labels';

export interface InviteUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the invitation went out (e.g. to refresh the accounts list). */
  onInvited: (user: InvitedUser) => void;
}

const roles: InvitedRole[] = ['employer', 'recruiter', 'admin'];
const empty = { email: '', role: '', firstName: '', lastName: '', companyName: '' };

const consequences: Record<InvitedRole, string> = {
  employer: 'They will post jobs for their company and see the candidates who apply.',
  recruiter:
    'They will propose jobs to the candidates on their caseload and apply for them once each candidate approves. They will set up two-step sign-in when they first log in.',
  admin:
    'Admins can read and change everything. They will set up two-step sign-in when they first log in.',
};

/**
 * Invites a person by email as an employer, a recruiter or an admin. The invite-user function checks that
 * you are an admin and sets the role on the server; the person gets an email with a link to
 * choose a password, which lands them in their panel.
 */
export function InviteUserDialog({ open, onOpenChange, onInvited }: InviteUserDialogProps) {
  const client = useSupabase();
  const form = useFormValues(empty);
  const { formRef, focusFirstError } = useFocusFirstError();
  const [formError, setFormError] = useState<string | null>(null);
  const role = form.values.role as InvitedRole | '';

  const close = () => {
    form.reset();
    setFormError(null);
    onOpenChange(false);
  };

  const send = useMutation({
    mutationFn: async (values: InviteUserValues) => {
      const { data, error } = await inviteUser(client, values);
      if (error) throw error;
      return data;
    },
    onSuccess: (user) => {
      toast({
        // An address whose invitation was still pending gets it again, with the role chosen now.
        title: user.resent ? 'Invitation sent again' : 'Invitation sent',
        description: `${user.email} has an email with a link to choose a password and join as ${article(roleLabels[user.role])}.`,
        tone: 'positive',
      });
      onInvited(user);
      close();
    },
    onError: (error: InvitationError) => {
      if (error.field) {
        form.setErrors({ [error.field]: error.message });
        focusFirstError();
      } else {
        setFormError(error.message);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = inviteUserSchema.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error));
      focusFirstError();
      return;
    }
    form.setErrors({});
    send.mutate(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      {open ? (
        <DialogContent
          title="Invite by email"
          description="They get an email with a link to choose a password. The link works once."
        >
          <form ref={formRef} onSubmit={submit} noValidate>
            <Stack space="large">
              {formError ? (
                <Alert tone="critical" title="The invitation was not sent">
                  {formError}
                </Alert>
              ) : null}
              <TextInput
                label="Email"
                type="email"
                autoComplete="off"
                required
                {...form.field('email')}
              />
              <Select
                label="Join as"
                placeholder="Choose a role"
                required
                options={roles.map((value) => ({ value, label: roleLabels[value] }))}
                name="role"
                value={form.values.role}
                onChange={(event) => form.setValue('role', event.target.value)}
                error={form.errors.role}
              />
              {role ? <Text tone="muted">{consequences[role]}</Text> : null}
              {role === 'employer' ? (
                <TextInput label="Company name" required {...form.field('companyName')} />
              ) : null}
              <TextInput label="First name" autoComplete="off" {...form.field('firstName')} />
              <TextInput label="Last name" autoComplete="off" {...form.field('lastName')} />
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="ghost" tone="neutral">
                    Cancel
                  </Button>
                </DialogClose>
                <Button type="submit" loading={send.isPending} loadingLabel="Sending...">
                  Send invitation
                </Button>
              </DialogFooter>
            </Stack>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
