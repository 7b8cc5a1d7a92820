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
import { AuthCard } from './AuthCard';
import { CheckYourInbox } from './CheckYourInbox';
import { usePasswordLinkRequest } from './usePasswordLinkRequest';

/**
 * An invitation link that no longer works (used, expired or replaced). The invited person gets a
 * new link by email themselves: the password link, which confirms the address and lands back on
 * the invitation's set-password page; the account and its role were made with the invitation.
 * The admin can also send the invitation again from Settings / User Roles.
 */
export function InvitationLinkExpired({ reason }: { reason: string | null }) {
  const { formRef, ...form } = usePasswordLinkRequest('/reset-password?invited=1');

  if (form.sentTo) {
    return (
      <AuthCard>
        <CheckYourInbox
          action={{ href: '/login', label: 'Go to Login' }}
          mailboxUrl={form.mailboxUrl}
          startOver={{
            label: 'Use a different email',
            onClick: form.startOver,
          }}
        >
          If an account exists for <strong>{form.sentTo}</strong>, we have sent it a new link to
          choose a password. The link works once and expires after a while.
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
          onSubmit={form.submit}
          noValidate
          actions={
            <Button type="submit" fullWidth loading={form.sending} loadingLabel="Sending...">
              Email me a new link
            </Button>
          }
        >
          {form.failure && (
            <Alert tone="critical" title="The link could not be sent">
              {form.failure}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={(event) => form.changeEmail(event.target.value)}
            error={form.emailError}
          />
        </FormLayout>
      </Stack>
    </AuthCard>
  );
}
