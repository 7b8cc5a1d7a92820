import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import { Button, Heading, Stack, Text, TextInput, toast } from '@globalhire/ui';
import { deleteMyAccount, removeMyFiles } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { useAuth } from '../../auth/AuthProvider';
import { ConfirmDialog } from './ConfirmDialog';
import { accountMessages } from './accountMessages';

/** The word to type before the account goes: deliberate, and the same in every language setting. */
export const DELETE_CONFIRMATION = 'DELETE';

/** What goes with the account, in the words of each role. */
const consequences = {
  candidate: {
    text: 'Deleting your account removes your profile, your CV and documents, your applications, saved jobs, interviews and visa case. It cannot be undone.',
    dialog:
      'Your account and all its data will be removed for good. Employers you applied to will no longer see your applications.',
  },
  employer: {
    text: 'Deleting your company account removes your company page, your logo, every job you posted (live, pending and drafts) and the applications they received. It cannot be undone.',
    dialog:
      'Your company account and all its jobs will be removed for good. Candidates who applied will no longer see those applications.',
  },
} as const;

/**
 * Terms: users may delete their own account. Files go first (the database cannot reach Storage),
 * then the account with everything that hangs off it; then the visitor is sent home and signed out.
 */
export function DeleteAccountSection({ role = 'candidate' }: { role?: 'candidate' | 'employer' }) {
  const client = useSupabase();
  const navigate = useNavigate();
  const { profile } = useAuth();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const signOutOnLeave = useRef(false);

  // The account's sessions went with it, so signing out only has to forget the one on this
  // device. It happens once the panel has gone (this section unmounts), or the panel's guard
  // would see a signed-out visitor on a protected page and ask them to log in.
  useEffect(
    () => () => {
      if (!signOutOnLeave.current) return;
      void client.auth.signOut({ scope: 'local' });
      toast({ ...accountMessages.accountDeleted, tone: 'positive' });
    },
    [client],
  );

  const remove = useMutation({
    mutationFn: async () => {
      const files = await removeMyFiles(client, profile?.id ?? '');
      if (files.error) throw new Error(`Your files could not be removed: ${files.error.message}`);
      const deleted = await deleteMyAccount(client);
      if (deleted.error) throw new Error(deleted.error.message);
    },
    onSuccess: () => {
      signOutOnLeave.current = true;
      navigate('/', { replace: true });
    },
  });

  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={3} as="h2">
          Delete account
        </Heading>
        <Text>{consequences[role].text}</Text>
      </Stack>
      <div>
        <Button
          tone="critical"
          variant="outline"
          icon={<Trash2 aria-hidden />}
          onClick={() => {
            setTyped('');
            remove.reset();
            setOpen(true);
          }}
        >
          {role === 'employer' ? 'Delete company account' : 'Delete my account'}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        description={consequences[role].dialog}
        confirmLabel="Delete account"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        confirmDisabled={typed !== DELETE_CONFIRMATION}
        onConfirm={() => remove.mutate()}
      >
        <TextInput
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </ConfirmDialog>
    </Stack>
  );
}
