import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Alert, Button, FormLayout, TextInput, toast } from '@globalhire/ui';
import { fieldErrors, newEmailSchema, updateEmail } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { useAuth } from '../../auth/AuthProvider';
import { useFocusFirstError } from '../forms/useFocusFirstError';
import { accountMessages } from './accountMessages';

/**
 * Changes the sign-in email. The new address gets a confirmation link (in development: the
 * supabase-local mailbox); the account keeps the current address until the link is opened.
 */
export function ChangeEmailForm({ returnTo }: { returnTo: string }) {
  const client = useSupabase();
  const { user } = useAuth();
  const current = user?.email ?? '';
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { formRef, focusFirstError } = useFocusFirstError();

  const change = useMutation({
    mutationFn: async (next: string) => {
      const result = await updateEmail(client, next, `${window.location.origin}${returnTo}`);
      if (result.error) throw new Error(result.error.message);
      return next;
    },
    // The toast says where the link went: the panel re-reads the user (USER_UPDATED) right after.
    onSuccess: (next) => {
      setEmail('');
      toast({ ...accountMessages.emailChangeRequested(next), tone: 'positive' });
    },
  });

  return (
    <FormLayout
      ref={formRef}
      noValidate
      title="Change email"
      description={`${current ? `You sign in with ${current}. ` : ''}We send a confirmation link to the new address; your email changes once you open it.`}
      onSubmit={() => {
        const parsed = newEmailSchema(current).safeParse({ email });
        if (!parsed.success) {
          setError(fieldErrors(parsed.error).email);
          focusFirstError();
          return;
        }
        setError(undefined);
        change.mutate(parsed.data.email);
      }}
      actions={
        <Button
          type="submit"
          icon={<Mail aria-hidden />}
          loading={change.isPending}
          loadingLabel="Sending..."
        >
          Change Email
        </Button>
      }
    >
      {change.isError ? (
        <Alert tone="critical" title="Your email was not changed.">
          {change.error.message}
        </Alert>
      ) : null}
      <TextInput
        label="New email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
      />
    </FormLayout>
  );
}
