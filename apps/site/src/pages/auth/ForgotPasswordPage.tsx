import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, FormLayout, Inline, Link, Text, TextInput, Stack } from '@globalhire/ui';
import { clientConfig, fieldErrors, loginSchema, requestPasswordRecovery } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { AuthCard } from '../../features/auth/AuthCard';
import { CheckYourInbox } from '../../features/auth/CheckYourInbox';
import { authErrorMessage } from '../../features/auth/authErrorMessage';
import { localMailboxUrl } from '../../features/auth/localMailbox';
import { useFocusFirstError } from '../../features/forms/useFocusFirstError';
import { usePageMeta } from '../../seo/usePageMeta';

const emailSchema = loginSchema.pick({ email: true });

export default function ForgotPasswordPage() {
  usePageMeta({
    title: 'Forgot your password?',
    description: 'Get a link by email to set a new password for your GlobalHire account.',
  });
  const client = useSupabase();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formRef, focusFirstError } = useFocusFirstError();

  const recovery = useMutation({
    mutationFn: async (address: string) =>
      unwrap(
        await requestPasswordRecovery(client, address, `${window.location.origin}/reset-password`),
      ),
    // The answer is the same whether or not the address has an account, so it reveals nothing.
    onSuccess: (_data, address) => setSentTo(address),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(fieldErrors(parsed.error).email);
      focusFirstError();
      return;
    }
    setEmailError(undefined);
    recovery.mutate(parsed.data.email);
  };

  if (sentTo) {
    return (
      <AuthCard>
        <CheckYourInbox
          action={{ href: '/login', label: 'Back to Login' }}
          mailboxUrl={localMailboxUrl(clientConfig(client)?.url)}
          startOver={{
            label: 'Use a different email',
            onClick: () => {
              recovery.reset();
              setSentTo(null);
            },
          }}
        >
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to set a new
          password. The link works once and expires after a while.
        </CheckYourInbox>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <Stack space="xlarge">
        <FormLayout
          ref={formRef}
          title="Forgot your password?"
          titleAs="h1"
          description="Enter the email you registered with and we will send you a link to set a new password."
          onSubmit={submit}
          noValidate
          actions={
            <Button type="submit" fullWidth loading={recovery.isPending} loadingLabel="Sending...">
              Send Reset Link
            </Button>
          }
        >
          {recovery.isError && (
            <Alert tone="critical" title="The link could not be sent">
              {authErrorMessage(recovery.error as DataQueryError)}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
            error={emailError}
          />
        </FormLayout>
        <Inline space="xsmall" align="center">
          <Text tone="muted">Remembered it?</Text>
          <Link href="/login">Back to Login</Link>
        </Inline>
      </Stack>
    </AuthCard>
  );
}
