import { useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { BellOff, CircleAlert, MailX } from 'lucide-react';
import {
  Alert,
  Box,
  Button,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  Stack,
  Text,
} from '@globalhire/ui';
import {
  notificationKindLabel,
  notificationsPathByUserType,
  unsubscribeNotificationEmail,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useAuth } from '../../auth/AuthProvider';
import { usePageMeta } from '../../seo/usePageMeta';

const tokenPattern = /^[0-9a-f]{32,128}$/;
const kindPattern = /^[a-z]+(_[a-z]+)*$/;

/**
 * /notifications/unsubscribe?token=…&kind=…: the unsubscribe link of a notification email. Works
 * signed out. Opening it changes nothing (mail scanners open links): the button turns that kind of
 * email off; a mail provider's own button posts to the same address (the site's server answers).
 */
export default function NotificationUnsubscribePage() {
  usePageMeta({
    title: 'Unsubscribe from emails',
    description: 'Turn off a kind of GlobalHire email.',
    noIndex: true,
  });
  const client = useSupabase();
  const { profile, loading } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const kind = params.get('kind') ?? '';
  const wellFormed = tokenPattern.test(token) && kindPattern.test(kind) && kind.length <= 60;
  const label = notificationKindLabel(kind);
  const unsubscribe = useMutation({
    mutationFn: async () => unwrap(await unsubscribeNotificationEmail(client, token, kind)),
  });
  const manage = profile ? (
    <ButtonLink href={notificationsPathByUserType[profile.user_type]}>
      Manage email preferences
    </ButtonLink>
  ) : loading ? null : (
    <ButtonLink href="/login" variant="outline">
      Log in
    </ButtonLink>
  );

  let content;
  if (!wellFormed || unsubscribe.data?.status === 'invalid') {
    content = (
      <EmptyState
        titleAs="h1"
        icon={<CircleAlert />}
        title="This unsubscribe link is not valid"
        description="It is incomplete or no longer belongs to an account. Nothing was changed. Signed in, you can choose which emails you get with your notifications."
        action={manage}
      />
    );
  } else if (unsubscribe.data?.status === 'unsubscribed') {
    content = (
      <EmptyState
        titleAs="h1"
        icon={<BellOff />}
        title="Emails turned off"
        description={`You will get no more emails about: ${label}. These notifications still show on GlobalHire, and you can turn the emails back on with your notifications.`}
        action={manage}
      />
    );
  } else {
    content = (
      <Stack space="large">
        <EmptyState
          titleAs="h1"
          icon={<MailX />}
          title="Unsubscribe from these emails?"
          description={
            <Stack space="small">
              <Text weight="semibold">Emails about: {label}</Text>
              <Text tone="muted">
                Only these emails stop; the notifications still show on GlobalHire.
              </Text>
            </Stack>
          }
          action={
            <Button
              onClick={() => unsubscribe.mutate()}
              loading={unsubscribe.isPending}
              loadingLabel="Unsubscribing..."
            >
              Unsubscribe
            </Button>
          }
        />
        {unsubscribe.isError ? (
          <Alert tone="critical" title="These emails could not be turned off.">
            {unsubscribe.error.message} Please try again.
          </Alert>
        ) : null}
      </Stack>
    );
  }

  return (
    <Container width="medium">
      <Box paddingY={['xxlarge', 'xxxlarge']}>
        <Card>{content}</Card>
      </Box>
    </Container>
  );
}
