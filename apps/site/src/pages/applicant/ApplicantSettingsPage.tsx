import { Card, Heading, Stack, Text } from '@globalhire/ui';
import { useAuth } from '../../auth/AuthProvider';
import { usePageMeta } from '../../seo/usePageMeta';
import { ChangeEmailForm } from '../../features/account/ChangeEmailForm';
import { ChangePasswordForm } from '../../features/account/ChangePasswordForm';
import { DeleteAccountSection } from '../../features/account/DeleteAccountSection';
import { YourDataSection } from '../../features/account/YourDataSection';

/** /applicant/settings: change the sign-in email or the password, or delete the account and its data. */
export default function ApplicantSettingsPage() {
  usePageMeta({
    title: 'Account Settings',
    description: 'Your sign-in email, your password and your account.',
    noIndex: true,
  });
  const { user } = useAuth();
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>Account Settings</Heading>
        {user?.email ? <Text tone="muted">Signed in as {user.email}</Text> : null}
      </Stack>
      <Card>
        <ChangeEmailForm returnTo="/applicant/settings" />
      </Card>
      <Card>
        <ChangePasswordForm />
      </Card>
      <Card>
        <YourDataSection />
      </Card>
      <Card>
        <DeleteAccountSection />
      </Card>
    </Stack>
  );
}
