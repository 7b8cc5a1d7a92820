import { Card, Heading, Stack, Text } from '@globalhire/ui';
import { useAuth } from '../../auth/AuthProvider';
import { usePageMeta } from '../../seo/usePageMeta';
import { ChangeEmailForm } from '../../features/account/ChangeEmailForm';
import { ChangePasswordForm } from '../../features/account/ChangePasswordForm';
import { DeleteAccountSection } from '../../features/account/DeleteAccountSection';
import { YourDataSection } from '../../features/account/YourDataSection';

/** /employer/settings: change the sign-in email or password, or delete the company account. */
export default function EmployerSettingsPage() {
  usePageMeta({
    title: 'Account Settings',
    description: 'Your sign-in email, your password and your company account.',
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
        <ChangeEmailForm returnTo="/employer/settings" />
      </Card>
      <Card>
        <ChangePasswordForm />
      </Card>
      <Card>
        <YourDataSection role="employer" />
      </Card>
      <Card>
        <DeleteAccountSection role="employer" />
      </Card>
    </Stack>
  );
}
