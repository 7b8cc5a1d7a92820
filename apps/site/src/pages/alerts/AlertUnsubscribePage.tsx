import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { BellOff, CircleAlert } from 'lucide-react';
import {
  Alert,
  Box,
  Button,
  ButtonLink,
  Card,
  Container,
  EmptyState,
  Spinner,
  Stack,
  Text,
} from '@globalhire/ui';
import { unsubscribeJobAlert } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { usePageMeta } from '../../seo/usePageMeta';

/**
 * /alerts/unsubscribe?token=…: the one-click link of every job alert email. Works signed out: the
 * token alone turns that one alert off, once; a used or unknown token says so.
 */
export default function AlertUnsubscribePage() {
  usePageMeta({
    title: 'Unsubscribe from a job alert',
    description: 'Turn off a GlobalHire job alert.',
    noIndex: true,
  });
  const client = useSupabase();
  const token = useSearchParams()[0].get('token') ?? '';
  // Once per visit: the answer is kept, so a re-render never asks twice.
  const outcome = useQuery({
    queryKey: ['unsubscribe-job-alert', token],
    queryFn: async () => unwrap(await unsubscribeJobAlert(client, token)),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  return (
    <Container width="medium">
      <Box paddingY={['xxlarge', 'xxxlarge']}>
        {outcome.isPending ? (
          <Stack space="medium" align="center" role="status">
            <Spinner label="Turning off your job alert" />
            <Text>Turning off your job alert…</Text>
          </Stack>
        ) : outcome.isError ? (
          <Alert
            tone="critical"
            title="Your alert could not be turned off."
            action={
              <Button variant="outline" tone="critical" onClick={() => void outcome.refetch()}>
                Try again
              </Button>
            }
          >
            {outcome.error.message}
          </Alert>
        ) : outcome.data.status === 'unsubscribed' ? (
          <Card>
            <EmptyState
              titleAs="h1"
              icon={<BellOff />}
              title="Job alert turned off"
              description={`“${outcome.data.alertName}” will send you no more emails. You can turn it back on or delete it in Job Alerts.`}
              action={<ButtonLink href="/applicant/alerts">Manage job alerts</ButtonLink>}
            />
          </Card>
        ) : (
          <Card>
            <EmptyState
              titleAs="h1"
              icon={<CircleAlert />}
              title="This unsubscribe link is not valid"
              description="It has been used already (that alert is then off) or it is incomplete. Nothing was changed. Signed in, you can manage every alert in Job Alerts."
              action={<ButtonLink href="/applicant/alerts">Manage job alerts</ButtonLink>}
            />
          </Card>
        )}
      </Box>
    </Container>
  );
}
