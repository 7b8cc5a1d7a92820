import { Card, Heading, Stack, Text } from '@globalhire/ui';
import { useAuth } from '../../auth/AuthProvider';
import { usePageMeta } from '../../seo/usePageMeta';
import { ChangePasswordForm } from '../../features/applicant/ChangePasswordForm';
import { DeleteAccountSection } from '../../features/applicant/DeleteAccountSection';

/** /applicant/settings: change the password, or delete the account and its data. */
export default function ApplicantSettingsPage() {
  usePageMeta({
    title: 'Account Settings',
    description: 'Your password and your account.',
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
        <ChangePasswordForm />
      </Card>
      <Card>
        <DeleteAccountSection />
      </Card>
    </Stack>
  );
}
