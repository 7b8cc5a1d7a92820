import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import {
  Alert,
  Button,
  ButtonLink,
  EmptyState,
  FormLayout,
  Stack,
  TextInput,
} from '@globalhire/ui';
import { clientConfig, fieldErrors, loginSchema, requestPasswordRecovery } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { useFocusFirstError } from '../forms/useFocusFirstError';
import { AuthCard } from './AuthCard';
import { CheckYourInbox } from './CheckYourInbox';
import { authErrorMessage } from './authErrorMessage';
import { localMailboxUrl } from './localMailbox';

const emailSchema = loginSchema.pick({ email: true });

/**
 * An invitation link that no longer works (used, expired or replaced). The invited person gets a
 * new link by email themselves: the password link, which confirms the address and lands back on
 * the invitation's set-password page; the account and its role were made with the invitation.
 * The admin can also send the invitation again from Settings / User Roles.
 */
export function InvitationLinkExpired({ reason }: { reason: string | null }) {
  const client = useSupabase();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formRef, focusFirstError } = useFocusFirstError();

  const request = useMutation({
    mutationFn: async (address: string) =>
      unwrap(
        await requestPasswordRecovery(
          client,
          address,
          `${window.location.origin}/reset-password?invited=1`,
        ),
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
    request.mutate(parsed.data.email);
  };

  if (sentTo) {
    return (
      <AuthCard>
        <CheckYourInbox
          action={{ href: '/login', label: 'Go to Login' }}
          mailboxUrl={localMailboxUrl(clientConfig(client)?.url)}
          startOver={{
            label: 'Use a different email',
            onClick: () => {
              request.reset();
              setSentTo(null);
            },
          }}
        >
          If an account exists for <strong>{sentTo}</strong>, we have sent it a new link to choose a
          password. The link works once and expires after a while.
        </CheckYourInbox>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <Stack space="xlarge">
        <EmptyState
          titleAs="h1"
          icon={<KeyRound />}
          title="This invitation link is invalid or has expired"
          description={`${reason ? `${reason}. ` : ''}Invitation links work once and expire after a while. If you already chose a password, log in. Otherwise, email yourself a new link below, or ask the admin who invited you to send the invitation again.`}
          action={
            <ButtonLink href="/login" variant="soft">
              Go to Login
            </ButtonLink>
          }
        />
        <FormLayout
          ref={formRef}
          title="Email me a new link"
          description="Enter the address your invitation was sent to."
          onSubmit={submit}
          noValidate
          actions={
            <Button type="submit" fullWidth loading={request.isPending} loadingLabel="Sending...">
              Email me a new link
            </Button>
          }
        >
          {request.isError && (
            <Alert tone="critical" title="The link could not be sent">
              {authErrorMessage(request.error as DataQueryError)}
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
      </Stack>
    </AuthCard>
  );
}
