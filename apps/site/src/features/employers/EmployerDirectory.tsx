import { useQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { Alert, Button, Card, EmptyState, LinkCard, Skeleton, Stack, Text } from '@globalhire/ui';
import { listEmployers } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { employersPageCopy as copy } from '../../content/employers';
import { employerLocation } from './employerLocation';
import * as styles from '../landing/Landing.css';

/** Every employer with a public page, linking to it (/employers/{slug}). */
export function EmployerDirectory() {
  const client = useSupabase();
  const employers = useQuery({
    queryKey: ['employers'],
    queryFn: async () => unwrap(await listEmployers(client)),
  });

  if (employers.isPending) {
    return (
      <div className={styles.cardGridThree} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Card key={i}>
            <Stack space="medium">
              <Skeleton width="3rem" height="xxlarge" radius="medium" />
              <Skeleton width="60%" height="large" />
              <Skeleton lines={2} />
            </Stack>
          </Card>
        ))}
      </div>
    );
  }
  if (employers.isError) {
    return (
      <Alert
        tone="critical"
        title={copy.directoryError}
        action={
          <Button variant="outline" tone="critical" onClick={() => void employers.refetch()}>
            {copy.retry}
          </Button>
        }
      >
        {employers.error.message}
      </Alert>
    );
  }
  if (employers.data.length === 0) {
    return (
      <Card>
        <EmptyState
          titleAs="h3"
          icon={<Building2 />}
          title={copy.directoryEmpty}
          description={copy.directoryEmptyHint}
        />
      </Card>
    );
  }
  return (
    <ul role="list" className={styles.cardGridThree}>
      {employers.data.map((employer) => (
        <li key={employer.id}>
          <LinkCard
            href={`/employers/${employer.slug}`}
            titleAs="h3"
            icon={<Building2 />}
            title={employer.company_name ?? employer.slug ?? ''}
            cta={copy.viewCompany}
            description={
              <Stack space="small">
                {employerLocation(employer) ? (
                  <Text size="small" weight="medium">
                    {employerLocation(employer)}
                  </Text>
                ) : null}
                {employer.description ? (
                  <Text size="small" tone="muted" maxLines={3}>
                    {employer.description}
                  </Text>
                ) : null}
              </Stack>
            }
          />
        </li>
      ))}
    </ul>
  );
}
