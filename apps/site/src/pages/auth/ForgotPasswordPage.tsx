import { Alert, Button, FormLayout, Inline, Link, Text, TextInput, Stack } from '@globalhire/ui';
import { AuthCard } from '../../features/auth/AuthCard';
import { CheckYourInbox } from '../../features/auth/CheckYourInbox';
import { usePasswordLinkRequest } from '../../features/auth/usePasswordLinkRequest';
import { usePageMeta } from '../../seo/usePageMeta';

export default function ForgotPasswordPage() {
  usePageMeta({
    title: 'Forgot your password?',
    description: 'Get a link by email to set a new password for your GlobalHire account.',
  });
  const { formRef, ...form } = usePasswordLinkRequest('/reset-password');

  if (form.sentTo) {
    return (
      <AuthCard>
        <CheckYourInbox
          action={{ href: '/login', label: 'Back to Login' }}
          mailboxUrl={form.mailboxUrl}
          startOver={{
            label: 'Use a different email',
            onClick: form.startOver,
          }}
        >
          If an account exists for <strong>{form.sentTo}</strong>, we have sent it a link to set a
          new password. The link works once and expires after a while.
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
          onSubmit={form.submit}
          noValidate
          actions={
            <Button type="submit" fullWidth loading={form.sending} loadingLabel="Sending...">
              Send Reset Link
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
        <Inline space="xsmall" align="center">
          <Text tone="muted">Remembered it?</Text>
          <Link href="/login">Back to Login</Link>
        </Inline>
      </Stack>
    </AuthCard>
  );
}
