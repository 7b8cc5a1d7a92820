import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Card,
  Columns,
  Column,
  Heading,
  Inline,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@globalhire/ui';
import {
  getMyJobVerdicts,
  visaVerdictLabels,
  visaVerdicts,
  visaVerdictTones,
  type MyJobVerdicts,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { visaFitKey } from './useCitizenships';

const lists: { key: keyof MyJobVerdicts; title: string; href: string; empty: string }[] = [
  { key: 'saved', title: 'Saved jobs', href: '/applicant/saved', empty: 'No saved jobs yet.' },
  {
    key: 'applied',
    title: 'Applications',
    href: '/applicant/applications',
    empty: 'No applications yet.',
  },
];

/** The candidate's saved and applied jobs counted by visa verdict, for their citizenships. */
export function JobVerdictSummary() {
  const client = useSupabase();
  const counts = useQuery({
    queryKey: [visaFitKey, 'mine'],
    queryFn: async () => unwrap(await getMyJobVerdicts(client)),
  });
  return (
    <Card>
      <Stack space="medium">
        <Heading level={3} as="h2">
          Can I take these jobs?
        </Heading>
        <Text tone="muted" size="small">
          For the citizenships in <Link href="/applicant/profile">your profile</Link>. Guidance, not
          legal advice.
        </Text>
        {counts.isError ? (
          <Alert tone="critical" title="The visa verdicts could not be loaded.">
            {counts.error.message}
          </Alert>
        ) : (
          <Columns space="large" collapseBelow="tablet">
            {lists.map((list) => {
              const byVerdict = counts.data?.[list.key] ?? {};
              const shown = visaVerdicts.filter((verdict) => byVerdict[verdict]);
              return (
                <Column key={list.key}>
                  <Stack space="small">
                    <Text weight="semibold">
                      <Link href={list.href}>{list.title}</Link>
                    </Text>
                    {counts.isPending ? (
                      <Skeleton lines={2} />
                    ) : shown.length === 0 ? (
                      <Text size="small" tone="muted">
                        {list.empty}
                      </Text>
                    ) : (
                      <Inline space="xsmall" as="ul" aria-label={`${list.title} by visa verdict`}>
                        {shown.map((verdict) => (
                          <Badge key={verdict} tone={visaVerdictTones[verdict]}>
                            {`${byVerdict[verdict]} ${visaVerdictLabels[verdict].toLowerCase()}`}
                          </Badge>
                        ))}
                      </Inline>
                    )}
                  </Stack>
                </Column>
              );
            })}
          </Columns>
        )}
      </Stack>
    </Card>
  );
}
